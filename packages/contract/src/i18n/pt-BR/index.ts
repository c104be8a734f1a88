import type { ContractText } from '../en.ts';
import type { Translation } from '../text.ts';
import { ptBRGame } from './game.ts';
import { ptBRHierarchy } from './hierarchy.ts';
import { ptBRMessages } from './messages.ts';
import { ptBRStats } from './stats.ts';
import { ptBRTwitch } from './twitch.ts';

/** The contract's messages in Brazilian Portuguese: each group of `../en.ts`, key for key. */
export const ptBRContractText = {
  messages: ptBRMessages,
  game: ptBRGame,
  hierarchy: ptBRHierarchy,
  stats: ptBRStats,
  twitch: ptBRTwitch,
} satisfies Translation<ContractText>;
