import type { Translation } from '@agaia/contract';
import type { TwitchText } from '../en/twitch.ts';

export const ptBRTwitch = {} satisfies Translation<typeof TwitchText>;
