import { type GameBackend, Messages, resetPasswordBodyFor } from '@agaia/contract';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/button.tsx';
import { type StatusKind, StatusMessage } from '../../components/status-message.tsx';
import { PasswordField } from '../../components/text-field.tsx';
import { authMessages } from '../../i18n/auth-messages.ts';
import { useMessages } from '../../i18n/catalogs.ts';
import { errorMessage, messageOf } from '../../lib/api.ts';
import { localizedResolver } from '../../lib/localized-resolver.ts';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import { useTimeout } from '../../lib/use-timeout.ts';
import { useResetPassword } from './api/reset-password.ts';
import styles from './auth.module.css';

/** After a successful reset the page goes to /login this much later (docs/product.md §2.4). */
const RESET_REDIRECT_MS = 3000;

/**
 * The checks of docs/product.md §2.4 in order, one message at a time: both filled, equal, then the password rule of
 * the game back end (at least 6 characters with none; tera-api's 8 to 128, no outer spaces).
 */
function resetFormSchema(requiredMessage: string, backend: GameBackend) {
  const Password = resetPasswordBodyFor(backend).shape.newPassword;
  return z.object({ newPassword: z.string(), confirmPassword: z.string() }).superRefine((form, ctx) => {
    if (form.newPassword === '' || form.confirmPassword === '') {
      const path = form.newPassword === '' ? 'newPassword' : 'confirmPassword';
      ctx.addIssue({ code: 'custom', message: requiredMessage, path: [path] });
      return;
    }
    if (form.newPassword !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: Messages.passwordsDoNotMatch, path: ['confirmPassword'] });
      return;
    }
    const length = Password.safeParse(form.newPassword);
    if (!length.success) {
      const message = length.error.issues[0]?.message ?? Messages.passwordTooShort;
      ctx.addIssue({ code: 'custom', message, path: ['newPassword'] });
    }
  });
}

/** The new-password form of a valid reset link; on success it shows the server's message, then goes to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  useMessages(authMessages);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetCall = useResetPassword(token);
  const redirect = useTimeout();
  const statusId = useId();
  const [status, setStatus] = useState<{ kind: StatusKind; text: string } | null>(null);
  const backend = useSiteInfo().data?.gameBackend ?? 'none';
  const schema = useMemo(() => resetFormSchema(t('auth.resetRequired'), backend), [t, backend]);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: localizedResolver(schema),
    // The error stays until the user types again (docs/product.md §2.4), rather than changing on every key.
    reValidateMode: 'onSubmit',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setStatus(null);
    try {
      const answer = await resetCall.mutateAsync({ newPassword });
      setStatus({ kind: 'success', text: messageOf(answer, t('auth.resetSuccessFallback')) });
      redirect.schedule(() => void navigate('/login'), RESET_REDIRECT_MS);
    } catch (failure) {
      setStatus({ kind: 'error', text: errorMessage(failure, t('auth.resetFailed')) });
    }
  });

  const onType = () => {
    clearErrors();
    if (status?.kind === 'error') setStatus(null);
  };
  const formError = errors.newPassword?.message ?? errors.confirmPassword?.message;
  const message = formError ? { kind: 'error' as const, text: formError } : status;
  const isDone = status?.kind === 'success';

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PasswordField
        label={t('auth.newPassword')}
        autoComplete="new-password"
        toggleLabel={t('auth.showNewPassword')}
        hint={backend === 'tera-api' ? t('game.hints.password') : undefined}
        isInvalid={Boolean(errors.newPassword)}
        describedBy={errors.newPassword ? statusId : undefined}
        disabled={isDone}
        {...register('newPassword', { onChange: onType })}
      />
      <PasswordField
        label={t('auth.confirmNewPassword')}
        autoComplete="new-password"
        toggleLabel={t('auth.showConfirmPassword')}
        isInvalid={Boolean(errors.confirmPassword)}
        describedBy={errors.confirmPassword ? statusId : undefined}
        disabled={isDone}
        {...register('confirmPassword', { onChange: onType })}
      />
      <StatusMessage kind={message?.kind} id={statusId}>
        {message && (
          <>
            {message.text}
            {isDone && <span className={styles.boxDetail}> {t('auth.redirectingToLogin')}</span>}
          </>
        )}
      </StatusMessage>
      <Button type="submit" variant="primary" className={styles.submit} disabled={isSubmitting || isDone}>
        {isSubmitting ? t('auth.resetting') : t('auth.resetSubmit')}
      </Button>
    </form>
  );
}
