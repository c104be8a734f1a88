import { enContractText } from '@agaia/contract';
import { AccountDeletionText } from './account-deletion.ts';
import { AccountsText } from './accounts.ts';
import { AdminAccountsText } from './admin-accounts.ts';
import { AuthText } from './auth.ts';
import { ContentText } from './content.ts';
import { GameText } from './game.ts';
import { MailText } from './mail.ts';
import { MailsText } from './mails.ts';
import { MediaText } from './media.ts';
import { PlatformText } from './platform.ts';
import { ShopText } from './shop.ts';
import { SiteText } from './site.ts';
import { StatsText } from './stats.ts';
import { TrackingText } from './tracking.ts';
import { TwitchText } from './twitch.ts';

/**
 * Every sentence the server answers or mails, in English, by group: the contract's groups and the server's own.
 * Each group is the object the code throws or writes from; `../pt-BR/` translates each, key for key.
 */
export const enServerText = {
  ...enContractText,
  platform: PlatformText,
  auth: AuthText,
  accounts: AccountsText,
  accountDeletion: AccountDeletionText,
  adminAccounts: AdminAccountsText,
  content: ContentText,
  game: GameText,
  mail: MailText,
  shop: ShopText,
  stats: StatsText,
  tracking: TrackingText,
  twitch: TwitchText,
  site: SiteText,
  media: MediaText,
  mails: MailsText,
} as const;

export type ServerText = typeof enServerText;
