/** User-visible messages both the server and the web app show; their English is fixed (docs/product.md §1.5). */
export const Messages = {
  allFieldsRequired: 'All fields are required.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordsDoNotMatch: 'Passwords do not match.',
  invalidCredentials: 'Invalid username or password.',
  userNameRule: 'Username must be 3 to 16 letters, digits or underscores.',
  sessionRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  sessionEnded: 'That device is logged out.',
  sessionsEnded: 'Every other device is logged out.',
  sessionUnknown: 'Unknown session.',
  registered: 'Registration successful! Please check your email to confirm your account.',
  resetInstructionsSent:
    'Password reset instructions have been sent to your email address. Please check your inbox (and spam folder).',
  resetLinkValid: 'This password reset link is valid.',
  resetLinkInvalid: 'Invalid or expired password reset link.',
  resetSuccess: 'Password reset successfully! You can now log in.',
  emailChangeRequested:
    'Email change request submitted successfully. Please check your new email address for a confirmation link to finalize the change.',
  confirmationSent: 'Confirmation email sent!',
  alreadyConfirmed: 'Your email address is already confirmed.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  sameEmail: 'That is already your email address.',
  userNameTaken: 'This username is already taken.',
  emailTaken: 'This email address is already registered.',
  emailConfirmed: 'Your email address is confirmed. Thank you!',
  linkExpired: 'This link has expired. Please request a new one.',
  linkUsed: 'This link has already been used.',
  linkUnknown: 'This link is invalid. Please request a new one.',
} as const;

/**
 * Refusals the schemas of several areas share: each sentence is written once, so it names one translation
 * (`i18n/pt-BR/common.ts`).
 */
export const CommonMessages = {
  confirmPassword: 'Please enter your current password to confirm.',
  passwordTooLong: 'Password must be at most 1024 characters long.',
  titleRequired: 'Title is required.',
} as const;

/** Minimum password length with no game back end (docs/product.md §2.1). */
export const MIN_PASSWORD_LENGTH = 6;
