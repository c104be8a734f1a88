import { isLanguage, Messages, registerFormFor } from '@agaia/contract';
import { useId, useMemo, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/button.tsx';
import { FormFields } from '../../components/form-fields.tsx';
import { Page } from '../../components/page.tsx';
import { type StatusKind, StatusMessage } from '../../components/status-message.tsx';
import { PasswordField, TextField } from '../../components/text-field.tsx';
import { authMessages } from '../../i18n/auth-messages.ts';
import { useMessages } from '../../i18n/catalogs.ts';
import { localizeText } from '../../i18n/contract-text.ts';
import { ApiError, errorMessage, messageOf } from '../../lib/api.ts';
import { localizedResolver } from '../../lib/localized-resolver.ts';
import { clearReferral, readReferral } from '../../lib/referral.ts';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import { useTimeout } from '../../lib/use-timeout.ts';
import { useRegister } from './api/register.ts';
import styles from './auth.module.css';
import { TermsNote } from './terms-note.tsx';

/** After a successful registration the page goes to /login this much later (docs/product.md §2.2). */
const REGISTER_REDIRECT_MS = 3000;

const FIELDS = ['username', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The registration page (/register): 'Create Account', validated with the contract's register form under the game
 * back end's account rules (docs/product.md §2.1: the site's with none; tera-api's, with hints under the name and
 * password, otherwise).
 */
export function RegisterPage() {
  useMessages(authMessages);
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const registerCall = useRegister();
  const redirect = useTimeout();
  const formErrorId = useId();
  const [status, setStatus] = useState<{ kind: StatusKind; text: string; sentTo?: string } | null>(null);
  const backend = useSiteInfo().data?.gameBackend ?? 'none';
  const hasGameRules = backend === 'tera-api';
  const schema = useMemo(() => registerFormFor(backend), [backend]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: localizedResolver(schema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    setStatus(null);
    const attribution = readReferral();
    try {
      const language = isLanguage(i18n.language) ? i18n.language : undefined;
      const answer = await registerCall.mutateAsync({ username, email, password, attribution, language });
      // The server answers an address that already has an account as a new one (its owner is mailed instead), so
      // this page says the same to both: check the mail.
      setStatus({ kind: 'success', text: messageOf(answer, Messages.registered), sentTo: email });
      redirect.schedule(() => void navigate('/login'), REGISTER_REDIRECT_MS);
    } catch (failure) {
      for (const [field, messages] of Object.entries(fieldErrorsOf(failure))) {
        if (isField(field) && messages[0]) setError(field, { type: 'server', message: messages[0] });
      }
      setStatus({ kind: 'error', text: errorMessage(failure, t('auth.registerFailed')) });
    } finally {
      // Sent with one attempt only, whatever its outcome (docs/product.md §2.2).
      clearReferral();
    }
  });

  // 'All fields are required.' is one message for the form, not one under each empty field.
  const isMissing = FIELDS.some(
    (field) => errors[field]?.message === localizeText(Messages.allFieldsRequired),
  );
  const fieldProps = (field: Field) => {
    const error: FieldError | undefined = errors[field];
    const isRequiredError = error?.message === localizeText(Messages.allFieldsRequired);
    return {
      error: isRequiredError ? undefined : error?.message,
      isInvalid: isRequiredError,
      describedBy: isRequiredError ? formErrorId : undefined,
      ...register(field),
    };
  };
  const isDone = status?.kind === 'success';

  return (
    <div className={styles.narrow}>
      <Page title={t('auth.registerTitle')} lead={t('auth.registerLead')}>
        <form onSubmit={onSubmit} noValidate>
          <FormFields className={styles.form}>
            <TextField
              label={t('auth.username')}
              autoComplete="username"
              hint={hasGameRules ? t('game.hints.userName') : undefined}
              {...fieldProps('username')}
            />
            <TextField label={t('auth.email')} type="email" autoComplete="email" {...fieldProps('email')} />
            <PasswordField
              label={t('auth.password')}
              autoComplete="new-password"
              toggleLabel={t('auth.showPassword')}
              hint={hasGameRules ? t('game.hints.password') : undefined}
              {...fieldProps('password')}
            />
            <PasswordField
              label={t('auth.confirmPassword')}
              autoComplete="new-password"
              toggleLabel={t('auth.showConfirmPassword')}
              {...fieldProps('confirmPassword')}
            />
            <StatusMessage kind={isMissing ? 'error' : status?.kind} id={formErrorId}>
              {isMissing
                ? localizeText(Messages.allFieldsRequired)
                : status && (
                    <>
                      {status.text}
                      {isDone && (
                        <span className={styles.boxDetail}>
                          {' '}
                          {t('auth.registerCheckMail', { email: status.sentTo ?? '' })}{' '}
                          {t('auth.redirectingToLogin')}
                        </span>
                      )}
                    </>
                  )}
            </StatusMessage>
            <Button
              type="submit"
              variant="primary"
              className={styles.submit}
              disabled={isSubmitting || isDone}
            >
              {isSubmitting ? t('auth.registering') : t('auth.registerSubmit')}
            </Button>
          </FormFields>
        </form>
        <p className={styles.switch}>
          {t('auth.haveAccount')} <Link to="/login">{t('auth.toLogin')}</Link>
        </p>
        <TermsNote i18nKey="auth.registerTerms" />
      </Page>
    </div>
  );
}

function isField(name: string): name is Field {
  return (FIELDS as readonly string[]).includes(name);
}

function fieldErrorsOf(failure: unknown): Record<string, string[]> {
  return failure instanceof ApiError && failure.fieldErrors ? failure.fieldErrors : {};
}
