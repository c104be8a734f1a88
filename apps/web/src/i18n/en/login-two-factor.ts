// The login's second step (two-factor authentication), added to the catalog by login-two-factor-messages.ts when that
// step's chunk loads: /login starts without them.
export const enLoginTwoFactor = {
  auth: {
    twoFactor: {
      title: 'Two-factor authentication',
      lead: 'Enter the 6-digit code from your authenticator app.',
      leadRecovery: 'Enter one of the recovery codes you saved when you turned on two-factor authentication.',
      code: 'Authentication Code',
      codeHint: 'The app shows a new code every 30 seconds.',
      recoveryCode: 'Recovery Code',
      recoveryHint: 'Each recovery code works once.',
      useRecovery: 'Use a recovery code',
      useApp: 'Use the authenticator app',
      verify: 'Verify',
      verifying: 'Verifying...',
      expired: 'Your login expired: please log in again.',
      failed: 'The code could not be checked. Please try again.',
    },
  },
} as const;
