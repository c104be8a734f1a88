/** The tracking feature's sentences (answers and refusals), in English. */
export const TrackingText = {} as const;
