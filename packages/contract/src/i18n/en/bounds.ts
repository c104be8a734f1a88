import { INT32_MAX, MAX_PAGE } from '../../limits.ts';

/**
 * The refusals of a page number and of the ids several schemas bound, each a whole sentence (the server translates a
 * refusal by its words, so none is built from a label at run time).
 */
export const BoundsMessages = {
  pageTooSmall: 'page must be 1 or more.',
  pageTooLarge: `page must be at most ${MAX_PAGE}.`,
  accountIdTooLarge: `Account ID must be at most ${INT32_MAX}.`,
  benefitIdTooLarge: `Benefit ID must be at most ${INT32_MAX}.`,
  itemIdTooLarge: `Item ID must be at most ${INT32_MAX}.`,
  boxIdTooLarge: `Box ID must be at most ${INT32_MAX}.`,
} as const;
