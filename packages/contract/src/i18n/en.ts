import { DeletionMessages } from '../account-deletion.ts';
import { GameMessages } from '../accounts.ts';
import { AdminMessages } from '../admin.ts';
import { AuthMessages } from '../auth.ts';
import { BoundsMessages } from '../bounds.ts';
import { ContentMessages } from '../content.ts';
import { LanguageMessages } from '../languages.ts';
import { MailMessages } from '../mail.ts';
import { CommonMessages, Messages } from '../messages.ts';
import { PasskeyMessages } from '../passkeys.ts';
import { HierarchyMessages } from '../permissions.ts';
import { ShopMessages } from '../shop.ts';
import { StatsMessages } from '../stats.ts';
import { TwitchMessages } from '../twitch.ts';
import { TwoFactorMessages } from '../two-factor.ts';
import { UserMessages } from '../user.ts';

/**
 * The contract's messages in English, by group: the sentences its schemas refuse with and the server answers with,
 * as the web shows them. Each group is an object the schemas and services use as it is; `pt-BR/` translates each.
 * A group's name is its object's (`gameMessages`), so none meets a server group's (`game`) where the API lists both.
 */
export const enContractText = {
  messages: Messages,
  commonMessages: CommonMessages,
  boundsMessages: BoundsMessages,
  languageMessages: LanguageMessages,
  authMessages: AuthMessages,
  userMessages: UserMessages,
  twoFactorMessages: TwoFactorMessages,
  passkeyMessages: PasskeyMessages,
  gameMessages: GameMessages,
  hierarchyMessages: HierarchyMessages,
  adminMessages: AdminMessages,
  deletionMessages: DeletionMessages,
  contentMessages: ContentMessages,
  mailMessages: MailMessages,
  shopMessages: ShopMessages,
  statsMessages: StatsMessages,
  twitchMessages: TwitchMessages,
} as const;

export type ContractText = typeof enContractText;
