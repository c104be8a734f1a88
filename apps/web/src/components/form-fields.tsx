import type { ReactNode } from 'react';
import { useEarly, useIsHydrated } from '../lib/use-is-hydrated.ts';
import styles from './form-fields.module.css';

/**
 * The fields and buttons of a form on a page the server renders, disabled until the page has hydrated: before its
 * code runs, a form would be sent by the browser itself, to the page's URL with the password in the query. Where
 * scripts run, index.html's early script enables them at once: it stops the sending, holds a press of a button
 * (aria-busy) and presses it again once the form is React's, with what was typed (react-hook-form keeps it).
 */
export function FormFields({ className, children }: { className?: string; children: ReactNode }) {
  const isHydrated = useIsHydrated();
  const early = useEarly('hold');
  return (
    <fieldset
      className={className ? `${styles.fields} ${className}` : styles.fields}
      disabled={!isHydrated}
      {...early}
    >
      {children}
    </fieldset>
  );
}
