// Passkeys: the profile's Passkeys card and logging in with one. Added to the catalog by passkeys-messages.ts when a
// chunk that uses passkeys loads: /login starts with only its button's label (en.ts).
export const enPasskeys = {
  passkeys: {
    cancelled: 'The passkey prompt was closed before it finished. Please try again.',
    alreadyAdded: 'This device already holds a passkey for your account.',
    failed: 'The passkey did not answer. Please try again.',
    unsupported:
      'This browser cannot use passkeys. Try a current version of Chrome, Edge, Firefox or Safari.',
    loginFailed: 'Could not log in with a passkey. Please try again.',
    waiting: 'Waiting for your passkey...',
    useInstead: 'Use a Passkey',
  },
  profile: {
    passkeys: {
      title: 'Passkeys',
      lead: 'Log in with your fingerprint, face or screen lock instead of typing your password. A passkey lives on your device or in your password manager and works only on this site, so a fake page cannot steal it.',
      loading: 'Loading your passkeys...',
      loadFailed: 'Could not load your passkeys.',
      empty: 'You have no passkeys yet.',
      listLabel: 'Your passkeys',
      add: 'Add a Passkey',
      addLead: 'Confirm with your password and name the passkey, then follow your browser.',
      name: 'Passkey Name',
      nameHint: 'To tell your passkeys apart, such as "Phone" or "Laptop".',
      addSubmit: 'Continue',
      adding: 'Waiting for your passkey...',
      added: 'Passkey added.',
      addFailed: 'The passkey could not be added. Please try again.',
      added_on: 'Added {{date}}',
      lastUsed: 'Last used {{date}}',
      neverUsed: 'Not used yet',
      synced: 'Synced',
      syncedHint: 'Kept by your password manager or phone: it survives a lost device.',
      remove: 'Remove',
      removeTitle: 'Remove "{{name}}"?',
      removeLead:
        'Confirm with your password. This passkey will no longer log you in; remove it from your device or password manager too.',
      removeSubmit: 'Remove Passkey',
      removing: 'Removing...',
      removed: 'Passkey removed.',
      removeFailed: 'The passkey could not be removed. Please try again.',
      limit: 'You have the most passkeys an account can keep ({{count}}): remove one to add another.',
    },
  },
} as const;
