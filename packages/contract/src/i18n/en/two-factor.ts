/** The refusals of the two-factor schemas (`i18n/pt-BR/two-factor.ts` translates them). */
export const TwoFactorMessages = {
  totpCode: 'Enter the 6-digit code from your authenticator app.',
  codeRequired: 'Enter the code from your authenticator app, or a recovery code.',
  codeTooLong: 'That code is too long.',
  loginExpired: 'Your login expired: please log in again.',
} as const;
