import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from './api/news.ts';
import styles from './news.module.css';
import { NewsCard } from './news-card.tsx';

const ALL = '';

/** The articles after the featured one, in a grid with category filter buttons (All plus each distinct category). */
export function NewsGrid({ articles }: { articles: NewsItem[] }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState(ALL);
  if (articles.length === 0) return <div />;

  // Categories of the grid's own articles, in order of first appearance: a button never leads to an empty grid.
  const categories = [
    ...new Set(articles.map((article) => article.category).filter((name): name is string => !!name)),
  ];
  const shown = category === ALL ? articles : articles.filter((article) => article.category === category);
  const filters = [
    { value: ALL, label: t('news.all') },
    ...categories.map((name) => ({ value: name, label: name })),
  ];

  return (
    <section className={styles.grid} aria-labelledby="latest-news-title">
      <div className={styles.gridHeader}>
        <h2 id="latest-news-title" className={styles.sectionTitle}>
          {t('news.latest')}
        </h2>
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">{t('news.filterLabel')}</legend>
          {filters.map((filter) => (
            <button
              key={filter.value}
              type="button"
              className={styles.filter}
              aria-pressed={category === filter.value}
              onClick={() => setCategory(filter.value)}
            >
              {filter.label}
            </button>
          ))}
        </fieldset>
      </div>
      <ul className={styles.cards}>
        {shown.map((article) => (
          <li key={article.id}>
            <NewsCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}
