import styles from './admin-table.module.css';

/** The colours a badge can take. */
export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'muted';

const TONES: Record<BadgeTone, string | undefined> = {
  success: styles.badgeSuccess,
  warning: styles.badgeWarning,
  danger: styles.badgeDanger,
  info: styles.badgeInfo,
  muted: styles.badgeMuted,
};

/** A small pill naming a state (draft, paid, cancelled…) in its tone's colour. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`${styles.badge} ${TONES[tone]}`}>{children}</span>;
}
