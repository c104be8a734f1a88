import { LanguageMessages } from '../languages.ts';
import { CommonMessages, Messages } from '../messages.ts';
import { DeletionMessages } from './en/account-deletion.ts';
import { GameMessages } from './en/accounts.ts';
import { AdminMessages } from './en/admin.ts';
import { AuthMessages } from './en/auth.ts';
import { BoundsMessages } from './en/bounds.ts';
import { ContentMessages } from './en/content.ts';
import { MailMessages } from './en/mail.ts';
import { PasskeyMessages } from './en/passkeys.ts';
import { HierarchyMessages } from './en/permissions.ts';
import { ShopMessages } from './en/shop.ts';
import { StatsMessages } from './en/stats.ts';
import { TwitchMessages } from './en/twitch.ts';
import { TwoFactorMessages } from './en/two-factor.ts';
import { UserMessages } from './en/user.ts';

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
