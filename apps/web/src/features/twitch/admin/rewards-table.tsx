import type { TwitchReward } from '@agaia/contract';
import { Gift, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import tableStyles from '../../../components/admin/admin-table.module.css';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { type Column, DataTable, type RowAction } from '../../../components/admin/data-table.tsx';
import { StatusBadge } from '../../../components/admin/status-badge.tsx';
import { useConfirm } from '../../../components/admin/use-confirm.ts';
import type { EditorTarget } from '../../../components/admin/use-editor-param.ts';
import { Button, buttonIconClass } from '../../../components/button.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { errorMessage, messageOf } from '../../../lib/api.ts';
import { formatMinutes } from '../../../lib/format.ts';
import { resolveImageUrl } from '../../../lib/image-url.ts';
import { useDeleteReward } from './api/delete-reward.ts';
import { useAdminRewards } from './api/rewards.ts';
import styles from './twitch-drops.module.css';

type RewardsTableProps = { onOpen: (target: EditorTarget) => void };

function Thumb({ url }: { url: string | null }) {
  const src = resolveImageUrl(url);
  return (
    <span className={styles.thumb}>
      {src ? <img src={src} alt="" loading="lazy" /> : <Gift aria-hidden="true" />}
    </span>
  );
}

/** Every reward with its image, season, type, title, time and item; New, Edit and Delete (after 'Confirm Deletion'). */
export function RewardsTable({ onOpen }: RewardsTableProps) {
  const { t } = useTranslation();
  const query = useAdminRewards();
  const remove = useDeleteReward();
  const deletion = useConfirm(async (row: TwitchReward) => {
    const id = row.rewardId;
    try {
      const answer = await remove.mutateAsync(id);
      showToast({ kind: 'success', text: messageOf(answer, t('admin.twitchDrops.deleted')) });
    } catch (failure) {
      const message = errorMessage(failure, t('admin.twitchDrops.deleteFailed'));
      showToast({ kind: 'error', text: t('admin.twitchDrops.deleteError', { id, message }) });
    }
  });

  const columns: Column<TwitchReward>[] = [
    { key: 'image', header: t('admin.twitchDrops.image'), cell: (row) => <Thumb url={row.imageUrl} /> },
    { key: 'id', header: t('admin.twitchDrops.id'), cell: (row) => row.rewardId, isNumeric: true },
    { key: 'season', header: t('admin.twitchDrops.season'), cell: (row) => row.season, isNumeric: true },
    {
      key: 'type',
      header: t('admin.twitchDrops.type'),
      cell: (row) => (
        <StatusBadge tone={row.type === 'viewer' ? 'info' : 'warning'}>
          {t(`admin.twitchDrops.types.${row.type}`)}
        </StatusBadge>
      ),
    },
    { key: 'title', header: t('admin.twitchDrops.title'), cell: (row) => row.title, isWrapping: true },
    {
      key: 'minutes',
      header: t('admin.twitchDrops.requiredMinutes'),
      cell: (row) => (
        <span title={formatMinutes(row.requiredMinutes)}>{row.requiredMinutes.toLocaleString()}</span>
      ),
      isNumeric: true,
    },
    {
      key: 'item',
      header: t('admin.twitchDrops.item'),
      cell: (row) => t('admin.twitchDrops.itemValue', { itemId: row.itemId, quantity: row.itemQuantity }),
      isNumeric: true,
    },
  ];

  const actions = (row: TwitchReward): RowAction[] => [
    {
      key: 'edit',
      label: t('admin.content.edit'),
      ariaLabel: t('admin.twitchDrops.editLabel', { title: row.title }),
      onClick: () => onOpen(row.rewardId),
    },
    {
      key: 'delete',
      label: t('admin.content.delete'),
      ariaLabel: t('admin.twitchDrops.deleteLabel', { title: row.title }),
      variant: 'danger',
      onClick: () => deletion.ask(row),
    },
  ];

  return (
    <>
      <div className={tableStyles.toolbar}>
        <Button variant="primary" onClick={() => onOpen('new')}>
          <Plus className={buttonIconClass} aria-hidden="true" />
          {t('admin.twitchDrops.new')}
        </Button>
      </div>
      <DataTable
        caption={t('admin.twitchDrops.caption')}
        columns={columns}
        rows={query.data ?? []}
        rowKey={(row) => row.rewardId}
        empty={t('admin.twitchDrops.empty')}
        isLoading={query.isPending}
        error={query.isError ? errorMessage(query.error, t('admin.twitchDrops.fetchFailed')) : undefined}
        actions={actions}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('admin.twitchDrops.deleteTitle')}
        confirmLabel={t('admin.twitchDrops.deleteConfirm')}
        busyLabel={t('admin.twitchDrops.deleting')}
      >
        {deletion.row && (
          <div className={styles.dialogText}>
            <p>
              {t('admin.twitchDrops.deleteQuestion', {
                title: deletion.row.title,
                rewardId: deletion.row.rewardId,
              })}
            </p>
            <p className={styles.warning}>{t('admin.twitchDrops.deleteWarning')}</p>
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
