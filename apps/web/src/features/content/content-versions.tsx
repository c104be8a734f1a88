import { Link } from 'react-router';
import type { ContentVersion } from './api/content-detail.ts';
import { languageName, READ_PARAM } from './api/content-language.ts';
import styles from './detail.module.css';
import { useItemLang } from './language-badge.tsx';

type ContentVersionsProps = {
  /** The story's published versions, the original first. */
  versions: ContentVersion[];
  /** The language of the version shown. */
  shown: string | null | undefined;
  /** The page of an item: /news or /patch-notes. */
  base: string;
  /** What the list is named ('Also in'). */
  label: string;
};

/**
 * The other languages an item can be read in, each named in itself and linking to its version: a fact of the
 * detail page's list (dt, dd). Nothing when the story has no other version.
 */
export function ContentVersions({ versions, shown, base, label }: ContentVersionsProps) {
  const lang = useItemLang(shown);
  const others = versions.filter((version) => version.language !== shown);
  if (others.length === 0) return null;
  return (
    <div>
      <dt lang={lang.page}>{label}</dt>
      <dd className={styles.versions}>
        {others.map((version) => (
          <Link
            key={version.id}
            to={`${base}/${encodeURIComponent(version.id)}?${READ_PARAM}=${encodeURIComponent(version.language)}`}
            lang={version.language}
            hrefLang={version.language}
          >
            {languageName(version.language)}
          </Link>
        ))}
      </dd>
    </div>
  );
}
