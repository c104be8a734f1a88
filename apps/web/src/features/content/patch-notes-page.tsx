import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';

/** The patch note list (/patch-notes and /patchNotes). */
export function PatchNotesPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('patchNotes.title')}
      documentTitle={t('patchNotes.documentTitle')}
      lead={t('app.comingSoon')}
    />
  );
}
