/** The mails feature's sentences (answers and refusals), in English. */
export const MailsText = {} as const;
