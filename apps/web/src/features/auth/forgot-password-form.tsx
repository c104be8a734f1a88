import { Messages, UnauthResetBody } from '@agaia/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { type StatusKind, StatusMessage } from '../../components/status-message.tsx';
import { TextField } from '../../components/text-field.tsx';
import { authMessages } from '../../i18n/auth-messages.ts';
import { useMessages } from '../../i18n/catalogs.ts';
import { errorMessage, messageOf } from '../../lib/api.ts';
import { localizedResolver } from '../../lib/localized-resolver.ts';
import { useRequestPasswordResetUnauth } from './api/request-password-reset-unauth.ts';
import styles from './auth.module.css';

/**
 * Asks for a reset link for an email address: the login page's modal and /forgot-password use it. The answer is
 * the same whether or not the address has an account.
 */
export function ForgotPasswordForm({ onSent }: { onSent?: () => void }) {
  useMessages(authMessages);
  const { t } = useTranslation();
  const request = useRequestPasswordResetUnauth();
  const [status, setStatus] = useState<{ kind: StatusKind; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: localizedResolver(UnauthResetBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setStatus(null);
    try {
      const answer = await request.mutateAsync({ email });
      setStatus({ kind: 'success', text: messageOf(answer, Messages.resetInstructionsSent) });
      onSent?.();
    } catch (error) {
      setStatus({ kind: 'error', text: errorMessage(error, t('auth.forgotFailed')) });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <StatusMessage kind={status?.kind}>{status?.text}</StatusMessage>
      <Button type="submit" variant="primary" className={styles.submit} disabled={request.isPending}>
        {request.isPending ? t('auth.forgotSending') : t('auth.forgotSubmit')}
      </Button>
    </form>
  );
}
