/** The stats feature's sentences (answers and refusals), in English. */
export const StatsText = {} as const;
