import type { ReactNode } from 'react';
import { useIsHydrated } from '../lib/use-is-hydrated.ts';
import styles from './form-fields.module.css';

/**
 * The fields and buttons of a form on a page the server renders, disabled until the page has hydrated: before its
 * code runs, a form would be sent by the browser itself, to the page's URL with the password in the query.
 */
export function FormFields({ className, children }: { className?: string; children: ReactNode }) {
  const isHydrated = useIsHydrated();
  return (
    <fieldset className={className ? `${styles.fields} ${className}` : styles.fields} disabled={!isHydrated}>
      {children}
    </fieldset>
  );
}
