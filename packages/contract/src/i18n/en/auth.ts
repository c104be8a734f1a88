/** The refusals of the login form (`i18n/pt-BR/auth.ts` translates them). */
export const AuthMessages = {
  identifierRequired: 'Please enter your username or email.',
  passwordRequired: 'Please enter your password.',
} as const;
