import { z } from 'zod';
import { Email } from './accounts.ts';
import { bigRowId, int32, MAX_SAFE_INT, rowId } from './bounds.ts';
import { UserMessages } from './i18n/en/user.ts';
import { Messages } from './messages.ts';

export { UserMessages } from './i18n/en/user.ts';

/** GET /api/user/profile (docs/product.md §4.1). Times are ISO strings or null. */
export const ProfileResponse = z.object({
  userName: z.string(),
  email: z.string(),
  isEmailConfirmed: z.boolean(),
  avatarUrl: z.string().nullable(),
  accountDBID: rowId(),
  registerTime: z.string(),
  lastLoginTime: z.string().nullable(),
  agaiaCoins: int32(),
  hasClaimedVeteranPackage: z.boolean(),
  hasClaimedFounderPackage: z.boolean(),
  twitchId: z.string().optional(),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** POST /api/user/request-password-reset-unauth body. */
export const UnauthResetBody = z.object({
  email: z.string().trim().min(1, UserMessages.emailRequired).pipe(Email),
});

/** POST /api/user/change-email body. */
export const ChangeEmailBody = z.object({
  currentPassword: z.string().min(1, UserMessages.confirmChange).max(1024),
  newEmail: Email,
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;

/** One of the player's own login sessions (GET /api/user/sessions): when and where it began; `current` is this one. */
const SessionSummary = z.object({
  id: bigRowId(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});

/** GET /api/user/sessions: the player's unexpired sessions, newest first. */
export const SessionList = z.object({ sessions: z.array(SessionSummary) });
export type SessionList = z.infer<typeof SessionList>;

/** DELETE /api/user/sessions/{sessionId}. */
export const SessionIdParams = z.object({
  sessionId: z.coerce
    .number()
    .int()
    .positive(Messages.sessionUnknown)
    .max(MAX_SAFE_INT, Messages.sessionUnknown),
});
