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
    deletion: {
      open: 'Delete my account',
      title: 'Delete your account',
      lead: 'Your request goes to the staff, who confirm it. Until then your account works as before, and you can take the request back here.',
      factGone:
        'Once confirmed, your name, email address, login and linked Twitch account are removed, and you cannot log in to the site or the game with them again.',
      factLost: 'Your coins, club time, benefits, characters and items are lost with the account.',
      factKept: 'Donation records are kept without your name or address, for as long as tax law requires.',
      reason: 'Why are you leaving? (optional)',
      submit: 'Request Deletion',
      sending: 'Sending...',
      sent: 'Your deletion request was sent.',
      failed: 'Your deletion request could not be changed. Please try again.',
      pending:
        'You asked on {{date}} for this account to be deleted. The staff will confirm it and tell you by mail.',
      takeBack: 'Take Back Request',
      takenBack: 'Your deletion request was taken back.',
      declined: 'The staff declined your deletion request: {{note}}',
    },
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
