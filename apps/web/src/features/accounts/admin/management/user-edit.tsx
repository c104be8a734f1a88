import { has, outranks, Prime } from '@agaia/contract';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { detailOf } from '../../../../components/admin/form-values.ts';
import { Button, buttonIconClass } from '../../../../components/button.tsx';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { StatusMessage } from '../../../../components/status-message.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useUser } from '../../../../lib/use-session.ts';
import { useAdminUser } from '../api/user.ts';
import { BanControls } from './ban-controls.tsx';
import styles from './management.module.css';
import { TwoFactorReset } from './two-factor-reset.tsx';
import { UserForm } from './user-form.tsx';
import { UserHistory } from './user-history.tsx';
import { UserTakeBacks } from './user-take-backs.tsx';
import { useWebMgtText } from './web-mgt-text.ts';

/**
 * One user's edit view: the form, the ban controls and the two-factor reset (prime 5 only) for an account the admin
 * outranks (the admin hierarchy; else a note says why not), the ban history and the audit entries.
 */
export function UserEdit({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const me = useUser();
  const admin = { webMgt: me?.webMgt ?? 0, accountDBID: me?.accountDBID ?? 0 };
  const query = useAdminUser(id);
  const user = query.data;
  const webMgtText = useWebMgtText();

  return (
    <div className={styles.edit}>
      <div>
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft className={buttonIconClass} aria-hidden="true" />
          {t('admin.users.back')}
        </Button>
      </div>
      {query.isPending && <PageLoading label={t('admin.users.loadingUser')} />}
      {query.isError && (
        <StatusMessage kind="error">
          {t('admin.users.loadUserFailed', { detail: detailOf(query.error) }).trim()}
        </StatusMessage>
      )}
      {user && (
        <>
          <div className={styles.header}>
            <h3 className={styles.heading}>
              {t('admin.users.editTitle', { name: user.userName, id: user.accountDBID })}
            </h3>
            {user.banned && <p className={styles.bannedNote}>{t('admin.users.isBanned')}</p>}
            {user.paymentFlagged && <p className={styles.bannedNote}>{t('admin.users.paymentFlagged')}</p>}
            <dl className={styles.facts}>
              <div>
                <dt>{t('admin.users.registered')}</dt>
                <dd>{formatDateTime(user.registerTime)}</dd>
              </div>
              <div>
                <dt>{t('admin.users.lastLogin')}</dt>
                <dd>{formatDateTime(user.lastLoginTime)}</dd>
              </div>
              <div>
                <dt>{t('admin.users.lastLoginIp')}</dt>
                <dd>{user.lastLoginIP ?? t('format.notAvailable')}</dd>
              </div>
              <div>
                <dt>{t('admin.users.webMgt')}</dt>
                <dd>{webMgtText(user.webMgt)}</dd>
              </div>
            </dl>
          </div>
          {user.accountDBID === admin.accountDBID || !outranks(admin.webMgt, user.webMgt) ? (
            <StatusMessage kind="info">
              {user.accountDBID === admin.accountDBID
                ? t('admin.users.ownAccount')
                : t('admin.users.outranked')}
            </StatusMessage>
          ) : (
            <>
              <UserForm key={`${user.accountDBID}`} user={user} admin={admin} />
              {has(admin.webMgt, Prime.accountActions) && <BanControls user={user} />}
              {has(admin.webMgt, Prime.accountActions) && user.twoFactorEnabled && (
                <TwoFactorReset user={user} />
              )}
            </>
          )}
          <UserTakeBacks takeBacks={user.takeBacks ?? []} />
          <UserHistory bans={user.bans} audit={user.audit} />
        </>
      )}
    </div>
  );
}
