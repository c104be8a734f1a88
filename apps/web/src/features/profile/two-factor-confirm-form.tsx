import { TwoFactorConfirmBody } from '@agaia/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { localizedResolver } from '../../lib/localized-resolver.ts';
import { ConfirmActions, CurrentPasswordField } from './confirm-parts.tsx';
import styles from './two-factor.module.css';

type ConfirmFormProps = {
  lead: string;
  note?: string;
  submitLabel: string;
  sendingLabel: string;
  variant: 'primary' | 'danger';
  /** Sends the body; a failure's field errors go back onto the fields, its message under the form. */
  onConfirm: (body: TwoFactorConfirmBody) => Promise<unknown>;
  onCancel: () => void;
};

/** A change to two-factor authentication (turn off, new recovery codes), confirmed with the password and a code. */
export function TwoFactorConfirmForm(props: ConfirmFormProps) {
  const { lead, note, submitLabel, sendingLabel, variant, onConfirm, onCancel } = props;
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: localizedResolver(TwoFactorConfirmBody),
    defaultValues: { password: '', code: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await onConfirm(body);
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? (failure.fieldErrors ?? {}) : {};
      const fields = (['password', 'code'] as const).filter((field) => fieldErrors[field]?.[0]);
      for (const field of fields) setError(field, { type: 'server', message: fieldErrors[field]?.[0] });
      if (fields.length === 0) {
        setError('root', {
          type: 'server',
          message: errorMessage(failure, t('profile.twoFactor.changeFailed')),
        });
      }
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p>{lead}</p>
      {note && <p className={styles.muted}>{note}</p>}
      <CurrentPasswordField error={errors.password?.message} {...register('password')} />
      <TextField
        label={t('profile.twoFactor.confirmCode')}
        autoComplete="one-time-code"
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
      <StatusMessage kind="error">{errors.root?.message}</StatusMessage>
      <ConfirmActions
        className={styles.actions}
        onCancel={onCancel}
        variant={variant}
        isSubmitting={isSubmitting}
        submitLabel={submitLabel}
        sendingLabel={sendingLabel}
      />
    </form>
  );
}
