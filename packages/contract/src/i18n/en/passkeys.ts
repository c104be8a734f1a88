/** The refusals of the passkey schemas (`i18n/pt-BR/passkeys.ts` translates them). */
export const PasskeyMessages = {
  answerTooLarge: 'That passkey answer is too large.',
  answerInvalid: 'That passkey answer is not valid.',
  ceremonyExpired: 'The passkey request expired: please try again.',
  nameRequired: 'Please give the passkey a name.',
  nameTooLong: 'The name must be at most 64 characters.',
  notFound: 'Passkey not found.',
} as const;
