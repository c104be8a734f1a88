import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './shop-overlay.module.css';

type ShopDialogProps = { open: boolean; title: string; onClose: () => void; children: ReactNode };

/**
 * The wide modal dialog of the shop, on the native <dialog> like the site's Modal: the page behind is dimmed and
 * inert (focus stays inside), Escape and the close button close it, focus returns to the Donate button.
 */
export function ShopDialog({ open, title, onClose, children }: ShopDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Portalled to <body> so the header's mobile menu, which hides when a button in it is chosen, cannot hide it.
  return createPortal(
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      // React passes a nested dialog's close and cancel (the checkout modals) up its own tree: only ours count.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('app.close')}>
              <X aria-hidden="true" />
            </button>
          </div>
          <div className={styles.content}>{children}</div>
        </>
      )}
    </dialog>,
    document.body,
  );
}
