/** The tracking feature's sentences (answers and refusals), in English. */
export const TrackingText = {
  timestampNotRecent: 'The timestamp is not a recent time.',
} as const;
