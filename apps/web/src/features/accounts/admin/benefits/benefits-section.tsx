import type { Benefit } from '@agaia/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog.tsx';
import { TableToolbar } from '../../../../components/admin/table-controls.tsx';
import { useConfirm } from '../../../../components/admin/use-confirm.ts';
import { useListState } from '../../../../components/admin/use-list-state.ts';
import { Button, buttonIconClass } from '../../../../components/button.tsx';
import { Modal } from '../../../../components/modal.tsx';
import { showToast } from '../../../../components/toast-store.ts';
import { errorMessage, messageOf } from '../../../../lib/api.ts';
import { benefitLabel, useBenefitNames } from '../api/benefit-names.ts';
import { useDeleteBenefit } from '../api/delete-benefit.ts';
import { BenefitForm } from './benefit-form.tsx';
import { BenefitsTable } from './benefits-table.tsx';

type Editing = { mode: 'add' } | { mode: 'edit'; benefit: Benefit } | null;

/** Account benefits (prime 3): the searchable table with add, edit and remove. */
export function BenefitsSection() {
  const { t } = useTranslation();
  const state = useListState();
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useDeleteBenefit();
  const names = useBenefitNames();
  const removal = useConfirm(async (row: Benefit) => {
    try {
      const answer = await remove.mutateAsync(row);
      showToast({ kind: 'success', text: messageOf(answer, t('admin.benefits.removed')) });
    } catch (failure) {
      showToast({ kind: 'error', text: errorMessage(failure, t('admin.benefits.removeFailed')) });
    }
  });

  return (
    <>
      <TableToolbar
        state={state}
        searchLabel={t('admin.benefits.search')}
        searchPlaceholder={t('admin.benefits.searchPlaceholder')}
        isNumeric
      >
        <Button variant="primary" onClick={() => setEditing({ mode: 'add' })}>
          <Plus className={buttonIconClass} aria-hidden="true" />
          {t('admin.benefits.add')}
        </Button>
      </TableToolbar>
      <BenefitsTable
        state={state}
        onEdit={(benefit) => setEditing({ mode: 'edit', benefit })}
        onRemove={removal.ask}
      />
      <Modal
        open={editing !== null}
        title={editing?.mode === 'edit' ? t('admin.benefits.editTitle') : t('admin.benefits.addTitle')}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <BenefitForm
            key={
              editing.mode === 'edit' ? `${editing.benefit.accountDBID}-${editing.benefit.benefitId}` : 'add'
            }
            benefit={editing.mode === 'edit' ? editing.benefit : undefined}
            onCancel={() => setEditing(null)}
            onDone={(text) => {
              setEditing(null);
              showToast({ kind: 'success', text });
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        {...removal.dialog}
        title={t('admin.benefits.removeTitle')}
        confirmLabel={t('admin.benefits.removeConfirm')}
        busyLabel={t('admin.benefits.removing')}
      >
        {removal.row && (
          <p>
            {t('admin.benefits.removeText', {
              benefit: benefitLabel(names, removal.row.benefitId),
              accountDBID: removal.row.accountDBID,
            })}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
