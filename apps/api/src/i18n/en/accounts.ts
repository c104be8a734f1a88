/** The accounts feature's sentences (answers and refusals), in English. */
export const AccountsText = {} as const;
