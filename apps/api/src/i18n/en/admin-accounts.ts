/** The admin-accounts feature's sentences (answers and refusals), in English. */
export const AdminAccountsText = {} as const;
