import { type AccountAction, AccountActionBody } from '@agaia/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import forms from '../../../../components/admin/admin-forms.module.css';
import { localToIso, toNumber } from '../../../../components/admin/form-values.ts';
import { Button } from '../../../../components/button.tsx';
import { type StatusKind, StatusMessage } from '../../../../components/status-message.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { errorMessage, messageOf } from '../../../../lib/api.ts';
import { useAccountAction } from '../api/account-action.ts';
import styles from './actions.module.css';

const ActionFields = z.object({ accountDBID: z.string(), date: z.string() });

/** The form's values → the action body; the date is optional ('Account DBID is required.'). */
function actionSchema(action: AccountAction) {
  return ActionFields.transform(
    (values): z.input<typeof AccountActionBody> => ({
      action,
      accountDBID: toNumber(values.accountDBID),
      ...(values.date.trim() === '' ? {} : { date: localToIso(values.date) }),
    }),
  ).pipe(AccountActionBody);
}

/** One quick grant: an Account DBID, an optional expiry, and its Grant button. */
export function ActionCard({ action }: { action: AccountAction }) {
  const { t } = useTranslation();
  const grant = useAccountAction();
  const [status, setStatus] = useState<{ kind: StatusKind; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(actionSchema(action)), defaultValues: { accountDBID: '', date: '' } });
  const titleId = `action-${action}`;

  const onSubmit = handleSubmit(async (body) => {
    setStatus(null);
    try {
      const answer = await grant.mutateAsync(body);
      reset();
      setStatus({ kind: 'success', text: messageOf(answer, t('admin.actions.done')) });
    } catch (failure) {
      setStatus({ kind: 'error', text: errorMessage(failure, t('admin.actions.failed')) });
    }
  });

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t(`admin.actions.titles.${action}`)}
      </h3>
      <form className={forms.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('admin.actions.accountDBID')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.accountDBID?.message}
          {...register('accountDBID')}
        />
        <TextField
          label={t('admin.actions.expiry')}
          type="datetime-local"
          error={errors.date?.message}
          {...register('date')}
        />
        <StatusMessage kind={status?.kind}>{status?.text}</StatusMessage>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('admin.actions.working') : t(`admin.actions.${action}`)}
        </Button>
      </form>
    </section>
  );
}
