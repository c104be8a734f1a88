import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

type EmptyStateProps = {
  /** The lucide icon at the heart of the illustration. */
  icon: LucideIcon;
  title: string;
  text?: ReactNode;
  /** The next step: a link or button to what fills this place. */
  children?: ReactNode;
  /** The heading level of the title inside its section (h3 under a page's h2 tabs, h2 on a page). */
  headingLevel?: 2 | 3;
};

/** The site's drawn medallion: a gold-ringed disc with an icon and two stars. Decorative. */
export function Medallion({
  icon: Icon,
  tone = 'gold',
}: {
  icon: LucideIcon;
  tone?: 'gold' | 'success' | 'muted';
}) {
  return (
    <div className={`${styles.art} ${styles[tone]}`} aria-hidden="true">
      <svg className={styles.rings} viewBox="0 0 120 120" focusable="false" aria-hidden="true">
        <circle className={styles.glow} cx="60" cy="60" r="56" />
        <circle className={styles.outer} cx="60" cy="60" r="50" />
        <circle className={styles.inner} cx="60" cy="60" r="38" />
        <path className={styles.star} d="M101 17 l2.5 6 6 2.5 -6 2.5 -2.5 6 -2.5 -6 -6 -2.5 6 -2.5 Z" />
        <path className={styles.star} d="M19 88 l1.6 4 4 1.6 -4 1.6 -1.6 4 -1.6 -4 -4 -1.6 4 -1.6 Z" />
      </svg>
      <Icon className={styles.icon} aria-hidden="true" />
    </div>
  );
}

/**
 * An empty place drawn in the site's language: a gold-ringed medallion with an icon and two stars, a title, a line
 * of text and the next step. The illustration is decorative; the title and text carry the meaning.
 */
export function EmptyState({ icon: Icon, title, text, children, headingLevel = 3 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty} data-empty-state="">
      <Medallion icon={Icon} />
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
