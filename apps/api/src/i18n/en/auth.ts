/** The auth feature's sentences (answers and refusals), in English. */
export const AuthText = {
  // Logging in and out
  enterAuthenticatorCode: 'Enter the code from your authenticator app.',
  tooManyWrongCodes: 'Too many wrong codes: please log in again.',
  gameAccountTaken:
    'This game account cannot be linked here: its name or email belongs to another site account. Please contact support.',
  loggedOut: 'Logged out.',

  // The mailed links
  accountNotFound: 'Account not found.',
  emailChanged: 'Your email address is now {{email}}.',

  // Two-factor authentication
  wrongPassword: 'The password is not correct.',
  wrongCode: 'That code is not valid. Check the time on your phone, or use a recovery code.',
  twoFactorNotOn: 'Two-factor authentication is not on.',
  twoFactorAlreadyOn: 'Two-factor authentication is already on.',
  setupFirst: 'Start the setup first: scan a new QR code.',
  twoFactorOn: 'Two-factor authentication is on. Store your recovery codes now: they are shown only once.',
  twoFactorOff: 'Two-factor authentication is off.',
  newRecoveryCodes: 'New recovery codes: the old ones no longer work. Store these now.',

  // Passkeys
  passkeysOnlyAt: 'Passkeys work only at {{origin}}.',
  passkeyNotAccepted: 'That passkey could not be verified. Please try again.',
  tooManyPasskeys: 'An account can keep {{count}} passkeys: remove one first.',
  passkeyTaken: 'This passkey is already registered.',
  passkeyRemoved: 'The passkey is removed.',
  noPasskey: 'This account has no passkey: enter the code from your authenticator app.',
} as const;
