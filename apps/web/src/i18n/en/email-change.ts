// The email-change page's words (/confirm-email-change/{token}), added to the catalog by email-change-messages.ts when
// that page's chunk loads: no other page starts with them.
export const enEmailChange = {
  auth: {
    emailChange: {
      title: 'Confirm Your New Email Address',
      lead: 'Press the button to make the address this link was sent to the email address of your account.',
      submit: 'Confirm Email Change',
      changing: 'Confirming...',
      failed: 'Your email address could not be changed right now. Please try again.',
      nextGuest: 'Log in with your user name or your new address.',
      nextUser: 'Your profile shows your new address.',
      newLink: 'Need a new link? Ask for the change again on your profile.',
    },
  },
} as const;
