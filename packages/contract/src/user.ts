import { z } from 'zod';
import { Email } from './accounts.ts';
import { int32, rowId } from './bounds.ts';

/** GET /api/user/profile (SPEC §3 User profile). Times are ISO strings or null. */
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
  email: z.string().trim().min(1, 'Please enter an email address.').pipe(Email),
});

/** POST /api/user/change-email body. */
export const ChangeEmailBody = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password to confirm this change.').max(1024),
  newEmail: Email,
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;
