import { type ReactNode, useRef } from 'react';
import { useLocation } from 'react-router';
import styles from './page-transition.module.css';

/**
 * Fades each new page in with a 12px upward slide (250 ms); instant when the user prefers reduced motion. The key
 * remounts the wrapper on every page change, which restarts its CSS animation (page-transition.module.css). The page
 * the site opens on is not animated: it is a first paint (often the server's), not a transition, and a fade would
 * hold its content back.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Sections of the admin panel share one page: moving between them is not a page change.
  const key = pathname.startsWith('/admin/') ? '/admin' : pathname;
  const firstKey = useRef(key);
  const hasMoved = useRef(false);
  if (key !== firstKey.current) hasMoved.current = true;
  return (
    <div key={key} className={hasMoved.current ? styles.page : undefined}>
      {children}
    </div>
  );
}
