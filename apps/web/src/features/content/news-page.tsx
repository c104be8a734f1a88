import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useMessages } from '../../i18n/catalogs.ts';
import { contentMessages } from '../../i18n/content-messages.ts';
import { errorMessage } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useContentLanguage } from './api/content-language.ts';
import { useNews } from './api/news.ts';
import styles from './content.module.css';
import { FeedLink } from './feed-link.tsx';
import { FeaturedArticle } from './news-featured.tsx';
import { NewsGrid } from './news-grid.tsx';
import { NewsSidebar } from './news-sidebar.tsx';

/**
 * The news list (/news): the first article featured, the rest in a grid filtered by category, and a sidebar with the
 * most popular articles (2 to 4 by list order, docs/product.md §7.2).
 */
export function NewsPage() {
  useMessages(contentMessages);
  const { t } = useTranslation();
  useDocumentTitle(t('news.documentTitle'));
  const news = useNews();
  const language = useContentLanguage();

  let content: ReactNode;
  if (news.isPending) {
    content = <PageLoading label={t('news.loading')} shape="cards" />;
  } else if (news.isError) {
    content = <StatusMessage kind="error">{errorMessage(news.error, t('news.loadFailed'))}</StatusMessage>;
  } else {
    const [featured, ...rest] = news.data;
    content = featured ? (
      <>
        <FeaturedArticle article={featured} />
        <div className={styles.layout}>
          <NewsGrid articles={rest} />
          <NewsSidebar popular={news.data.slice(1, 4)} />
        </div>
      </>
    ) : (
      <p className={styles.panel}>{t('news.empty')}</p>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('news.title')}</h1>
        <FeedLink
          href={`/api/feeds/news.xml?lang=${language}`}
          label={t('news.rssLabel')}
          title={t('news.feedTitle')}
          text={t('news.rss')}
        />
      </div>
      {content}
    </div>
  );
}
