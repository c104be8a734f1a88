/** The content feature's sentences (answers and refusals), in English. */
export const ContentText = {} as const;
