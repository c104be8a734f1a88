import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import { Modal } from '../modal.tsx';
import styles from './admin-forms.module.css';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  isBusy?: boolean;
  /** The confirm button's look: danger (delete, ban) unless told; primary for a grant. */
  variant?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
};

/** A confirmation in the site's modal (focus trapped, Escape cancels): a confirm button (danger by default) and Cancel. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  isBusy,
  variant = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      {children}
      <div className={styles.actions}>
        <Button onClick={onCancel} disabled={isBusy}>
          {t('admin.confirm.cancel')}
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={isBusy}>
          {isBusy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
