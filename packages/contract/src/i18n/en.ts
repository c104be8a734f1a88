import { GameMessages } from '../accounts.ts';
import { Messages } from '../messages.ts';
import { HierarchyMessages } from '../permissions.ts';
import { StatsMessages } from '../stats.ts';
import { TwitchMessages } from '../twitch.ts';

/**
 * The contract's messages in English, by group: the sentences its schemas refuse with and the server answers with,
 * as the web shows them. Each group is an object the schemas and services use as it is; `pt-BR/` translates each.
 */
export const enContractText = {
  messages: Messages,
  game: GameMessages,
  hierarchy: HierarchyMessages,
  stats: StatsMessages,
  twitch: TwitchMessages,
} as const;

export type ContractText = typeof enContractText;
