/** The twitch feature's sentences (answers and refusals), in English. */
export const TwitchText = {} as const;
