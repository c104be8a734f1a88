import { Messages, type ProfileResponse } from '@agaia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Mail, MailCheck, Unlink } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/button.tsx';
import { Modal } from '../../components/modal.tsx';
import type { StatusKind } from '../../components/status-message.tsx';
import { dismissToast, showToast } from '../../components/toast-store.ts';
import { errorMessage, messageOf } from '../../lib/api.ts';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import { useTimeout } from '../../lib/use-timeout.ts';
import { DonateButton } from '../shop/index.ts';
import { LinkTwitchButton, useTwitchUnlink } from '../twitch/index.ts';
import { profileQueryKey } from './api/profile.ts';
import { useRequestEmailConfirmation } from './api/request-email-confirmation.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { ChangeEmailForm } from './change-email-form.tsx';
import styles from './profile.module.css';

/**
 * docs/product.md §4.2: the change-email modal closes 4 s after success; the confirmation note hides after 4 s, the
 * email-change note after 5 s.
 */
const EMAIL_MODAL_CLOSE_MS = 4000;
const CONFIRMATION_NOTE_MS = 4000;
const EMAIL_CHANGE_NOTE_MS = 5000;

type Note = { kind: StatusKind; text: string };
/** Each button's outcome is one toast: its next outcome replaces it (a retry's success replaces its error). */
type NoteId = 'reset' | 'confirmation' | 'email' | 'twitch';
type Account = Pick<ProfileResponse, 'isEmailConfirmed' | 'twitchId' | 'email'>;

/** The profile's account buttons (Donate, Reset Password, Change Email, Resend Confirmation, Twitch); outcomes are toasts. */
export function ProfileActions({ profile }: { profile: Account }) {
  const { t } = useTranslation();
  const { data: site } = useSiteInfo();
  const resetCall = useRequestPasswordReset();
  const confirmationCall = useRequestEmailConfirmation();
  const client = useQueryClient();
  const twitchUnlink = useTwitchUnlink({
    onUnlinked: () => client.invalidateQueries({ queryKey: profileQueryKey }),
  });
  const [isEmailOpen, setEmailOpen] = useState(false);
  const [isResetOpen, setResetOpen] = useState(false);
  const hasChangedEmail = useRef(false);
  const modalTimer = useTimeout();

  const showNote = (id: NoteId, next: Note, hideAfterMs?: number) =>
    showToast({ ...next, id: `profile-${id}`, durationMs: hideAfterMs });
  const clearNote = (id: NoteId) => dismissToast(`profile-${id}`);

  const run = async <T,>(
    id: NoteId,
    call: () => Promise<T>,
    success: (answer: T) => void,
    fallback: string,
  ) => {
    clearNote(id);
    try {
      success(await call());
    } catch (failure) {
      showNote(id, { kind: 'error', text: errorMessage(failure, fallback) });
    }
  };

  // Asked first: the mail goes out only once the player confirms in the dialog.
  const requestReset = async () => {
    await run(
      'reset',
      () => resetCall.mutateAsync(),
      (answer) =>
        showNote('reset', { kind: 'success', text: messageOf(answer, Messages.resetInstructionsSent) }),
      t('profile.resetFailed'),
    );
    setResetOpen(false);
  };
  const resendConfirmation = () =>
    run(
      'confirmation',
      () => confirmationCall.mutateAsync(),
      (answer) =>
        showNote(
          'confirmation',
          { kind: 'success', text: messageOf(answer, t('profile.confirmationSentFallback')) },
          CONFIRMATION_NOTE_MS,
        ),
      t('profile.confirmationFailed'),
    );
  const unlinkTwitch = () =>
    run(
      'twitch',
      () => twitchUnlink.mutateAsync(),
      (answer) =>
        showNote('twitch', { kind: 'success', text: messageOf(answer, t('profile.twitchUnlinked')) }),
      t('profile.twitchUnlinkFailed'),
    );

  const openEmail = () => {
    hasChangedEmail.current = false;
    setEmailOpen(true);
  };
  const closeEmail = () => {
    modalTimer.cancel();
    setEmailOpen(false);
    // Only a close after a change shows the note, once, however the modal was closed.
    if (!hasChangedEmail.current) return;
    hasChangedEmail.current = false;
    showNote('email', { kind: 'success', text: t('profile.emailChangeNote') }, EMAIL_CHANGE_NOTE_MS);
  };
  const onEmailChanged = () => {
    hasChangedEmail.current = true;
    modalTimer.schedule(closeEmail, EMAIL_MODAL_CLOSE_MS);
  };

  return (
    <div className={styles.actionsBlock}>
      <div className={styles.actions}>
        <DonateButton className={buttonClass({ variant: 'primary' }, styles.action)} />
        <Button className={styles.action} onClick={() => setResetOpen(true)} disabled={resetCall.isPending}>
          <KeyRound aria-hidden="true" />
          {t('profile.resetPassword')}
        </Button>
        <Button className={styles.action} onClick={openEmail}>
          <Mail aria-hidden="true" />
          {t('profile.changeEmail')}
        </Button>
        {!profile.isEmailConfirmed && (
          <Button
            className={styles.action}
            onClick={resendConfirmation}
            disabled={confirmationCall.isPending}
          >
            <MailCheck aria-hidden="true" />
            {t('profile.resendConfirmation')}
          </Button>
        )}
        {site?.twitchEnabled &&
          (profile.twitchId ? (
            <Button className={styles.action} onClick={unlinkTwitch} disabled={twitchUnlink.isPending}>
              <Unlink aria-hidden="true" />
              {t('profile.unlinkTwitch')}
            </Button>
          ) : (
            <LinkTwitchButton
              className={styles.action}
              onStart={() => clearNote('twitch')}
              onError={(text) => showNote('twitch', { kind: 'error', text })}
            />
          ))}
      </div>
      <Modal open={isResetOpen} title={t('profile.resetConfirmTitle')} onClose={() => setResetOpen(false)}>
        <div className={styles.form}>
          <p>{t('profile.resetConfirmText', { email: profile.email })}</p>
          <div className={styles.formActions}>
            <Button onClick={() => setResetOpen(false)} disabled={resetCall.isPending}>
              {t('profile.cancel')}
            </Button>
            <Button variant="primary" onClick={requestReset} disabled={resetCall.isPending}>
              {resetCall.isPending ? t('profile.resetSending') : t('profile.resetConfirmSend')}
            </Button>
          </div>
        </div>
      </Modal>
      <Modal open={isEmailOpen} title={t('profile.changeEmailTitle')} onClose={closeEmail}>
        <ChangeEmailForm onChanged={onEmailChanged} onCancel={closeEmail} />
      </Modal>
    </div>
  );
}
