import type { TwitchRewardType } from '@agaia/contract';
import { api } from '../../../lib/api.ts';
import { DROP_PATHS } from './keys.ts';

/** POST /api/user/twitch/getviewerreward or /getstreamerreward {rewardId}: answers {message: 'Reward claimed!'}. */
export function claimReward(kind: TwitchRewardType, rewardId: number): Promise<unknown> {
  return api.post<unknown>(DROP_PATHS[kind].claim, { body: { rewardId } });
}
