import { PasskeyName, PasskeyOptionsBody } from '@agaia/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { PasswordField, TextField } from '../../components/text-field.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useAddPasskey, useRemovePasskey } from './api/passkeys.ts';
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
    resolver: zodResolver(AddForm),
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
      <PasswordField
        label={t('profile.currentPassword')}
        autoComplete="current-password"
        toggleLabel={t('auth.showPassword')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('profile.passkeys.name')}
        hint={t('profile.passkeys.nameHint')}
        autoComplete="off"
        maxLength={64}
        error={errors.name?.message}
        {...register('name')}
      />
      <StatusMessage kind="error">{errors.root?.message}</StatusMessage>
      <div className={styles.actions}>
        <Button onClick={props.onCancel}>{t('profile.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('profile.passkeys.adding') : t('profile.passkeys.addSubmit')}
        </Button>
      </div>
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
  } = useForm({ resolver: zodResolver(RemoveForm), defaultValues: { password: '' } });

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
      <PasswordField
        label={t('profile.currentPassword')}
        autoComplete="current-password"
        toggleLabel={t('auth.showPassword')}
        error={errors.password?.message}
        {...register('password')}
      />
      <StatusMessage kind="error">{errors.root?.message}</StatusMessage>
      <div className={styles.actions}>
        <Button onClick={props.onCancel}>{t('profile.cancel')}</Button>
        <Button type="submit" variant="danger" disabled={isSubmitting}>
          {isSubmitting ? t('profile.passkeys.removing') : t('profile.passkeys.removeSubmit')}
        </Button>
      </div>
    </form>
  );
}
