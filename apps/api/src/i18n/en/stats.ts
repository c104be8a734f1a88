/** The stats feature's sentences (answers and refusals), in English. */
export const StatsText = {
  gameDatabaseUnavailable: "The game's database did not answer: try again in a minute.",
} as const;
