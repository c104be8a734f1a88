import type { TwitchReward, TwitchRewardType } from '@agaia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusKind } from '../../components/status-message.tsx';
import { useMessages } from '../../i18n/catalogs.ts';
import { twitchMessages } from '../../i18n/twitch-messages.ts';
import { errorMessage, messageOf } from '../../lib/api.ts';
import { useTimeout } from '../../lib/use-timeout.ts';
import { claimReward } from './api/claim-reward.ts';
import { twitchKeys } from './api/keys.ts';
import { rewardStateOf } from './rewards.ts';

/** A claim's status message clears after 5 s (docs/product.md §9.4). */
export const CLAIM_STATUS_MS = 5000;

type Status = { kind: StatusKind; text: string };

/**
 * Claim and Claim All of one kind of drop (docs/product.md §9.4). Both are optimistic: the rewards show Claimed at
 * once in the query cache and go back to unclaimed if the call fails (Claim All: all of this run's, on its first
 * failure).
 */
export function useClaims(kind: TwitchRewardType, minutes: number, rewards: TwitchReward[]) {
  useMessages(twitchMessages);
  const { t } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<Status | null>(null);
  const [isClaimingAll, setClaimingAll] = useState(false);
  const clearTimer = useTimeout();
  const key = twitchKeys.rewards(kind);

  const show = (next: Status) => {
    setStatus(next);
    clearTimer.schedule(() => setStatus(null), CLAIM_STATUS_MS);
  };
  const mark = (ids: number[], isClaimed: boolean) =>
    client.setQueryData<TwitchReward[]>(key, (current) =>
      current?.map((reward) => (ids.includes(reward.rewardId) ? { ...reward, isClaimed } : reward)),
    );
  // A list fetched before the claim must not overwrite the optimistic state.
  const begin = (ids: number[]) => {
    void client.cancelQueries({ queryKey: key });
    mark(ids, true);
  };
  const resync = () => void client.invalidateQueries({ queryKey: key });

  const claim = async (reward: TwitchReward) => {
    begin([reward.rewardId]);
    try {
      const answer = await claimReward(kind, reward.rewardId);
      show({ kind: 'success', text: messageOf(answer, t('twitch.claimed')) });
    } catch (failure) {
      mark([reward.rewardId], false);
      show({ kind: 'error', text: errorMessage(failure, t('twitch.claimFailed')) });
    }
    resync();
  };

  const claimAll = async () => {
    const ids = rewards
      .filter((reward) => rewardStateOf(reward, minutes) === 'available')
      .map((reward) => reward.rewardId);
    if (ids.length === 0) {
      show({ kind: 'info', text: t('twitch.nothingToClaim') });
      return;
    }
    setClaimingAll(true);
    begin(ids);
    try {
      // One after another (docs/product.md §9.4): the first failure stops the run.
      for (const id of ids) await claimReward(kind, id);
      show({ kind: 'success', text: t('twitch.claimedCount', { n: ids.length }) });
    } catch {
      mark(ids, false);
      show({ kind: 'error', text: t('twitch.claimAllFailed') });
    } finally {
      setClaimingAll(false);
    }
    resync();
  };

  return { status, isClaimingAll, claim, claimAll };
}
