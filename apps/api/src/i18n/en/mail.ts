/** The mail feature's sentences (answers and refusals), in English. */
export const MailText = {} as const;
