import { type RecoveryCodes, TwoFactorEnableBody, type TwoFactorSetup } from '@agaia/contract';
import { Copy } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, buttonIconClass } from '../../components/button.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { localizedResolver } from '../../lib/localized-resolver.ts';
import { useTwoFactorEnrolment } from './api/two-factor.ts';
import styles from './two-factor.module.css';
import { groupSecret, svgDataUrl, useCopy } from './two-factor-copy.ts';

/** The code field of the form; the password was asked before the QR code and is sent again with it. */
const CodeForm = TwoFactorEnableBody.pick({ code: true });

type SetupProps = {
  setup: TwoFactorSetup;
  /** The password the first step took: turning it on asks it again. */
  password: string;
  /** The server refused the password (it changed meanwhile): ask it again. */
  onPasswordRefused: (message: string) => void;
  /** It is on: the answer holds the ten recovery codes. */
  onEnabled: (answer: RecoveryCodes) => void;
  /** The server has no setup waiting (409): start again. */
  onExpired: (message: string) => void;
  onCancel: () => void;
};

/**
 * The setup of two-factor authentication: the server's QR code (an <img> of its SVG), the secret in groups of four
 * with a copy button, and the first code from the app, which turns it on.
 */
export function TwoFactorSetupPanel(props: SetupProps) {
  const { setup, password, onPasswordRefused, onEnabled, onExpired, onCancel } = props;
  const { t } = useTranslation();
  const copy = useCopy();
  const { enable } = useTwoFactorEnrolment();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: localizedResolver(CodeForm), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      onEnabled(await enable.mutateAsync({ password, code }));
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : undefined;
      const fieldError = fieldErrors?.code?.[0];
      const message = errorMessage(failure, t('profile.twoFactor.enableFailed'));
      if (fieldErrors?.password?.[0]) onPasswordRefused(fieldErrors.password[0]);
      else if (failure instanceof ApiError && failure.status === 409) onExpired(message);
      else setError(fieldError ? 'code' : 'root', { type: 'server', message: fieldError ?? message });
    }
  });

  return (
    <div className={styles.setup}>
      <div className={styles.scan}>
        <p>{t('profile.twoFactor.scanStep')}</p>
        <img className={styles.qr} src={svgDataUrl(setup.qrSvg)} alt={t('profile.twoFactor.qrAlt')} />
        <p className={styles.muted}>{t('profile.twoFactor.manualStep')}</p>
        <div className={styles.secretRow}>
          <code className={styles.secret}>{groupSecret(setup.secret)}</code>
          <Button onClick={() => void copy(setup.secret)}>
            <Copy className={buttonIconClass} aria-hidden="true" />
            {t('profile.twoFactor.copyKey')}
          </Button>
        </div>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p>{t('profile.twoFactor.codeStep')}</p>
        <TextField
          label={t('profile.twoFactor.code')}
          hint={t('profile.twoFactor.codeHint')}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          error={errors.code?.message}
          {...register('code')}
        />
        <StatusMessage kind="error">{errors.root?.message}</StatusMessage>
        <div className={styles.actions}>
          <Button onClick={onCancel}>{t('profile.twoFactor.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? t('profile.twoFactor.confirming') : t('profile.twoFactor.confirm')}
          </Button>
        </div>
      </form>
    </div>
  );
}
