import { Download, Swords, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass, buttonIconClass } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { useLauncher } from '../../lib/use-site-info.ts';
import styles from './profile.module.css';

/** The next step of an empty game tab: the launcher's download, or a note while its file is not there yet. */
function PlayStep() {
  const { t } = useTranslation();
  const launcher = useLauncher();
  if (!launcher.isAvailable) return <p className={styles.muted}>{t('launcher.checkBack')}</p>;
  return (
    <a className={buttonClass({ variant: 'primary' })} href={launcher.url} download>
      <Download className={buttonIconClass} aria-hidden="true" />
      {t('profile.downloadClient')}
    </a>
  );
}

/** The Characters tab with no character: its fixed line (docs/product.md §4.3), drawn, and how to make one. */
export function NoCharacters() {
  const { t } = useTranslation();
  return (
    <EmptyState icon={Swords} title={t('profile.noCharacters')} text={t('profile.noCharactersNext')}>
      <PlayStep />
    </EmptyState>
  );
}

/** The Achievements tab: an empty list (docs/product.md §4.3), drawn, and how achievements are earned. */
export function NoAchievements() {
  const { t } = useTranslation();
  return (
    <>
      <ul className={styles.list} aria-label={t('profile.achievements')} />
      <EmptyState icon={Trophy} title={t('profile.noAchievements')} text={t('profile.noAchievementsNext')}>
        <PlayStep />
      </EmptyState>
    </>
  );
}
