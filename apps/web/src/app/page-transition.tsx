import { domAnimation, LazyMotion, m, useReducedMotion } from 'motion/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

const ENTER = { opacity: 1, y: 0 };
const FROM = { opacity: 0, y: 12 };
const TIMING = { duration: 0.25, ease: 'easeOut' } as const;

/** Fades each new page in with a 12px upward slide (250 ms); instant when the user prefers reduced motion. */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const isReduced = useReducedMotion();
  // Sections of the admin panel share one page: moving between them is not a page change.
  const key = pathname.startsWith('/admin/') ? '/admin' : pathname;
  return (
    <LazyMotion features={domAnimation}>
      <m.div key={key} initial={isReduced ? false : FROM} animate={ENTER} transition={TIMING}>
        {children}
      </m.div>
    </LazyMotion>
  );
}
