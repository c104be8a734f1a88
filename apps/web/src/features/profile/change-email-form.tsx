import { ChangeEmailBody, Messages } from '@agaia/contract';
import { CircleCheck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/button.tsx';
import { type StatusKind, StatusMessage } from '../../components/status-message.tsx';
import { PasswordField, TextField } from '../../components/text-field.tsx';
import { authMessages } from '../../i18n/auth-messages.ts';
import { useMessages } from '../../i18n/catalogs.ts';
import { ApiError, errorMessage, messageOf } from '../../lib/api.ts';
import { localizedResolver } from '../../lib/localized-resolver.ts';
import { useChangeEmail } from './api/change-email.ts';
import styles from './profile.module.css';

/**
 * The change-email checks of docs/product.md §2.5; each field shows its own message. Field rules come from the
 * contract.
 */
function changeEmailSchema(mismatchMessage: string) {
  return z
    .object({ newEmail: z.string(), confirmEmail: z.string(), currentPassword: z.string() })
    .superRefine((form, ctx) => {
      if (form.newEmail.trim() !== form.confirmEmail.trim()) {
        ctx.addIssue({ code: 'custom', message: mismatchMessage, path: ['confirmEmail'] });
      }
      const password = ChangeEmailBody.shape.currentPassword.safeParse(form.currentPassword);
      if (!password.success) {
        ctx.addIssue({
          code: 'custom',
          message: password.error.issues[0]?.message ?? '',
          path: ['currentPassword'],
        });
      }
      const email = ChangeEmailBody.shape.newEmail.safeParse(form.newEmail);
      if (!email.success) {
        const message = email.error.issues[0]?.message ?? Messages.invalidEmail;
        ctx.addIssue({ code: 'custom', message, path: ['newEmail'] });
      }
    });
}

/** The change-email form inside its modal; calls onChanged once the request has been accepted. */
export function ChangeEmailForm({ onChanged, onCancel }: { onChanged: () => void; onCancel: () => void }) {
  useMessages(authMessages);
  const { t } = useTranslation();
  const changeEmail = useChangeEmail();
  const [status, setStatus] = useState<{ kind: StatusKind; text: string } | null>(null);
  const schema = useMemo(() => changeEmailSchema(t('profile.emailsDoNotMatch')), [t]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: localizedResolver(schema),
    defaultValues: { newEmail: '', confirmEmail: '', currentPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newEmail, currentPassword }) => {
    setStatus(null);
    try {
      const answer = await changeEmail.mutateAsync({ newEmail: newEmail.trim(), currentPassword });
      // Nothing stale stays behind: the fields are emptied and the form gives way to the outcome.
      reset();
      setStatus({ kind: 'success', text: messageOf(answer, Messages.emailChangeRequested) });
      onChanged();
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? (failure.fieldErrors ?? {}) : {};
      for (const field of ['newEmail', 'currentPassword'] as const) {
        const message = fieldErrors[field]?.[0];
        if (message) setError(field, { type: 'server', message });
      }
      setStatus({ kind: 'error', text: errorMessage(failure, t('profile.changeEmailFailed')) });
    }
  });
  const isDone = status?.kind === 'success';
  const closeRef = useRef<HTMLButtonElement>(null);
  // The focused submit button is gone once the request is accepted: focus moves to the way out.
  useEffect(() => {
    if (isDone) closeRef.current?.focus();
  }, [isDone]);

  if (isDone) {
    return (
      <div className={styles.form} data-email-changed="">
        <div className={styles.outcome}>
          <CircleCheck className={styles.outcomeIcon} aria-hidden="true" />
          <StatusMessage kind="success">{status.text}</StatusMessage>
        </div>
        <div className={styles.formActions}>
          <Button ref={closeRef} variant="primary" onClick={onCancel}>
            {t('app.close')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.muted}>{t('profile.changeEmailLead')}</p>
      <TextField
        label={t('profile.newEmail')}
        type="email"
        autoComplete="email"
        error={errors.newEmail?.message}
        {...register('newEmail')}
      />
      <TextField
        label={t('profile.confirmNewEmail')}
        type="email"
        autoComplete="email"
        error={errors.confirmEmail?.message}
        {...register('confirmEmail')}
      />
      <PasswordField
        label={t('profile.currentPassword')}
        autoComplete="current-password"
        toggleLabel={t('auth.showPassword')}
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <StatusMessage kind={status?.kind}>{status?.text}</StatusMessage>
      <div className={styles.formActions}>
        <Button onClick={onCancel}>{t('profile.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('profile.changingEmail') : t('profile.changeEmailSubmit')}
        </Button>
      </div>
    </form>
  );
}
