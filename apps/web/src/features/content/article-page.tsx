import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Markdown } from '../../components/markdown.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useMessages } from '../../i18n/catalogs.ts';
import { contentMessages } from '../../i18n/content-messages.ts';
import { errorMessage } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useArticle } from './api/article.ts';
import { useReadLanguage } from './api/content-language.ts';
import { isNotFound } from './api/content-query.ts';
import { articleDate } from './api/news.ts';
import { BackLink } from './back-link.tsx';
import { ContentVersions } from './content-versions.tsx';
import { DateText } from './date-text.tsx';
import styles from './detail.module.css';
import { useItemLang } from './language-badge.tsx';
import { NewsImage } from './news-image.tsx';

const ID = /^\d{1,12}$/;

/**
 * One news article (/news/:articleId): loading, then not found, an error or the article (docs/product.md §7.3). The
 * article is its story's version in the page's language when there is one (or the one `?read=` names), with links to
 * the others.
 */
export function ArticlePage() {
  useMessages(contentMessages);
  const { t } = useTranslation();
  const { articleId = '' } = useParams();
  // An id that cannot exist is not found without asking the server.
  const isPossibleId = ID.test(articleId);
  const article = useArticle(articleId, useReadLanguage(), isPossibleId);
  const lang = useItemLang(article.data?.language);
  useDocumentTitle(article.data?.title ?? t('news.articleTitle'));

  const isShown = isPossibleId && article.isSuccess;
  let content: ReactNode;
  if (!isPossibleId || isNotFound(article.error)) {
    content = <p className={styles.panel}>{t('news.notFound')}</p>;
  } else if (article.isPending) {
    content = <PageLoading label={t('news.loadingArticle')} shape="article" />;
  } else if (article.isError) {
    content = (
      <StatusMessage kind="error">{errorMessage(article.error, t('news.articleFailed'))}</StatusMessage>
    );
  } else {
    const { title, category, imageUrl, body, language, versions } = article.data;
    content = (
      <article className={styles.panel} aria-labelledby="article-title" lang={lang.item}>
        <NewsImage imageUrl={imageUrl} ratio="featured" className={styles.cover} hasFallback={false} />
        <div className={styles.header}>
          <h1 id="article-title" className={styles.title}>
            {title}
          </h1>
          <dl className={styles.facts}>
            <div lang={lang.page}>
              <dt>{t('news.published')}</dt>
              <dd>
                <DateText value={articleDate(article.data)} />
              </dd>
            </div>
            {category && (
              <div>
                <dt lang={lang.page}>{t('news.category')}</dt>
                <dd>{category}</dd>
              </div>
            )}
            <ContentVersions
              versions={versions}
              shown={language}
              base="/news"
              label={t('news.otherLanguages')}
            />
          </dl>
        </div>
        <Markdown>{body}</Markdown>
      </article>
    );
  }

  return (
    <div className={styles.page}>
      <BackLink to="/news" label={t('news.back')} />
      {/* Until the item itself is shown, the page still has its h1 for screen readers. */}
      {!isShown && <h1 className="visually-hidden">{t('news.articleTitle')}</h1>}
      {content}
    </div>
  );
}
