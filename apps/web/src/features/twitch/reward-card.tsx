import type { TwitchReward } from '@agaia/contract';
import { CircleCheck, Gift, Lock, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { useMessages } from '../../i18n/catalogs.ts';
import { twitchMessages } from '../../i18n/twitch-messages.ts';
import { formatMinutes } from '../../lib/format.ts';
import { resolveImageUrl } from '../../lib/image-url.ts';
import { responsiveImage } from '../../lib/responsive-image.ts';
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

// The 16:9 frame spans its card: drops.module.css .grid (columns of at least 220 px, 16 px apart) in the profile's
// tabs panel (profile.module.css: beside the 340 px sidebar from 1024 px, 24 px padding; 16 px below 640 px). One
// column on a phone, then at most 338 px (two columns just before a third fits).
const SIZES = '(max-width: 639px) calc(100vw - 66px), 340px';

/** One reward: its image (or a gift tile), title, description, required time, state badge and Claim when Available. */
export function RewardCard({ reward, state, canClaim, onClaim }: RewardCardProps) {
  useMessages(twitchMessages);
  const { t } = useTranslation();
  const src = resolveImageUrl(reward.imageUrl);
  const [isBroken, setBroken] = useState(false);
  const StateIcon = STATE_ICONS[state];
  return (
    <li className={styles.card} data-state={state}>
      <div className={styles.media}>
        {src && !isBroken ? (
          <img {...responsiveImage(src, SIZES)} alt="" onError={() => setBroken(true)} />
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
