import type { ContractText } from '../en.ts';
import type { Translation } from '../text.ts';
import { ptBRDeletion } from './account-deletion.ts';
import { ptBRAdmin } from './admin.ts';
import { ptBRAuth } from './auth.ts';
import { ptBRBounds } from './bounds.ts';
import { ptBRCommon } from './common.ts';
import { ptBRContent } from './content.ts';
import { ptBRGame } from './game.ts';
import { ptBRHierarchy } from './hierarchy.ts';
import { ptBRLanguage } from './languages.ts';
import { ptBRMail } from './mail.ts';
import { ptBRMessages } from './messages.ts';
import { ptBRPasskey } from './passkeys.ts';
import { ptBRShop } from './shop.ts';
import { ptBRStats } from './stats.ts';
import { ptBRTwitch } from './twitch.ts';
import { ptBRTwoFactor } from './two-factor.ts';
import { ptBRUser } from './user.ts';

/** The contract's messages in Brazilian Portuguese: each group of `../en.ts`, key for key. */
export const ptBRContractText = {
  messages: ptBRMessages,
  commonMessages: ptBRCommon,
  boundsMessages: ptBRBounds,
  languageMessages: ptBRLanguage,
  authMessages: ptBRAuth,
  userMessages: ptBRUser,
  twoFactorMessages: ptBRTwoFactor,
  passkeyMessages: ptBRPasskey,
  gameMessages: ptBRGame,
  hierarchyMessages: ptBRHierarchy,
  adminMessages: ptBRAdmin,
  deletionMessages: ptBRDeletion,
  contentMessages: ptBRContent,
  mailMessages: ptBRMail,
  shopMessages: ptBRShop,
  statsMessages: ptBRStats,
  twitchMessages: ptBRTwitch,
} satisfies Translation<ContractText>;
