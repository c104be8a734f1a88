/** The shop feature's sentences (answers and refusals), in English. */
export const ShopText = {} as const;
