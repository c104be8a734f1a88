/** The refusals of the profile's schemas (`i18n/pt-BR/user.ts` translates them). */
export const UserMessages = {
  emailRequired: 'Please enter an email address.',
  confirmChange: 'Please enter your current password to confirm this change.',
} as const;
