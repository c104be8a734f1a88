import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import styles from './page-transition.module.css';

/**
 * Fades each new page in with a 12px upward slide (250 ms); instant when the user prefers reduced motion. The key
 * remounts the wrapper on every page change, which restarts its CSS animation (page-transition.module.css).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Sections of the admin panel share one page: moving between them is not a page change.
  const key = pathname.startsWith('/admin/') ? '/admin' : pathname;
  return (
    <div key={key} className={styles.page}>
      {children}
    </div>
  );
}
