import { type AccountAction, AccountActionBody } from '@agaia/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog.tsx';
import { localToIso } from '../../../../components/admin/form-values.ts';
import { useConfirm } from '../../../../components/admin/use-confirm.ts';
import { Button } from '../../../../components/button.tsx';
import { StatusMessage } from '../../../../components/status-message.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { showToast } from '../../../../components/toast-store.ts';
import { localizeText } from '../../../../i18n/contract-text.ts';
import { errorMessage, messageOf } from '../../../../lib/api.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useAccountAction } from '../api/account-action.ts';
import type { PickedAccount } from './account-picker.tsx';
import styles from './actions.module.css';

/** The chosen account and the typed expiry → the action body, checked by the contract ('Account DBID is required.'). */
function actionBody(action: AccountAction, account: PickedAccount | null, date: string) {
  return AccountActionBody.safeParse({
    action,
    accountDBID: account?.accountDBID,
    ...(date.trim() === '' ? {} : { date: localToIso(date) }),
  });
}

/**
 * One quick grant for the chosen account: an optional expiry and its Grant button, which asks first in a dialog
 * naming the pack, the account and the expiry.
 */
export function ActionCard({ action, account }: { action: AccountAction; account: PickedAccount | null }) {
  const { t } = useTranslation();
  const grant = useAccountAction();
  const [date, setDate] = useState('');
  // The typed values' problem (no account chosen, a bad date) stays in the card; the grant's outcome is a toast.
  const [invalid, setInvalid] = useState<string | null>(null);
  const titleId = `action-${action}`;
  const pack = t(`admin.actions.titles.${action}`);

  const confirm = useConfirm(async (body: AccountActionBody) => {
    try {
      const answer = await grant.mutateAsync(body);
      setDate('');
      showToast({ kind: 'success', text: messageOf(answer, t('admin.actions.done')) });
    } catch (failure) {
      showToast({ kind: 'error', text: errorMessage(failure, t('admin.actions.failed')) });
    }
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = actionBody(action, account, date);
    if (!parsed.success) {
      const refusal = parsed.error.issues[0]?.message;
      setInvalid(refusal ? localizeText(refusal) : t('admin.actions.failed'));
      return;
    }
    setInvalid(null);
    confirm.ask(parsed.data);
  };

  const target = account?.userName
    ? t('admin.actions.namedAccount', { name: account.userName, id: account.accountDBID })
    : t('admin.actions.idAccount', { id: account?.accountDBID ?? '' });

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {pack}
      </h3>
      <form className={styles.cardForm} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('admin.actions.expiry')}
          type="datetime-local"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <StatusMessage kind="error">{invalid}</StatusMessage>
        <Button type="submit" variant="primary" disabled={confirm.dialog.isBusy}>
          {t(`admin.actions.${action}`)}
        </Button>
      </form>
      <ConfirmDialog
        {...confirm.dialog}
        variant="primary"
        title={t(`admin.actions.${action}`)}
        confirmLabel={t('admin.actions.confirm')}
        busyLabel={t('admin.actions.working')}
      >
        {confirm.row && (
          <>
            <p>{t('admin.actions.confirmText', { pack, target })}</p>
            <p>
              {confirm.row.date
                ? t('admin.actions.confirmUntil', { date: formatDateTime(confirm.row.date) })
                : t('admin.actions.confirmDefault')}
            </p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
