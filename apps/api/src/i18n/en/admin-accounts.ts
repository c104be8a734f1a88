/** The admin-accounts feature's sentences (answers and refusals), in English. */
export const AdminAccountsText = {
  accountIdNotFound: 'No account with ID {{id}}.',

  // Users (prime 2)
  webMgtInvalid: 'webMgt must be a product of known permission primes.',
  unknownPermission: 'Unknown permission value.',
  permissionNotHeld: 'You cannot grant or remove a permission you do not hold.',
  gameNameFixed: "A game account's name cannot be changed: it is the player's login in the game.",
  gameKeepsName: 'The game keeps this name.',
  coinsCannotDecrease: 'Coins cannot be taken back from the game wallet: only adding is possible.',
  onlyAddingCoins: 'Only adding coins reaches the game.',
  userUpdated: 'User updated successfully!',
  twoFactorNotOnForAccount: 'Two-factor authentication is not on for this account.',
  twoFactorOffFor: 'Two-factor authentication is off for {{userName}}.',

  // Bans (prime 5)
  banEndsBeforeStart: 'The ban must end after it starts.',
  banIpsInvalid: 'IP addresses must be valid IPv4 or IPv6 addresses.',
  notAnIp: 'Not an IP address.',
  userBanned: 'User {{name}} banned successfully.',
  notBanned: 'This account is not banned.',
  userUnbanned: 'User {{name}} unbanned successfully.',

  // Benefits (prime 3)
  benefitSearch: 'Search by account ID or benefit ID (a number).',
  benefitMissing: 'Account {{accountDBID}} has no benefit {{benefitId}}.',
  benefitExists: 'Account {{accountDBID}} already has benefit {{benefitId}}: edit it instead.',
  benefitAdded: 'Benefit added successfully!',
  benefitUpdated: 'Benefit updated successfully!',
  benefitRemoved: 'Benefit removed successfully!',

  // Packs (prime 5): the bundled packs' labels (packs.json), then the answers naming one
  packVeteran: 'Veteran Pack',
  packFounder: 'Founder Pack',
  packContentCreator: 'Content Creator Pack',
  packStaff: 'Staff Pack',
  packAlreadyGranted: '{{userName}} already has the {{pack}}.',
  packGranted: '{{pack}} granted to {{userName}}.',

  // The mails telling an account's owner what staff changed (greeting and buttons: the mails group's)
  mailPasswordChanged_subject: 'Your password was changed by staff',
  mailPasswordChanged_done:
    'A member of staff set a new password for your account, and every session was logged out.',
  mailPasswordChanged_notYou:
    'If you did not ask for this, reset your password at once and contact the staff.',
  mailEmailChanged_subject: 'Your email address was changed by staff',
  mailEmailChanged_done:
    'A member of staff changed the email address of your account to {{newEmail}}. Mails about your account now go there, and links sent to this address no longer work.',
  mailEmailChanged_notYou: 'If you did not ask for this, contact the staff.',
  mailTwoFactorReset_subject: 'Two-factor authentication was turned off by staff',
  mailTwoFactorReset_done:
    'A member of staff turned off two-factor authentication on your account, and every session was logged out. Your password is unchanged.',
  mailTwoFactorReset_again:
    'Turn it on again from your profile. If you did not ask for this, change your password at once and contact the staff.',
} as const;
