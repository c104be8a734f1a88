/** The game feature's sentences (answers and refusals), in English. */
export const GameText = {} as const;
