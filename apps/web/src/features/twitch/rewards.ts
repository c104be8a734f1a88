import type { TwitchReward } from '@agaia/contract';

/** A reward's state for one player (docs/product.md §9.4). */
export type RewardState = 'locked' | 'available' | 'claimed';
/** The reward filters, in button order. */
export const REWARD_FILTERS = ['all', 'available', 'locked', 'claimed'] as const;
export type RewardFilter = (typeof REWARD_FILTERS)[number];

/** Claimed when claimed; else Available once the minutes reach requiredMinutes, Locked below. */
export function rewardStateOf(reward: TwitchReward, minutes: number): RewardState {
  if (reward.isClaimed) return 'claimed';
  return minutes >= reward.requiredMinutes ? 'available' : 'locked';
}

/** The rewards a filter shows, in their order. */
export function filterRewards(
  rewards: TwitchReward[],
  minutes: number,
  filter: RewardFilter,
): TwitchReward[] {
  if (filter === 'all') return rewards;
  return rewards.filter((reward) => rewardStateOf(reward, minutes) === filter);
}

/** The bar's end: the largest requiredMinutes among the rewards, at least 1. */
export function progressMaxOf(rewards: TwitchReward[]): number {
  return Math.max(1, ...rewards.map((reward) => reward.requiredMinutes));
}

/** The bar's fill in percent: minutes over progressMaxOf, between 0 and 100. */
export function progressPercent(minutes: number, rewards: TwitchReward[]): number {
  return Math.min(100, Math.max(0, (minutes / progressMaxOf(rewards)) * 100));
}
