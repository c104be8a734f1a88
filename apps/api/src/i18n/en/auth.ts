/** The auth feature's sentences (answers and refusals), in English. */
export const AuthText = {} as const;
