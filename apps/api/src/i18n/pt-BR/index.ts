import { ptBRContractText, type Translation } from '@agaia/contract';
import type { ServerText } from '../en/index.ts';
import { ptBRAccountDeletion } from './account-deletion.ts';
import { ptBRAccounts } from './accounts.ts';
import { ptBRAdminAccounts } from './admin-accounts.ts';
import { ptBRAuth } from './auth.ts';
import { ptBRContent } from './content.ts';
import { ptBRGame } from './game.ts';
import { ptBRMail } from './mail.ts';
import { ptBRMails } from './mails.ts';
import { ptBRMedia } from './media.ts';
import { ptBRPlatform } from './platform.ts';
import { ptBRShop } from './shop.ts';
import { ptBRSite } from './site.ts';
import { ptBRStats } from './stats.ts';
import { ptBRTracking } from './tracking.ts';
import { ptBRTwitch } from './twitch.ts';

/** The server's sentences in Brazilian Portuguese: each group of `../en/index.ts`. */
export const ptBRServerText = {
  ...ptBRContractText,
  platform: ptBRPlatform,
  auth: ptBRAuth,
  accounts: ptBRAccounts,
  accountDeletion: ptBRAccountDeletion,
  adminAccounts: ptBRAdminAccounts,
  content: ptBRContent,
  game: ptBRGame,
  mail: ptBRMail,
  shop: ptBRShop,
  stats: ptBRStats,
  tracking: ptBRTracking,
  twitch: ptBRTwitch,
  site: ptBRSite,
  media: ptBRMedia,
  mails: ptBRMails,
} satisfies Translation<ServerText>;
