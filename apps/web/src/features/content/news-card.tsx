import { useId } from 'react';
import { Link } from 'react-router';
import { articleDate, type NewsItem } from './api/news.ts';
import { DateText } from './date-text.tsx';
import { LanguageBadge, useItemLang } from './language-badge.tsx';
import styles from './news.module.css';
import { NewsImage } from './news-image.tsx';

/** One article in the grid; the whole card is one link to the article. */
export function NewsCard({ article }: { article: NewsItem }) {
  const titleId = useId();
  const lang = useItemLang(article.language);
  return (
    <article className={styles.card} aria-labelledby={titleId} lang={lang.item}>
      <NewsImage imageUrl={article.imageUrl} />
      <div className={styles.cardBody}>
        <div className={styles.cardMeta}>
          {article.category && <span className={styles.badge}>{article.category}</span>}
          <DateText value={articleDate(article)} lang={lang.page} />
          <LanguageBadge language={article.language} />
        </div>
        <h3 id={titleId} className={styles.cardTitle}>
          <Link className={styles.cardLink} to={`/news/${encodeURIComponent(article.id)}`}>
            {article.title}
          </Link>
        </h3>
        {article.snippet && <p className={styles.cardSnippet}>{article.snippet}</p>}
      </div>
    </article>
  );
}
