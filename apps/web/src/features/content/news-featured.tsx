import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button.tsx';
import { articleDate, type NewsItem } from './api/news.ts';
import { DateText } from './date-text.tsx';
import { LanguageBadge, useItemLang } from './language-badge.tsx';
import styles from './news.module.css';
import { NewsImage } from './news-image.tsx';

/** The newest article, large: image (or the drawn art), date, title, snippet and 'Read More'. */
export function FeaturedArticle({ article }: { article: NewsItem }) {
  const { t } = useTranslation();
  const lang = useItemLang(article.language);
  return (
    <article className={styles.featured} aria-labelledby="featured-title" lang={lang.item}>
      <NewsImage imageUrl={article.imageUrl} ratio="featured" className={styles.featuredMedia} />
      <div className={styles.featuredBody}>
        <div className={styles.cardMeta}>
          <span className={styles.badge} lang={lang.page}>
            {t('news.featured')}
          </span>
          <DateText value={articleDate(article)} lang={lang.page} />
          <LanguageBadge language={article.language} />
        </div>
        <h2 id="featured-title" className={styles.featuredTitle}>
          {article.title}
        </h2>
        {article.snippet && <p className={styles.snippet}>{article.snippet}</p>}
        <ButtonLink
          variant="primary"
          className={styles.readMore}
          to={`/news/${encodeURIComponent(article.id)}`}
        >
          <span lang={lang.page}>{t('news.readMore')}</span>
          {/* Which article: for screen readers and search engines, as the visible words are only 'Read More'. */}
          <span className="visually-hidden">: {article.title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
