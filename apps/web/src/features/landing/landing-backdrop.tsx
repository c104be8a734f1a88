import { createPortal } from 'react-dom';
import { useIsHydrated } from '../../lib/use-is-hydrated.ts';
import styles from './landing-backdrop.module.css';
import type { SectionId } from './sections.ts';
import { SECTION_IDS } from './sections.ts';

/**
 * The full-screen art behind the landing page: one layer per section, the active one visible; the others cross-fade
 * out (0.9 s, instant with reduced motion). Rendered into <body> so the page transition's transform cannot move it.
 * The art is a CSS background: it never delays the text and never shifts the layout.
 */
export function LandingBackdrop({ active }: { active: SectionId }) {
  // <body> is the browser's: on a server-rendered page the art arrives once the page has hydrated.
  if (!useIsHydrated()) return null;
  return createPortal(
    <div className={styles.backdrop} aria-hidden="true" data-testid="landing-backdrop">
      {SECTION_IDS.map((id) => (
        <div
          key={id}
          className={`${styles.layer} ${styles[id]} ${id === active ? styles.active : ''}`}
          data-section={id}
          data-active={id === active}
        />
      ))}
      <div className={styles.shade} />
    </div>,
    document.body,
  );
}
