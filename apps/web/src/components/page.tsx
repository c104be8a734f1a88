import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './page.module.css';

type PageProps = {
  /** The page's h1. */
  title: string;
  /** The document title's page part; defaults to the heading. */
  documentTitle?: string;
  /** A muted line under the heading. */
  lead?: string;
  /** A link shown above the panel, e.g. back to a list. */
  back?: { to: string; label: string };
  children?: ReactNode;
};

/** A page in a surface panel with its heading; also sets the document title. */
export function Page({ title, documentTitle, lead, back, children }: PageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={styles.page}>
      {back && (
        <Link className={styles.back} to={back.to}>
          ← {back.label}
        </Link>
      )}
      <section className={styles.panel} aria-labelledby="page-title">
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </section>
    </div>
  );
}
