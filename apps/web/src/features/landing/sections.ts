/** The landing page's sections, top to bottom; each has its own background art (public/images/landing). */
export const SECTION_IDS = ['welcome', 'features', 'start', 'community'] as const;

/** One landing section. */
export type SectionId = (typeof SECTION_IDS)[number];
