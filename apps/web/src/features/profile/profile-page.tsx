import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { Toaster } from '../../components/toast.tsx';
import { useMessages } from '../../i18n/catalogs.ts';
import { profileMessages } from '../../i18n/profile-messages.ts';
import { errorMessage } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useProfile } from './api/profile.ts';
import styles from './profile.module.css';
import { ProfileCard } from './profile-card.tsx';
import { ProfileTabs } from './profile-tabs.tsx';
import { useFlash } from './use-flash.ts';

/** The profile page (/profile), for logged-in users only; the guard lives in the route table. */
export function ProfilePage() {
  // Its messages in the page's language before it renders (i18n/catalogs.ts).
  useMessages(profileMessages);
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  useFlash();
  const profile = useProfile();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('profile.title')}</h1>
      <Toaster />
      {profile.isPending ? (
        <PageLoading label={t('profile.loading')} shape="profile" />
      ) : profile.isError ? (
        <StatusMessage kind="error">{errorMessage(profile.error, t('profile.loadFailed'))}</StatusMessage>
      ) : (
        <div className={styles.layout}>
          <ProfileCard profile={profile.data} />
          <ProfileTabs profile={profile.data} />
        </div>
      )}
    </div>
  );
}
