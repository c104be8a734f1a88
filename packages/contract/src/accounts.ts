import { z } from 'zod';
import { Messages, MIN_PASSWORD_LENGTH } from './messages.ts';

/** A player name: 3–16 letters, digits or underscores, so never an e-mail or web address (the terms forbid it). */
export const UserName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{3,16}$/, Messages.userNameRule);

export const Email = z.string().trim().max(254, Messages.invalidEmail).pipe(z.email(Messages.invalidEmail));

export const Password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, Messages.passwordTooShort)
  .max(1024, 'Password must be at most 1024 characters long.');
