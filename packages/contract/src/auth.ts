import { z } from 'zod';
import { accountRulesFor, type GameBackend } from './accounts.ts';
import { int32, rowId, safeInt } from './bounds.ts';
import { AuthMessages } from './i18n/en/auth.ts';
import { LanguageField } from './language-field.ts';
import { Messages } from './messages.ts';

export { AuthMessages } from './i18n/en/auth.ts';

/** POST /api/auth/login body. */
export const LoginBody = z.object({
  identifier: z.string().trim().min(1, AuthMessages.identifierRequired).max(254),
  password: z.string().min(1, AuthMessages.passwordRequired).max(1024),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** POST /api/auth/login answer; the web stores it whole under the `user` key. */
export const LoginResponse = z.object({
  accessToken: z.string(),
  privilege: int32(),
  webMgt: safeInt(),
  accountDBID: rowId(),
  userName: z.string(),
  /** The account's language: the web shows it unless this browser has a choice of its own. */
  language: LanguageField.optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Referral record (docs/product.md §2.6): where a visitor came from, sent as registration attribution. */
export const ReferralRecord = z.object({
  viewerId: z.string().max(128),
  landingUrl: z.string().max(2048),
  timestamp: z.string().max(64),
  source: z.string().max(256).optional(),
  medium: z.string().max(256).optional(),
  campaign: z.string().max(256).optional(),
  content: z.string().max(256).optional(),
  term: z.string().max(256).optional(),
});
export type ReferralRecord = z.infer<typeof ReferralRecord>;

/** POST /api/auth/register body, under the game back end's account rules. */
export const registerBodyFor = (backend: GameBackend) => {
  const rules = accountRulesFor(backend);
  return z.object({
    username: rules.userName,
    email: rules.email,
    password: rules.password,
    attribution: ReferralRecord.nullable().optional(),
    /** The language the visitor registers in: the account's mails are written in it. */
    language: LanguageField.optional(),
  });
};
export const RegisterBody = registerBodyFor('none');
export type RegisterBody = z.infer<typeof RegisterBody>;

/** The register form: the body plus the confirmation field, checked in the order of docs/product.md §2.2. */
export const registerFormFor = (backend: GameBackend) => {
  const rules = accountRulesFor(backend);
  return z
    .object({
      username: z.string().trim().min(1, Messages.allFieldsRequired),
      email: z.string().trim().min(1, Messages.allFieldsRequired),
      password: z.string().min(1, Messages.allFieldsRequired),
      confirmPassword: z.string().min(1, Messages.allFieldsRequired),
    })
    .pipe(
      z
        .object({
          username: rules.userName,
          email: rules.email,
          password: rules.password,
          confirmPassword: z.string(),
        })
        .refine((form) => form.password === form.confirmPassword, {
          message: Messages.passwordsDoNotMatch,
          path: ['confirmPassword'],
        }),
    );
};

/** POST /api/auth/reset-password/{token} body. */
export const resetPasswordBodyFor = (backend: GameBackend) =>
  z.object({ newPassword: accountRulesFor(backend).password });
export const ResetPasswordBody = resetPasswordBodyFor('none');
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const TokenParams = z.object({ token: z.string().min(1).max(256) });

/** GET /api/auth/validate-reset-token/{token} answer when the link is usable. */
export const ValidateResetTokenResponse = z.object({ valid: z.literal(true), message: z.string() });
