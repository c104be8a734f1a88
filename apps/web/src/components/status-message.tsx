import type { ReactNode } from 'react';
import styles from './status-message.module.css';

/** The kinds of status message; each has its own colour bar (status-message.module.css). */
export type StatusKind = 'success' | 'error' | 'info';

type StatusMessageProps = {
  kind?: StatusKind;
  /** The message; nothing is shown while it is empty, but the live region stays so a later message is announced. */
  children?: ReactNode;
  id?: string;
  className?: string;
};

/** A status line with a left colour bar by kind, in a polite live region. */
export function StatusMessage({ kind = 'info', children, id, className }: StatusMessageProps) {
  const isEmpty = children === null || children === undefined || children === false || children === '';
  return (
    <div role="status" aria-live="polite" id={id} className={className}>
      {!isEmpty && (
        <div className={`${styles.message} ${styles[kind]}`} data-kind={kind}>
          {children}
        </div>
      )}
    </div>
  );
}
