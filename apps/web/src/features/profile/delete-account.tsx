import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { Modal } from '../../components/modal.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { showToast } from '../../components/toast-store.ts';
import { errorMessage, messageOf } from '../../lib/api.ts';
import { formatLongDate } from '../../lib/format.ts';
import { useDeletionRequest, useDeletionRequestChange } from './api/deletion-request.ts';
import styles from './delete-account.module.css';
import { DeleteAccountForm } from './delete-account-form.tsx';

/**
 * The foot of the profile card: "Delete my account" (a request the staff confirm, as the privacy page promises), or,
 * while a request waits, its date and the way to take it back; a declined request shows the staff's reason.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const latest = useDeletionRequest().data?.request ?? null;
  const { takeBack } = useDeletionRequestChange();
  const [isOpen, setOpen] = useState(false);

  const undo = () =>
    takeBack.mutate(undefined, {
      onSuccess: (answer) =>
        showToast({ kind: 'success', text: messageOf(answer, t('profile.deletion.takenBack')) }),
      onError: (error) =>
        showToast({ kind: 'error', text: errorMessage(error, t('profile.deletion.failed')) }),
    });

  if (latest?.status === 'pending') {
    return (
      <div className={styles.deletion}>
        <StatusMessage kind="info">
          {t('profile.deletion.pending', { date: formatLongDate(latest.requestedAt) })}
        </StatusMessage>
        <Button onClick={undo} disabled={takeBack.isPending}>
          {t('profile.deletion.takeBack')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.deletion}>
      {latest?.status === 'declined' && latest.note && (
        <StatusMessage kind="info">{t('profile.deletion.declined', { note: latest.note })}</StatusMessage>
      )}
      <button type="button" className={styles.deleteLink} onClick={() => setOpen(true)}>
        {t('profile.deletion.open')}
      </button>
      <Modal open={isOpen} title={t('profile.deletion.title')} onClose={() => setOpen(false)}>
        {isOpen && <DeleteAccountForm onDone={() => setOpen(false)} />}
      </Modal>
    </div>
  );
}
