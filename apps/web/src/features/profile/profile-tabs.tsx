import type { ProfileResponse } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { type TabItem, Tabs } from '../../components/tabs.tsx';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import { PlayerCharacters } from '../game/index.ts';
import { DropsPanel } from '../twitch/index.ts';
import styles from './profile.module.css';

/**
 * The profile's right side: Characters, Achievements, Viewer Drops and Streamer Drops tabs. Characters is SPEC's
 * placeholder with no game back end, and the player's characters from the game with tera-api.
 */
export function ProfileTabs({ profile }: { profile: Pick<ProfileResponse, 'twitchId'> }) {
  const { t } = useTranslation();
  const isLinked = Boolean(profile.twitchId);
  const hasGame = useSiteInfo().data?.gameBackend === 'tera-api';
  const tabs: TabItem[] = [
    {
      key: 'characters',
      label: t('profile.characters'),
      content: hasGame ? (
        <PlayerCharacters empty={t('profile.noCharacters')} />
      ) : (
        <p className={styles.muted}>{t('profile.noCharacters')}</p>
      ),
    },
    {
      key: 'achievements',
      label: t('profile.achievements'),
      content: (
        <>
          <ul className={styles.list} aria-label={t('profile.achievements')} />
          <p className={styles.muted}>{t('profile.noAchievements')}</p>
        </>
      ),
    },
    {
      key: 'viewer-drops',
      label: t('profile.viewerDrops'),
      content: <DropsPanel kind="viewer" isLinked={isLinked} />,
    },
    {
      key: 'streamer-drops',
      label: t('profile.streamerDrops'),
      content: <DropsPanel kind="streamer" isLinked={isLinked} />,
    },
  ];
  return (
    <section className={`${styles.panel} ${styles.tabsPanel}`} aria-label={t('profile.tabsLabel')}>
      <Tabs label={t('profile.tabsLabel')} tabs={tabs} />
    </section>
  );
}
