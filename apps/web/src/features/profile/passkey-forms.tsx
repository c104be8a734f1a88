import { PasskeyName, PasskeyOptionsBody } from '@agaia/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { localizedResolver } from '../../lib/localized-resolver.ts';
import { useAddPasskey, useRemovePasskey } from './api/passkeys.ts';
import { ConfirmActions, CurrentPasswordField } from './confirm-parts.tsx';
import styles from './two-factor.module.css';

const AddForm = PasskeyOptionsBody.extend({ name: PasskeyName });
const RemoveForm = PasskeyOptionsBody;

/** A failure's field errors back onto the named fields, anything else under the form. */
function showFailure<F extends string>(
  failure: unknown,
  fields: readonly F[],
  setError: (field: F | 'root', error: { type: string; message?: string }) => void,
  fallback: string,
) {
  const fieldErrors = failure instanceof ApiError ? (failure.fieldErrors ?? {}) : {};
  const named = fields.filter((field) => fieldErrors[field]?.[0]);
  for (const field of named) setError(field, { type: 'server', message: fieldErrors[field]?.[0] });
  if (named.length === 0) setError('root', { type: 'server', message: errorMessage(failure, fallback) });
}

/** Adding a passkey: the password and a name, then the browser's own prompt. */
export function PasskeyAddForm(props: { defaultName: string; onAdded: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: localizedResolver(AddForm),
    defaultValues: { password: '', name: props.defaultName },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      props.onAdded();
    } catch (failure) {
      showFailure(failure, ['password', 'name'] as const, setError, t('profile.passkeys.addFailed'));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p>{t('profile.passkeys.addLead')}</p>
      <CurrentPasswordField error={errors.password?.message} {...register('password')} />
      <TextField
        label={t('profile.passkeys.name')}
        hint={t('profile.passkeys.nameHint')}
        autoComplete="off"
        maxLength={64}
        error={errors.name?.message}
        {...register('name')}
      />
      <StatusMessage kind="error">{errors.root?.message}</StatusMessage>
      <ConfirmActions
        className={styles.actions}
        onCancel={props.onCancel}
        variant="primary"
        isSubmitting={isSubmitting}
        submitLabel={t('profile.passkeys.addSubmit')}
        sendingLabel={t('profile.passkeys.adding')}
      />
    </form>
  );
}

/** Removing a passkey, confirmed with the password. */
export function PasskeyRemoveForm(props: { id: number; onRemoved: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const remove = useRemovePasskey();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: localizedResolver(RemoveForm), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync({ id: props.id, password });
      props.onRemoved();
    } catch (failure) {
      showFailure(failure, ['password'] as const, setError, t('profile.passkeys.removeFailed'));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p>{t('profile.passkeys.removeLead')}</p>
      <CurrentPasswordField error={errors.password?.message} {...register('password')} />
      <StatusMessage kind="error">{errors.root?.message}</StatusMessage>
      <ConfirmActions
        className={styles.actions}
        onCancel={props.onCancel}
        variant="danger"
        isSubmitting={isSubmitting}
        submitLabel={t('profile.passkeys.removeSubmit')}
        sendingLabel={t('profile.passkeys.removing')}
      />
    </form>
  );
}
