import type { AdminUser } from '@agaia/contract';
import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog.tsx';
import { useConfirm } from '../../../../components/admin/use-confirm.ts';
import { Button, buttonIconClass } from '../../../../components/button.tsx';
import { showToast } from '../../../../components/toast-store.ts';
import { errorMessage, messageOf } from '../../../../lib/api.ts';
import { useResetTwoFactor } from '../api/reset-two-factor.ts';
import styles from './management.module.css';

/**
 * For a player who lost the phone and the recovery codes (shown to an admin holding prime 5, for an account with
 * two-factor authentication on): asks first, then turns it off; the account's sessions end and the owner is mailed.
 */
export function TwoFactorReset({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const resetCall = useResetTwoFactor();
  const confirm = useConfirm(async (target: AdminUser) => {
    try {
      const answer = await resetCall.mutateAsync(target.accountDBID);
      showToast({ kind: 'success', text: messageOf(answer, t('admin.users.twoFactorResetDone')) });
    } catch (failure) {
      showToast({ kind: 'error', text: errorMessage(failure, t('admin.users.twoFactorResetFailed')) });
    }
  });
  return (
    <section className={styles.block} aria-labelledby="two-factor-reset-title">
      <h4 id="two-factor-reset-title" className={styles.blockTitle}>
        {t('admin.users.twoFactorTitle')}
      </h4>
      <p className={styles.hint}>{t('admin.users.twoFactorOn')}</p>
      <div>
        <Button variant="danger" onClick={() => confirm.ask(user)}>
          <ShieldOff className={buttonIconClass} aria-hidden="true" />
          {t('admin.users.twoFactorReset')}
        </Button>
      </div>
      <ConfirmDialog
        {...confirm.dialog}
        title={t('admin.users.twoFactorResetTitle', { name: user.userName })}
        confirmLabel={t('admin.users.twoFactorResetConfirm')}
        busyLabel={t('admin.users.twoFactorResetting')}
      >
        <p>{t('admin.users.twoFactorResetText', { name: user.userName })}</p>
      </ConfirmDialog>
    </section>
  );
}
