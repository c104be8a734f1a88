import { z } from 'zod';
import { GameMessages } from './i18n/en/accounts.ts';
import { CommonMessages, Messages, MIN_PASSWORD_LENGTH } from './messages.ts';

export { GameMessages } from './i18n/en/accounts.ts';

/** A player name: 3–16 letters, digits or underscores, so never an e-mail or web address (the terms forbid it). */
const UserName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{3,16}$/, Messages.userNameRule);

export const Email = z.string().trim().max(254, Messages.invalidEmail).pipe(z.email(Messages.invalidEmail));

const Password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, Messages.passwordTooShort)
  .max(1024, CommonMessages.passwordTooLong);

/** The game back end the site fronts (GAME_BACKEND): its account rules apply to every name and password the site sets. */
export const GameBackend = z.enum(['none', 'tera-api']);
export type GameBackend = z.infer<typeof GameBackend>;

/** The most boxes one item grant sends (each box is one Gateway call and one outbox row). */
export const MAX_BOXES_PER_ITEM = 10;

const TeraUserName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{3,24}$/, GameMessages.userNameRule);
const TeraEmail = z.string().trim().max(64, GameMessages.emailTooLong).pipe(z.email(Messages.invalidEmail));
// tera-api trims what the launcher sends, so a password with outer spaces could never log into the game.
const TeraPassword = z
  .string()
  .min(8, GameMessages.passwordLength)
  .max(128, GameMessages.passwordLength)
  .refine((value) => value === value.trim(), GameMessages.passwordSpaces);

/** The name, email and password rules of the site's accounts under a game back end (docs/product.md §2.1). */
export function accountRulesFor(backend: GameBackend) {
  return backend === 'tera-api'
    ? { userName: TeraUserName, email: TeraEmail, password: TeraPassword }
    : { userName: UserName, email: Email, password: Password };
}
