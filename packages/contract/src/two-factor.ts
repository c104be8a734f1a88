import { z } from 'zod';
import { count } from './bounds.ts';
import { TwoFactorMessages } from './i18n/en/two-factor.ts';
import { CommonMessages } from './messages.ts';
import { PasskeyOptionsBody } from './passkeys.ts';

export { TwoFactorMessages } from './i18n/en/two-factor.ts';

/**
 * Two-factor authentication with a time-based code (TOTP, RFC 6238: any authenticator app). A player may turn it on
 * from the profile; an account with admin permissions (webMgt > 1) must have it before any admin call works.
 */

/** The code an authenticator app shows: six digits (spaces allowed, as apps group them). */
const TotpCode = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TwoFactorMessages.totpCode));

/** What the second step of a login or a change takes: a 6-digit code, or one of the ten recovery codes. */
export const SecondFactorCode = z
  .string()
  .trim()
  .min(1, TwoFactorMessages.codeRequired)
  .max(64, TwoFactorMessages.codeTooLong);

/** GET /api/user/two-factor: whether it is on, how many recovery codes are left, and whether the account needs it. */
export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: count(),
  /** An account with admin permissions cannot use them until two-factor authentication is on. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/**
 * POST /api/user/two-factor/setup body: the password, as adding a passkey asks (the same schema and refusals), so a
 * stolen session alone cannot set up a second factor that would lock the owner out.
 */
export const TwoFactorSetupBody = PasskeyOptionsBody;
export type TwoFactorSetupBody = z.infer<typeof TwoFactorSetupBody>;

/** POST /api/user/two-factor/setup: a new secret to scan (QR code) or type, not on until a code confirms it. */
export const TwoFactorSetup = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, an SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

/** POST /api/user/two-factor/enable body: the password again, and a code from the app, proving it holds the secret. */
export const TwoFactorEnableBody = PasskeyOptionsBody.extend({ code: TotpCode });
export type TwoFactorEnableBody = z.infer<typeof TwoFactorEnableBody>;

/** The ten single-use recovery codes, shown once (enable, or new codes). */
export const RecoveryCodes = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** POST /api/user/two-factor/disable body and POST /api/user/two-factor/recovery-codes body. */
export const TwoFactorConfirmBody = z.object({
  password: z.string().min(1, CommonMessages.confirmPassword).max(1024),
  code: SecondFactorCode,
});
export type TwoFactorConfirmBody = z.infer<typeof TwoFactorConfirmBody>;

/** POST /api/auth/login when the account has two-factor authentication on: the second step's ticket. */
export const LoginChallenge = z.object({
  twoFactorRequired: z.literal(true),
  /** Single use, valid 5 minutes; only the second step takes it. */
  challengeToken: z.string(),
  /** Whether the account has a passkey, which can be the second step instead of a code. */
  passkey: z.boolean(),
  message: z.string(),
});
export type LoginChallenge = z.infer<typeof LoginChallenge>;

/** POST /api/auth/login/two-factor body. */
export const LoginTwoFactorBody = z.object({
  challengeToken: z.string().min(1, TwoFactorMessages.loginExpired).max(128),
  code: SecondFactorCode,
});
export type LoginTwoFactorBody = z.infer<typeof LoginTwoFactorBody>;

/** The error code of an admin call made by an account without two-factor authentication. */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';
