import type { TwitchReward } from '@agaia/contract';
import { CircleCheck, Gift, Lock, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { formatMinutes } from '../../lib/format.ts';
import { resolveImageUrl } from '../../lib/image-url.ts';
import styles from './drops.module.css';
import type { RewardState } from './rewards.ts';

const STATE_ICONS = { locked: Lock, available: Sparkles, claimed: CircleCheck } as const;

type RewardCardProps = {
  reward: TwitchReward;
  state: RewardState;
  /** False disables Claim (a Claim All is running). */
  canClaim: boolean;
  onClaim: (reward: TwitchReward) => void;
};

/** One reward: its image (or a gift tile), title, description, required time, state badge and Claim when Available. */
export function RewardCard({ reward, state, canClaim, onClaim }: RewardCardProps) {
  const { t } = useTranslation();
  const src = resolveImageUrl(reward.imageUrl);
  const [isBroken, setBroken] = useState(false);
  const StateIcon = STATE_ICONS[state];
  return (
    <li className={styles.card} data-state={state}>
      <div className={styles.media}>
        {src && !isBroken ? (
          <img src={src} alt="" onError={() => setBroken(true)} />
        ) : (
          <Gift className={styles.mediaIcon} aria-hidden="true" />
        )}
        <span className={`${styles.badge} ${styles[state]}`} data-badge>
          <StateIcon aria-hidden="true" />
          {t(`twitch.states.${state}`)}
        </span>
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{reward.title}</h3>
        {reward.description && <p className={styles.description}>{reward.description}</p>}
        <p className={`${styles.requires} tabular`}>
          {t('twitch.requires', { time: formatMinutes(reward.requiredMinutes) })}
        </p>
      </div>
      {state === 'available' && (
        <Button
          variant="primary"
          className={styles.claim}
          aria-label={t('twitch.claimLabel', { title: reward.title })}
          disabled={!canClaim}
          onClick={() => onClaim(reward)}
        >
          {t('twitch.claim')}
        </Button>
      )}
    </li>
  );
}
