import type { ProfileResponse } from '@agaia/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingValue } from '../../components/page-loading.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import { useUserGame } from '../game/index.ts';
import { AccountDetails } from './account-details.tsx';
import { Avatar } from './avatar.tsx';
import { DeleteAccount } from './delete-account.tsx';
import styles from './profile.module.css';
import { ProfileActions } from './profile-actions.tsx';

/** The profile's left card: who the user is, their account figures and the account buttons. */
export function ProfileCard({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation();
  const claimed = (isClaimed: boolean) => (isClaimed ? t('profile.claimed') : t('profile.notClaimed'));
  const gameCoins = useGameCoins();
  const figures: { term: string; value: ReactNode }[] = [
    { term: t('profile.accountId'), value: String(profile.accountDBID) },
    { term: t('profile.coins'), value: formatNumber(profile.agaiaCoins ?? 0) },
    ...(gameCoins === undefined ? [] : [{ term: t('game.player.coins'), value: gameCoins }]),
    { term: t('profile.veteranPackage'), value: claimed(profile.hasClaimedVeteranPackage) },
    { term: t('profile.founderPackage'), value: claimed(profile.hasClaimedFounderPackage) },
  ];
  return (
    <aside className={`${styles.panel} ${styles.card}`} aria-label={profile.userName}>
      <div className={styles.identity}>
        <Avatar url={profile.avatarUrl} name={profile.userName} />
        <div className={styles.nameRow}>
          <h2 className={styles.userName}>{profile.userName}</h2>
          <AccountDetails profile={profile} />
        </div>
        <p className={styles.email}>
          {profile.email}
          {!profile.isEmailConfirmed && (
            <span className={styles.unconfirmed}> {t('profile.unconfirmed')}</span>
          )}
        </p>
      </div>
      <dl className={styles.figures}>
        {figures.map(({ term, value }) => (
          <div key={term} className={styles.figure}>
            <dt>{term}</dt>
            <dd className="tabular">{value}</dd>
          </div>
        ))}
      </dl>
      <ProfileActions profile={profile} />
      <DeleteAccount />
    </aside>
  );
}

/**
 * The game wallet's balance beside the Agaia Coins when the site fronts a game back end (tera-api): the number,
 * 'unavailable' while the game does not answer, a placeholder block while it loads; undefined with no game back end.
 */
function useGameCoins(): ReactNode | undefined {
  const { t } = useTranslation();
  const hasGame = useSiteInfo().data?.gameBackend === 'tera-api';
  const game = useUserGame(hasGame);
  if (!hasGame) return undefined;
  if (game.isPending) return <LoadingValue />;
  const coins = game.data?.coins ?? null;
  return coins === null ? t('game.player.coinsUnavailable') : formatNumber(coins);
}
