import { DeletionRequestBody } from '@agaia/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message.tsx';
import { TextField } from '../../components/text-field.tsx';
import { showToast } from '../../components/toast-store.ts';
import { ApiError, errorMessage, messageOf } from '../../lib/api.ts';
import { localizedResolver } from '../../lib/localized-resolver.ts';
import { useDeletionRequestChange } from './api/deletion-request.ts';
import { ConfirmActions, CurrentPasswordField } from './confirm-parts.tsx';
import deletion from './delete-account.module.css';
import styles from './profile.module.css';

/**
 * The deletion request inside its modal: what deleting means, why (optional) and the current password. On success
 * the modal closes and a toast says the request went to the staff.
 */
export function DeleteAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { request } = useDeletionRequestChange();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: localizedResolver(DeletionRequestBody),
    defaultValues: { password: '', reason: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const answer = await request.mutateAsync(body);
      showToast({ kind: 'success', text: messageOf(answer, t('profile.deletion.sent')) });
      onDone();
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? (failure.fieldErrors ?? {}) : {};
      const field = fieldErrors.password?.[0];
      if (field) setError('password', { type: 'server', message: field });
      else setError('root', { type: 'server', message: errorMessage(failure, t('profile.deletion.failed')) });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p>{t('profile.deletion.lead')}</p>
      <ul className={deletion.facts}>
        <li>{t('profile.deletion.factGone')}</li>
        <li>{t('profile.deletion.factLost')}</li>
        <li>{t('profile.deletion.factKept')}</li>
      </ul>
      <TextField
        label={t('profile.deletion.reason')}
        maxLength={500}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <CurrentPasswordField error={errors.password?.message} {...register('password')} />
      <StatusMessage kind="error">{errors.root?.message}</StatusMessage>
      <ConfirmActions
        className={styles.formActions}
        onCancel={onDone}
        variant="danger"
        isSubmitting={isSubmitting}
        submitLabel={t('profile.deletion.submit')}
        sendingLabel={t('profile.deletion.sending')}
      />
    </form>
  );
}
