import { X } from 'lucide-react';
import { type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useIsHydrated } from '../lib/use-is-hydrated.ts';
import styles from './modal.module.css';

/** How wide a modal is: `medium` for a form or a message, `large` for a whole view (the shop's DONATIONS). */
export type ModalSize = 'medium' | 'large';

type ModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `medium` unless told. Either way a body taller than the screen scrolls under a fixed title bar. */
  size?: ModalSize;
};

/**
 * A centred modal dialog on the native <dialog>: the page behind is dimmed and inert (so focus stays inside),
 * Escape and the close button close it, and focus returns to the opener. `onClose` asks the owner to close it,
 * once per request: never for a modal nested in this one, nor after the owner itself set `open` to false.
 */
export function Modal({ open, title, onClose, children, size = 'medium' }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const isOpenRef = useRef(open);
  const isHydrated = useIsHydrated();

  useEffect(() => {
    isOpenRef.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // React hands a nested modal's close and cancel events to every dialog above it in its tree, portals
  // included: only this dialog's own count. A close after `open` turned false was the owner's, not a request.
  const isOwn = (event: SyntheticEvent<HTMLDialogElement>) => event.target === event.currentTarget;
  // <body> is the browser's: a server-rendered page gets its (closed) dialogs once it has hydrated.
  if (!isHydrated) return null;

  // Portalled to <body> so a closing ancestor (the mobile menu) cannot hide it.
  return createPortal(
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={titleId}
      onClose={(event) => {
        if (isOwn(event) && isOpenRef.current) onClose();
      }}
      onCancel={(event) => {
        if (!isOwn(event)) return;
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
          <div className={styles.body}>{children}</div>
        </>
      )}
    </dialog>,
    document.body,
  );
}
