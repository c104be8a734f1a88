// The profile's empty tabs and its Reset Password question, added to the catalog by profile-messages.ts when the
// profile loads: a visitor of any other page never downloads them.
export const enProfile = {
  profile: {
    noCharactersNext: 'Download the launcher, log in with this account and create your first hero.',
    noAchievementsNext: 'Achievements are earned in the game. Play a while, then look here.',
    downloadClient: 'Download Client',
    resetConfirmTitle: 'Reset Password',
    resetConfirmText:
      'We will send a link to reset your password to {{email}}. Your current password keeps working until you choose a new one.',
    resetConfirmSend: 'Send Reset Link',
    resetSending: 'Sending...',
    devices: 'Devices',
    donations: 'Donations',
    loadingTab: 'Loading...',
    sessions: {
      intro:
        'Where your account is logged in. Log out a device you do not recognise, then change your password.',
      listLabel: 'Devices logged in to your account',
      loading: 'Loading devices...',
      loadFailed: 'Could not load your devices.',
      unknownDevice: 'Unknown device',
      thisDevice: 'This device',
      since: 'Logged in {{date}}',
      sinceFrom: 'Logged in {{date}} from {{ip}}',
      logOut: 'Log out',
      logOutDevice: 'Log out {{device}}',
      logOutOthers: 'Log out everywhere else',
      ended: 'Logged out.',
      endFailed: 'Could not log that device out. Please try again.',
    },
  },
} as const;
