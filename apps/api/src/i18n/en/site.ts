/** The site feature's sentences (answers and refusals), in English. */
export const SiteText = {} as const;
