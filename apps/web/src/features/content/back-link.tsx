import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import styles from './detail.module.css';

/** The link from a detail page back to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link className={styles.back} to={to}>
      <ArrowLeft className={styles.backIcon} aria-hidden="true" />
      {label}
    </Link>
  );
}
