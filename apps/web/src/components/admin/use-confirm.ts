import { useState } from 'react';

/** A row waiting for a yes, and the props of the ConfirmDialog that asks for it. */
export type Confirm<T> = {
  /** The row being asked about; null while the dialog is closed. */
  row: T | null;
  /** Opens the dialog about this row. */
  ask: (row: T) => void;
  dialog: { open: boolean; isBusy: boolean; onConfirm: () => Promise<void>; onCancel: () => void };
};

/**
 * A confirmation before a row action (delete, remove): `ask(row)` opens the dialog, Cancel closes it, the confirm
 * button runs `action` (busy meanwhile) and closes it once the action is done, whatever its outcome.
 */
export function useConfirm<T>(action: (row: T) => Promise<void>): Confirm<T> {
  const [row, setRow] = useState<T | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const onConfirm = async () => {
    if (row === null) return;
    setIsBusy(true);
    try {
      await action(row);
    } finally {
      setIsBusy(false);
      setRow(null);
    }
  };
  return {
    row,
    ask: setRow,
    dialog: { open: row !== null, isBusy, onConfirm, onCancel: () => setRow(null) },
  };
}
