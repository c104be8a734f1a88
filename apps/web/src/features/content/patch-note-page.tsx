import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';

/** One patch note (/patch-notes/:patchNoteId). The note itself arrives with the content issue. */
export function PatchNotePage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('patchNotes.detailTitle')}
      lead={t('app.comingSoon')}
      back={{ to: '/patch-notes', label: t('patchNotes.back') }}
    />
  );
}
