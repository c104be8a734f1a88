import { has } from '@agaia/contract';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { Toaster } from '../../components/toast.tsx';
// The panel's messages join the catalog with this chunk, before anything below renders.
import { adminMessages } from '../../i18n/admin-messages.ts';
import { useMessages } from '../../i18n/catalogs.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useUser } from '../../lib/use-session.ts';
import { AdminMenu } from './shell/admin-menu.tsx';
import styles from './shell/admin-shell.module.css';
import { SectionErrorBoundary } from './shell/section-error-boundary.tsx';
import { SectionPicker } from './shell/section-picker.tsx';
import { findSection, SECTIONS } from './shell/sections.tsx';
import { TwoFactorGate } from './shell/two-factor-gate.tsx';

/**
 * The admin panel (/admin/*), for webMgt above 1 only (the guard lives in the route table). The section comes from
 * the path (/admin/news) or ?section=news; one the admin may not open falls back to the first permitted section. An
 * admin without two-factor authentication sees its walkthrough instead of the sections (shell/two-factor-gate.tsx).
 */
export function AdminPage() {
  // Its messages in the page's language before it renders (i18n/catalogs.ts).
  useMessages(adminMessages);
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  const webMgt = useUser()?.webMgt ?? 0;
  const { '*': rest = '' } = useParams();
  const [params] = useSearchParams();
  const permitted = SECTIONS.filter((section) => has(webMgt, section.prime));
  const requested = rest.split('/')[0] || params.get('section') || '';
  const selected = findSection(permitted, requested) ?? permitted[0];
  const initialKey = useRef(selected?.key);

  if (permitted.length === 0) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('admin.title')}</h1>
        <section className={styles.noAccess}>
          <p>{t('admin.noAccess')}</p>
          <p className={styles.muted}>{t('admin.permissionLevel', { level: webMgt })}</p>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('admin.title')}</h1>
      <Toaster />
      <TwoFactorGate>
        <div className={styles.layout}>
          <AdminMenu sections={permitted} selectedKey={selected?.key} />
          <SectionPicker sections={permitted} selectedKey={selected?.key} />
          <section className={styles.content} aria-labelledby="admin-section-title">
            {selected ? (
              <>
                <h2 id="admin-section-title" className={styles.sectionTitle}>
                  {t(`admin.sections.${selected.label}`)}
                </h2>
                <SectionErrorBoundary key={selected.key} message={t('admin.sectionError')}>
                  <Suspense
                    fallback={
                      <PageLoading
                        label={
                          selected.key === initialKey.current
                            ? t('admin.loadingInitialSection')
                            : t('admin.loadingSection')
                        }
                      />
                    }
                  >
                    <selected.Component />
                  </Suspense>
                </SectionErrorBoundary>
              </>
            ) : (
              <StatusMessage>{t('admin.selectSection')}</StatusMessage>
            )}
          </section>
        </div>
      </TwoFactorGate>
    </div>
  );
}
