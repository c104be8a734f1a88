import type { MessageResponse, TwitchRewardType } from '@agaia/contract';
import { api } from '../../../lib/api.ts';
import { MessageAnswer } from '../../../lib/message-answer.ts';
import { DROP_PATHS } from './keys.ts';

/** POST /api/user/twitch/getviewerreward or /getstreamerreward {rewardId}: answers {message: 'Reward claimed!'}. */
export function claimReward(kind: TwitchRewardType, rewardId: number): Promise<Partial<MessageResponse>> {
  return api.post(DROP_PATHS[kind].claim, { body: { rewardId }, schema: MessageAnswer });
}
