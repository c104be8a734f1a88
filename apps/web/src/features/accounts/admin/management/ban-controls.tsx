import { type AdminUser, BanBody } from '@agaia/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import forms from '../../../../components/admin/admin-forms.module.css';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog.tsx';
import { localToIso } from '../../../../components/admin/form-values.ts';
import { useConfirm } from '../../../../components/admin/use-confirm.ts';
import { Button } from '../../../../components/button.tsx';
import { StatusMessage } from '../../../../components/status-message.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { showToast } from '../../../../components/toast-store.ts';
import { errorMessage, messageOf } from '../../../../lib/api.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { localizedResolver } from '../../../../lib/localized-resolver.ts';
import { useBanUser } from '../api/ban-user.ts';
import { useUnbanUser } from '../api/unban-user.ts';
import styles from './management.module.css';

const BanFields = z.object({ endTime: z.string(), description: z.string(), ip: z.string() });

/** The ban form's values → the ban body, checked by the contract ('Ban End Time and Reason are required.'). */
function banSchema(accountDBID: number) {
  return BanFields.transform(
    (values): z.input<typeof BanBody> => ({
      accountDBID,
      endTime: localToIso(values.endTime),
      description: values.description,
      ip: values.ip.trim(),
      active: true,
    }),
  ).pipe(BanBody);
}

/**
 * Ban and unban (shown only to an admin holding prime 5): a banned account shows only Unban (the edit view's header
 * says it is banned); otherwise the ban form, whose IP is prefilled with the last login IP, and a confirmation naming
 * the account, the end and the reason before the ban is sent.
 */
export function BanControls({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const ban = useBanUser();
  const unban = useUnbanUser();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: localizedResolver(banSchema(user.accountDBID)),
    defaultValues: { endTime: '', description: '', ip: user.lastLoginIP ?? '' },
  });
  const formError = errors.endTime?.message ?? errors.description?.message ?? errors.ip?.message;
  const name = user.userName;

  const confirm = useConfirm(async (body: BanBody) => {
    try {
      const answer = await ban.mutateAsync(body);
      reset({ endTime: '', description: '', ip: user.lastLoginIP ?? '' });
      showToast({ kind: 'success', text: messageOf(answer, t('admin.users.bannedMessage', { name })) });
    } catch (failure) {
      showToast({ kind: 'error', text: errorMessage(failure, t('admin.users.banFailed')) });
    }
  });

  const onBan = handleSubmit((body) => confirm.ask(body));

  const onUnban = async () => {
    try {
      const answer = await unban.mutateAsync(user.accountDBID);
      showToast({ kind: 'success', text: messageOf(answer, t('admin.users.unbannedMessage', { name })) });
    } catch (failure) {
      showToast({ kind: 'error', text: errorMessage(failure, t('admin.users.unbanFailed')) });
    }
  };

  return (
    <section className={styles.block} aria-labelledby="ban-title">
      <h3 id="ban-title" className={styles.blockTitle}>
        {t('admin.users.banTitle')}
      </h3>
      {user.banned ? (
        <div className={forms.actions}>
          <Button variant="secondary" onClick={onUnban} disabled={unban.isPending}>
            {unban.isPending ? t('admin.users.unbanning') : t('admin.users.unbanSubmit')}
          </Button>
        </div>
      ) : (
        <form className={forms.form} onSubmit={onBan} noValidate>
          <div className={forms.grid}>
            <TextField
              label={t('admin.users.banEnd')}
              type="datetime-local"
              isInvalid={Boolean(errors.endTime)}
              {...register('endTime')}
            />
            <TextField
              label={t('admin.users.banReason')}
              isInvalid={Boolean(errors.description)}
              {...register('description')}
            />
            <TextField
              label={t('admin.users.banIp')}
              placeholder={t('admin.users.banIpHint')}
              isInvalid={Boolean(errors.ip)}
              {...register('ip')}
            />
          </div>
          <StatusMessage kind="error">{formError}</StatusMessage>
          <div className={forms.actions}>
            <Button type="submit" variant="danger" disabled={confirm.dialog.isBusy}>
              {t('admin.users.banSubmit')}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        {...confirm.dialog}
        title={t('admin.users.banConfirmTitle', { name })}
        confirmLabel={t('admin.users.banConfirm')}
        busyLabel={t('admin.users.banning')}
      >
        {confirm.row && (
          <>
            <p>
              {t('admin.users.banConfirmText', {
                name,
                id: user.accountDBID,
                end: formatDateTime(confirm.row.endTime),
              })}
            </p>
            <p>{t('admin.users.banConfirmReason', { reason: confirm.row.description })}</p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
