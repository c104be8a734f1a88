import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { articleDate, type NewsItem } from './api/news.ts';
import styles from './content.module.css';
import { DateText } from './date-text.tsx';
import { LanguageBadge, useItemLang } from './language-badge.tsx';
import newsStyles from './news.module.css';

/**
 * The sidebar of the news page: MOST POPULAR (articles 2 to 4 by list order, docs/product.md §7.2) and the INDEX to
 * come.
 */
export function NewsSidebar({ popular }: { popular: NewsItem[] }) {
  const { t } = useTranslation();
  return (
    <aside className={styles.sidebar}>
      {popular.length > 0 && (
        <section className={styles.panel} aria-labelledby="news-popular-title">
          <h2 id="news-popular-title" className={styles.sideTitle}>
            {t('news.popular')}
          </h2>
          <ol className={newsStyles.popular}>
            {popular.map((article, index) => (
              <PopularItem key={article.id} article={article} rank={index + 1} />
            ))}
          </ol>
        </section>
      )}
      <section className={styles.panel} aria-labelledby="news-index-title">
        <h2 id="news-index-title" className={styles.sideTitle}>
          {t('news.index')}
        </h2>
        <p className={styles.muted}>{t('news.indexSoon')}</p>
      </section>
    </aside>
  );
}

/** One of the most popular: its rank, its title as a link (in its own language) and its date. */
function PopularItem({ article, rank }: { article: NewsItem; rank: number }) {
  return (
    <li className={newsStyles.popularItem}>
      <span className={newsStyles.rank} aria-hidden="true">
        {rank}
      </span>
      <div className={newsStyles.popularText}>
        <Link
          className={newsStyles.popularLink}
          to={`/news/${encodeURIComponent(article.id)}`}
          lang={useItemLang(article.language).item}
        >
          {article.title}
        </Link>
        <DateText className={styles.muted} value={articleDate(article)} />
        <LanguageBadge language={article.language} />
      </div>
    </li>
  );
}
