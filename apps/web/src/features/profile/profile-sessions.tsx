import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonIconClass } from '../../components/button.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { showToast } from '../../components/toast-store.ts';
import { errorMessage, messageOf } from '../../lib/api.ts';
import { formatLongDateTime } from '../../lib/format.ts';
import { useEndSessions, useSessions } from './api/sessions.ts';
import { deviceName } from './device-name.ts';
import styles from './profile-sessions.module.css';

/**
 * Where the player is logged in (the Devices tab): each session's device, when and from where it began, this one
 * marked; a device can be logged out, and so can every device but this one.
 */
export function ProfileSessions() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const end = useEndSessions();
  // One place's outcome: a later one replaces it (a retry's success replaces its error).
  const run = (which: { id: number } | 'others') =>
    end.mutate(which, {
      onSuccess: (data) =>
        showToast({ id: 'sessions', kind: 'success', text: messageOf(data, t('profile.sessions.ended')) }),
      onError: (error) =>
        showToast({
          id: 'sessions',
          kind: 'error',
          text: errorMessage(error, t('profile.sessions.endFailed')),
        }),
    });

  if (sessions.isPending) return <PageLoading label={t('profile.sessions.loading')} shape="list" />;
  if (sessions.isError) {
    return (
      <StatusMessage kind="error">
        {errorMessage(sessions.error, t('profile.sessions.loadFailed'))}
      </StatusMessage>
    );
  }
  const list = sessions.data.sessions;
  const hasOthers = list.some((session) => !session.current);

  return (
    <div className={styles.sessions}>
      <p className={styles.intro}>{t('profile.sessions.intro')}</p>
      <ul className={styles.list} aria-label={t('profile.sessions.listLabel')}>
        {list.map((session) => {
          const device = deviceName(
            session.userAgent,
            t('profile.sessions.unknownDevice'),
            (browser, system) => t('profile.sessions.deviceOn', { browser, system }),
          );
          return (
            <li key={session.id} className={styles.item}>
              <MonitorSmartphone className={styles.icon} aria-hidden="true" />
              <div className={styles.details}>
                <p className={styles.device} title={session.userAgent ?? undefined}>
                  {device}
                  {session.current && (
                    <span className={styles.badge}>{t('profile.sessions.thisDevice')}</span>
                  )}
                </p>
                <p className={styles.meta}>
                  {session.ip
                    ? t('profile.sessions.sinceFrom', {
                        date: formatLongDateTime(session.createdAt),
                        ip: session.ip,
                      })
                    : t('profile.sessions.since', { date: formatLongDateTime(session.createdAt) })}
                </p>
              </div>
              {!session.current && (
                <Button
                  onClick={() => run({ id: session.id })}
                  disabled={end.isPending}
                  aria-label={t('profile.sessions.logOutDevice', { device })}
                >
                  {t('profile.sessions.logOut')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button onClick={() => run('others')} disabled={!hasOthers || end.isPending}>
        <LogOut className={buttonIconClass} aria-hidden="true" />
        {t('profile.sessions.logOutOthers')}
      </Button>
    </div>
  );
}
