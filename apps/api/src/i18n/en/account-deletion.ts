/** The account-deletion feature's sentences (answers and refusals), in English. */
export const AccountDeletionText = {} as const;
