import type { TwoFactorStatus } from '@agaia/contract';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { Modal } from '../../components/modal.tsx';
import { showToast } from '../../components/toast-store.ts';
import { messageOf } from '../../lib/api.ts';
import { useTwoFactorChange } from './api/two-factor.ts';
import styles from './two-factor.module.css';
import { TwoFactorConfirmForm } from './two-factor-confirm-form.tsx';
import { RecoveryCodesPanel } from './two-factor-recovery-codes.tsx';

/** Fewer recovery codes than this left: the card suggests new ones. */
const FEW_CODES_LEFT = 3;

/**
 * Two-factor authentication while it is on: the recovery codes left, New Recovery Codes (shown once, here) and Turn
 * Off, each confirmed in a dialog with the password and a code.
 */
export function TwoFactorOn({ status }: { status: TwoFactorStatus }) {
  const { t } = useTranslation();
  const { disable, newCodes } = useTwoFactorChange();
  const [dialog, setDialog] = useState<'codes' | 'off' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => setDialog(null);

  if (codes) return <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />;

  return (
    <div className={styles.on}>
      <p className={styles.state}>
        <ShieldCheck className={styles.stateIcon} aria-hidden="true" />
        <span>{t('profile.twoFactor.onLead')}</span>
      </p>
      <p className={styles.muted}>
        {t('profile.twoFactor.codesLeft', { count: status.recoveryCodesLeft })}
        {status.recoveryCodesLeft < FEW_CODES_LEFT && ` ${t('profile.twoFactor.codesLow')}`}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => setDialog('codes')}>{t('profile.twoFactor.newCodes')}</Button>
        <Button variant="danger" onClick={() => setDialog('off')}>
          {t('profile.twoFactor.turnOff')}
        </Button>
      </div>
      <Modal open={dialog === 'codes'} title={t('profile.twoFactor.newCodes')} onClose={close}>
        {dialog === 'codes' && (
          <TwoFactorConfirmForm
            lead={t('profile.twoFactor.newCodesLead')}
            submitLabel={t('profile.twoFactor.newCodesSubmit')}
            sendingLabel={t('profile.twoFactor.newCodesSending')}
            variant="primary"
            onCancel={close}
            onConfirm={async (body) => {
              const answer = await newCodes.mutateAsync(body);
              showToast({
                id: 'two-factor',
                kind: 'success',
                text: messageOf(answer, t('profile.twoFactor.newCodesMade')),
              });
              close();
              setCodes(answer.recoveryCodes);
            }}
          />
        )}
      </Modal>
      <Modal open={dialog === 'off'} title={t('profile.twoFactor.turnOffTitle')} onClose={close}>
        {dialog === 'off' && (
          <TwoFactorConfirmForm
            lead={t('profile.twoFactor.turnOffLead')}
            note={status.required ? t('profile.twoFactor.turnOffAdminNote') : undefined}
            submitLabel={t('profile.twoFactor.turnOffSubmit')}
            sendingLabel={t('profile.twoFactor.turnOffSending')}
            variant="danger"
            onCancel={close}
            onConfirm={async (body) => {
              const answer = await disable.mutateAsync(body);
              showToast({
                id: 'two-factor',
                kind: 'success',
                text: messageOf(answer, t('profile.twoFactor.disabled')),
              });
              close();
            }}
          />
        )}
      </Modal>
    </div>
  );
}
