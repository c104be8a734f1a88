import type { ProfileResponse } from '@agaia/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.tsx';
import { type TabItem, Tabs } from '../../components/tabs.tsx';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import { PlayerCharacters } from '../game/index.ts';
import { DropsPanel } from '../twitch/index.ts';
import { PasskeysCard } from './passkeys-card.tsx';
import styles from './profile.module.css';
import { NoAchievements, NoCharacters } from './profile-empty-states.tsx';
import { ProfileSessions } from './profile-sessions.tsx';
import securityStyles from './two-factor.module.css';
import { TwoFactorCard } from './two-factor-card.tsx';

// The Donations tab is the shop's, in a chunk of its own: it loads when the tab is first shown.
const DonationHistory = lazy(() =>
  import('../shop/lazy.ts').then((module) => ({ default: module.DonationHistory })),
);

/**
 * The profile's right side: Characters, Achievements, Viewer Drops, Streamer Drops, Security and Devices tabs.
 * Characters is a placeholder (docs/product.md §4.3) with no game back end, and the player's characters from the game
 * with tera-api. The drops tabs show only when the server has Twitch, Donations (the player's orders) only when it
 * takes payments: what a player cannot do is not offered. Security holds two-factor authentication and passkeys;
 * Devices lists where the account is logged in.
 */
export function ProfileTabs({ profile }: { profile: Pick<ProfileResponse, 'twitchId'> }) {
  const { t } = useTranslation();
  const isLinked = Boolean(profile.twitchId);
  const { data: site } = useSiteInfo();
  const hasGame = site?.gameBackend === 'tera-api';
  const tabs: TabItem[] = [
    {
      key: 'characters',
      label: t('profile.characters'),
      content: hasGame ? <PlayerCharacters empty={<NoCharacters />} /> : <NoCharacters />,
    },
    {
      key: 'achievements',
      label: t('profile.achievements'),
      content: <NoAchievements />,
    },
  ];
  // A linked account keeps its drops while Twitch is off: its watch time and claims are the site's, not Twitch's.
  if (site?.twitchEnabled || isLinked) {
    tabs.push(
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
    );
  }
  if (site?.paymentsEnabled) {
    tabs.push({
      key: 'donations',
      label: t('profile.donations'),
      content: (
        <Suspense fallback={<PageLoading label={t('profile.loadingTab')} shape="list" />}>
          <DonationHistory />
        </Suspense>
      ),
    });
  }
  tabs.push(
    {
      key: 'security',
      label: t('profile.security'),
      content: (
        <div className={securityStyles.stack}>
          <TwoFactorCard />
          <PasskeysCard />
        </div>
      ),
    },
    { key: 'devices', label: t('profile.devices'), content: <ProfileSessions /> },
  );
  return (
    <section className={`${styles.panel} ${styles.tabsPanel}`} aria-label={t('profile.tabsLabel')}>
      <Tabs label={t('profile.tabsLabel')} tabs={tabs} />
    </section>
  );
}
