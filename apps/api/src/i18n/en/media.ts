/** The media feature's sentences (answers and refusals), in English. */
export const MediaText = {} as const;
