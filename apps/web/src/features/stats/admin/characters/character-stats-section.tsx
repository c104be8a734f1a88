import { useTranslation } from 'react-i18next';
import { useCharacterStats } from '../api/characters.ts';
import { NotConnected } from '../parts/not-connected.tsx';
import styles from '../parts/stats.module.css';
import { StatsPanel } from '../parts/stats-panel.tsx';
import { CharacterFigures } from './character-figures.tsx';

/**
 * Statistics → Character Stats (prime 23): the characters in the game's database by class, race and level, for all
 * servers or one; how to connect the game when none is; the server's message and Try Again while its database does
 * not answer (503).
 */
export function CharacterStatsSection() {
  const { t } = useTranslation();
  const query = useCharacterStats();
  return (
    <div className={styles.section}>
      <div className={styles.header}>
        <h3 className={styles.viewTitle}>{t('admin.views.characterStats')}</h3>
        <p className={styles.lead}>{t('admin.stats.characters.lead')}</p>
      </div>
      <StatsPanel title={t('admin.stats.characters.title')} query={query}>
        {(data) => (data.connected ? <CharacterFigures data={data} /> : <NotConnected />)}
      </StatsPanel>
    </div>
  );
}
