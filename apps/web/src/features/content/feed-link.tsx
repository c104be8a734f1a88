import { Rss } from 'lucide-react';
import styles from './content.module.css';

type FeedLinkProps = {
  /** The feed's URL, e.g. /api/feeds/news.xml. */
  href: string;
  /** The visible link's accessible name; it contains the visible 'RSS'. */
  label: string;
  /** The feed's title in the document head, for readers that discover feeds. */
  title: string;
  text: string;
};

/**
 * A visible link to an RSS feed, plus a `<link rel="alternate">` that React 19 hoists into the document head while the
 * page is mounted, so feed readers and browsers find it.
 */
export function FeedLink({ href, label, title, text }: FeedLinkProps) {
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={title} href={href} />
      <a className={styles.feed} href={href} aria-label={label}>
        <Rss className={styles.feedIcon} aria-hidden="true" />
        {text}
      </a>
    </>
  );
}
