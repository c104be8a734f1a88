import type { TwitchReward, TwitchRewardType } from '@agaia/contract';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useMessages } from '../../i18n/catalogs.ts';
import { twitchMessages } from '../../i18n/twitch-messages.ts';
import { errorMessage } from '../../lib/api.ts';
import { formatMinutes } from '../../lib/format.ts';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import { useTwitchRewards } from './api/twitch-rewards.ts';
import { useTwitchTime } from './api/twitch-time.ts';
import { DropProgress } from './drop-progress.tsx';
import styles from './drops.module.css';
import { LinkTwitchButton } from './link-twitch-button.tsx';
import { RewardCard } from './reward-card.tsx';
import {
  filterRewards,
  progressMaxOf,
  progressPercent,
  REWARD_FILTERS,
  type RewardFilter,
  rewardStateOf,
} from './rewards.ts';
import { useClaims } from './use-claims.ts';

type DropsPanelProps = { kind: TwitchRewardType; isLinked: boolean };

/**
 * The Viewer Drops or Streamer Drops tab: the player's time and rewards when linked, a prompt to link otherwise.
 * The profile shows these tabs only when the server has Twitch.
 */
export function DropsPanel({ kind, isLinked }: DropsPanelProps) {
  return isLinked ? <LinkedDrops kind={kind} /> : <LinkPrompt kind={kind} />;
}

function LinkPrompt({ kind }: { kind: TwitchRewardType }) {
  useMessages(twitchMessages);
  const { t } = useTranslation();
  const { data: site } = useSiteInfo();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <EmptyState
        icon={Gift}
        title={t('twitch.promptTitle')}
        text={t(kind === 'viewer' ? 'twitch.viewerPrompt' : 'twitch.streamerPrompt')}
      >
        {site?.twitchEnabled && (
          <LinkTwitchButton variant="primary" onStart={() => setFailure(null)} onError={setFailure} />
        )}
      </EmptyState>
      <StatusMessage kind="error">{failure}</StatusMessage>
    </>
  );
}

function LinkedDrops({ kind }: { kind: TwitchRewardType }) {
  useMessages(twitchMessages);
  const { t } = useTranslation();
  const time = useTwitchTime(kind, true);
  const rewards = useTwitchRewards(kind, true);
  // A failed 60 s refresh keeps the figures already shown; only a first load that fails says so.
  const failure = (time.data === undefined && time.error) || (rewards.data === undefined && rewards.error);
  if (failure) {
    return <StatusMessage kind="error">{errorMessage(failure, t('twitch.loadFailed'))}</StatusMessage>;
  }
  if (time.data === undefined || rewards.data === undefined) {
    return (
      <p className={styles.muted} role="status">
        {t('twitch.loading')}
      </p>
    );
  }
  return <DropsView kind={kind} minutes={time.data} rewards={rewards.data} />;
}

type DropsViewProps = { kind: TwitchRewardType; minutes: number; rewards: TwitchReward[] };

function DropsView({ kind, minutes, rewards }: DropsViewProps) {
  useMessages(twitchMessages);
  const { t } = useTranslation();
  const [filter, setFilter] = useState<RewardFilter>('all');
  const { status, isClaimingAll, claim, claimAll } = useClaims(kind, minutes, rewards);
  const shown = filterRewards(rewards, minutes, filter);
  const listLabel = t(kind === 'viewer' ? 'twitch.viewerRewards' : 'twitch.streamerRewards');

  return (
    <div className={styles.drops}>
      <div className={styles.summary}>
        <div className={styles.figure}>
          <span className={styles.figureLabel}>
            {t(kind === 'viewer' ? 'twitch.viewerTime' : 'twitch.streamerTime')}
          </span>
          <span className={`${styles.figureValue} tabular`}>{formatMinutes(minutes)}</span>
        </div>
        <DropProgress
          minutes={minutes}
          max={progressMaxOf(rewards)}
          percent={progressPercent(minutes, rewards)}
        />
      </div>
      <div className={styles.toolbar}>
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">{t('twitch.filtersLabel')}</legend>
          {REWARD_FILTERS.map((key) => (
            <button
              key={key}
              type="button"
              className={styles.filter}
              aria-pressed={filter === key}
              onClick={() => setFilter(key)}
            >
              {t(`twitch.filters.${key}`)}
            </button>
          ))}
        </fieldset>
        <Button variant="primary" onClick={claimAll} disabled={isClaimingAll}>
          {isClaimingAll ? t('twitch.claiming') : t('twitch.claimAll')}
        </Button>
      </div>
      <StatusMessage kind={status?.kind}>{status?.text}</StatusMessage>
      {shown.length === 0 ? (
        <p className={styles.muted}>{rewards.length === 0 ? t('twitch.noRewards') : t('twitch.noMatch')}</p>
      ) : (
        <ul className={styles.grid} aria-label={listLabel}>
          {shown.map((reward) => (
            <RewardCard
              key={reward.rewardId}
              reward={reward}
              state={rewardStateOf(reward, minutes)}
              canClaim={!isClaimingAll}
              onClaim={claim}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
