/**
 * The sentences of the mails the site sends, in English: each mail's keys are `<mail>_<part>` (`confirmEmail_subject`,
 * `confirmEmail_action`…); the parts every mail shares have no prefix. Values are `{{placeholders}}`.
 */
export const MailsText = {
  // Shared by every mail (platform/mail.ts writes the button's fallback)
  greeting: 'Hello {{userName}},',
  buttonFallback: 'If the button does not work, open this address:',

  // auth: the confirmation of a new account's address
  confirmEmail_subject: 'Confirm your email address',
  confirmEmail_welcome: 'Welcome to {{siteName}}! Please confirm that this is your email address.',
  confirmEmail_action: 'Confirm email address',
  confirmEmail_footnote:
    'This link works once and expires in 24 hours. If you did not create this account, ignore this mail.',

  // auth: a registration with an address that already has an account (the answer is the same as a new account's)
  registrationAttempt_subject: 'Someone tried to register with your email address',
  registrationAttempt_body:
    'Someone just tried to create a new {{siteName}} account with this email address. It already belongs to your account, so no new account was made.',
  registrationAttempt_ifYou:
    'If this was you, log in with your user name or this address; if you forgot your password, reset it from the login page.',
  registrationAttempt_notYou:
    'If this was not you, you can ignore this mail: nothing changed on your account.',

  // auth: a password reset link
  resetPassword_subject: 'Reset your password',
  resetPassword_asked: 'Someone (hopefully you) asked to reset the password of your account.',
  resetPassword_action: 'Choose a new password',
  resetPassword_footnote:
    'This link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',

  // auth: the notice of a password reset
  passwordChanged_subject: 'Your password was changed',
  passwordChanged_done: 'The password of your account was just reset, and every session was logged out.',
  passwordChanged_notYou: 'If this was not you, reset your password again at once and contact the staff.',
  passwordChanged_action: 'Log in',

  // auth: the link sent to a new address
  confirmEmailChange_subject: 'Confirm your new email address',
  confirmEmailChange_asked:
    'You asked to use this address for your account. Open the link and press the button on the page to finish the change.',
  confirmEmailChange_action: 'Confirm new address',
  confirmEmailChange_footnote:
    'This link works once and expires in 24 hours. Until you confirm there, your account keeps its old address.',

  // auth: the notice sent to the old address
  emailChangeNotice_subject: 'A change of your email address was requested',
  emailChangeNotice_asked:
    'Someone asked to change the email address of your account to {{newEmail}}. The change happens only when the link sent to that address is opened.',
  emailChangeNotice_notYou:
    'If this was not you, change your password now: nothing changes unless the link is opened.',

  // auth: a passkey added or removed
  passkeyAdded_subject: 'A passkey was added to your account',
  passkeyAdded_body: 'The passkey "{{name}}" can now log in to your account.',
  passkeyRemoved_subject: 'A passkey was removed from your account',
  passkeyRemoved_body: 'The passkey "{{name}}" no longer logs in to your account.',
  passkeyChanged_notYou:
    'If this was not you, change your password at once, remove the passkeys you do not know from your profile and contact the staff.',
  passkeyChanged_action: 'Open your profile',

  // auth: two-factor authentication turned on or off, or new recovery codes, by the owner
  twoFactorOn_subject: 'Two-factor authentication was turned on',
  twoFactorOn_body:
    'Two-factor authentication is now on for your account: each login asks for a code from an authenticator app after the password.',
  twoFactorOff_subject: 'Two-factor authentication was turned off',
  twoFactorOff_body:
    'Two-factor authentication is now off for your account: the password alone logs in again.',
  twoFactorCodes_subject: 'New two-factor recovery codes were made',
  twoFactorCodes_body:
    'New recovery codes were made for the two-factor authentication of your account: the old ones no longer work.',
  twoFactorChanged_notYou:
    'If this was not you, someone knows your password: reset it at once, log out the devices you do not know from your profile and contact the staff.',
} as const;
