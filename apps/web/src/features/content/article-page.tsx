import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';

/** One news article (/news/:articleId). The article itself arrives with the content issue. */
export function ArticlePage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('news.articleTitle')}
      lead={t('app.comingSoon')}
      back={{ to: '/news', label: t('news.back') }}
    />
  );
}
