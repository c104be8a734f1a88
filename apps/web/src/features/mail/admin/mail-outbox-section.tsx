import { type AdminMail, MAIL_STATUSES, type MailStatus } from '@agaia/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import forms from '../../../components/admin/admin-forms.module.css';
import { type Column, DataTable, type RowAction } from '../../../components/admin/data-table.tsx';
import { SelectField } from '../../../components/admin/fields.tsx';
import { type BadgeTone, StatusBadge } from '../../../components/admin/status-badge.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { errorMessage, messageOf } from '../../../lib/api.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { type MailsParams, useAdminMails } from './api/mails.ts';
import { useResendMail } from './api/resend-mail.ts';
import styles from './mail-outbox.module.css';

const TONES: Record<MailStatus, BadgeTone> = { pending: 'warning', sent: 'success', failed: 'danger' };

const FIRST_PAGE: MailsParams = { status: '', page: 1, pageSize: '50' };

/** The last error's codes as one line: "EENVELOPE 450 RCPT TO". */
const errorCodes = (error: NonNullable<AdminMail['lastError']>) =>
  [error.code, error.responseCode, error.command].filter((part) => part !== null).join(' ');

/**
 * Accounts → Mail Outbox (prime 2): every mail the site sent or is still trying to send, newest first, with its
 * recipient, state, attempts and the last error's codes; Resend for a failed or waiting mail whose text is kept.
 */
export function MailOutboxSection() {
  const { t } = useTranslation();
  const [params, setParams] = useState<MailsParams>(FIRST_PAGE);
  const query = useAdminMails(params);
  const resend = useResendMail();

  const send = async (mail: AdminMail) => {
    try {
      const answer = await resend.mutateAsync(mail.id);
      showToast({ kind: 'success', text: messageOf(answer, t('admin.mails.resent')) });
    } catch (failure) {
      showToast({ kind: 'error', text: errorMessage(failure, t('admin.mails.resendFailed')) });
    }
  };

  const columns: Column<AdminMail>[] = [
    {
      key: 'created',
      header: t('admin.mails.created'),
      cell: (row) => (
        <span className={styles.stacked}>
          {formatDateTime(row.createdAt)}
          <span className={styles.muted}>{t('admin.mails.mailId', { id: row.id })}</span>
        </span>
      ),
    },
    {
      key: 'recipient',
      header: t('admin.mails.recipient'),
      isWrapping: true,
      cell: (row) => (
        <span className={styles.stacked}>
          <span className={styles.address}>{row.recipient}</span>
          {row.accountDBID !== null && (
            <span className={styles.muted}>
              {row.userName
                ? t('admin.mails.account', { name: row.userName, id: row.accountDBID })
                : t('admin.mails.accountId', { id: row.accountDBID })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'subject',
      header: t('admin.mails.subject'),
      isWrapping: true,
      cell: (row) => (
        <span className={styles.stacked}>
          {row.subject}
          {row.lastError && (
            <span className={styles.error}>
              {t('admin.mails.lastError', { error: errorCodes(row.lastError) })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('admin.mails.status'),
      cell: (row) => (
        <span className={styles.stacked}>
          <StatusBadge tone={TONES[row.status]}>{t(`admin.mails.statuses.${row.status}`)}</StatusBadge>
          <span className={styles.muted}>{t('admin.mails.attempts', { count: row.attempts })}</span>
          {row.status === 'pending' && row.nextAttemptAt && (
            <span className={styles.muted}>
              {t('admin.mails.nextAttempt', { date: formatDateTime(row.nextAttemptAt) })}
            </span>
          )}
          {row.sentAt && (
            <span className={styles.muted}>
              {t('admin.mails.sentAt', { date: formatDateTime(row.sentAt) })}
            </span>
          )}
          {row.status !== 'sent' && !row.canResend && (
            <span className={styles.muted}>{t('admin.mails.textGone')}</span>
          )}
        </span>
      ),
    },
  ];
  const actions = (row: AdminMail): RowAction[] =>
    row.canResend
      ? [
          {
            key: 'resend',
            label: t('admin.mails.resend'),
            ariaLabel: t('admin.mails.resendLabel', { id: row.id }),
            isDisabled: resend.isPending && resend.variables === row.id,
            onClick: () => void send(row),
          },
        ]
      : [];

  const data = query.data;
  return (
    <div className={styles.section}>
      <p className={styles.lead}>{t('admin.mails.lead')}</p>
      {data && (
        <p className={styles.summary}>
          <span className="visually-hidden">{t('admin.mails.summaryLabel')}: </span>
          {t('admin.mails.summary', {
            pending: formatNumber(data.counts.pending),
            failed: formatNumber(data.counts.failed),
          })}
        </p>
      )}
      <div className={forms.grid}>
        <SelectField
          label={t('admin.mails.statusFilter')}
          value={params.status}
          onChange={(event) =>
            setParams({ ...FIRST_PAGE, status: event.target.value as MailsParams['status'] })
          }
        >
          <option value="">{t('admin.mails.allStatuses')}</option>
          {MAIL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.mails.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <DataTable
        caption={t('admin.mails.caption')}
        columns={columns}
        rows={data?.mails ?? []}
        rowKey={(row) => row.id}
        empty={t('admin.mails.empty')}
        isLoading={query.isPending}
        isBusy={query.isPlaceholderData}
        error={query.isError ? errorMessage(query.error, t('admin.mails.fetchFailed')) : undefined}
        actions={actions}
        paging={
          data && {
            page: params.page,
            pageSize: params.pageSize,
            total: data.total,
            onPage: (page) => setParams((current) => ({ ...current, page })),
          }
        }
      />
    </div>
  );
}
