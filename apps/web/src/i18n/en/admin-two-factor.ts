/** The admin panel's two-factor walkthrough (features/admin/shell/two-factor-gate.tsx); its steps are the profile's. */
export const enAdminTwoFactor = {
  checking: 'Checking your account security...',
  title: 'Turn On Two-Factor Authentication',
  lead: 'Your account can change the site and the game for every player, so the admin panel asks for a second step at login: a 6-digit code from an authenticator app on your phone. Turn it on once, here, and the panel opens.',
  later:
    'You can turn it off again on your profile, under Security, but the admin panel will then stay closed.',
} as const;
