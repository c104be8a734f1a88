import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { useMessages } from '../../i18n/catalogs.ts';
import { legalMessages } from '../../i18n/legal-messages.ts';
import { formatLegalDate } from './legal-date.ts';
import styles from './legal-document.module.css';
import type { LegalSection, Provider } from './legal-types.ts';

type LegalDocumentProps = {
  title: string;
  documentTitle?: string;
  /** The day it last changed (`yyyy-mm-dd`), shown as the language writes dates. */
  updated: string;
  provider: Provider;
  sections: LegalSection[];
};

/** A legal page: heading, last-updated date, a table of contents with anchor links, the sections, the provider. */
export function LegalDocument({ title, documentTitle, updated, provider, sections }: LegalDocumentProps) {
  useMessages(legalMessages);
  const { t, i18n } = useTranslation();
  const hasEmail = provider.email.includes('@');
  const lead = t('legal.lastUpdated', { date: formatLegalDate(updated, i18n.language) });
  return (
    <Page title={title} documentTitle={documentTitle} lead={lead}>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="legal-contents">
          <h2 id="legal-contents" className={styles.tocTitle}>
            {t('legal.contents')}
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
            <li>
              <a href="#provider">{t('legal.provider')}</a>
            </li>
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className={styles.heading}>
                <span className={styles.number}>{index + 1}.</span> {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.points && (
                <ul className={styles.points}>
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <section id="provider" className={styles.section} aria-labelledby="provider-title">
            <h2 id="provider-title" className={styles.heading}>
              {t('legal.provider')}
            </h2>
            <dl className={styles.provider}>
              <dt>{t('legal.providerEntity')}</dt>
              <dd>{provider.entity}</dd>
              <dt>{t('legal.providerAddress')}</dt>
              <dd>{provider.address}</dd>
              <dt>{t('legal.providerEmail')}</dt>
              <dd>{hasEmail ? <a href={`mailto:${provider.email}`}>{provider.email}</a> : provider.email}</dd>
            </dl>
          </section>
        </div>
      </div>
    </Page>
  );
}
