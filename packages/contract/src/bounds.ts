import { z } from 'zod';

// The ranges of the database columns numbers land in. A number outside its column's range makes PostgreSQL refuse
// the statement; the contract refuses it first, so the client hears a 400 with a message instead of a 500.

/** Smallest value of an `integer` (int4) column. */
export const INT32_MIN = -2_147_483_648;
/** Largest value of an `integer` (int4) column; ids are bounded by it too, as tera-api's ids are 32-bit. */
export const INT32_MAX = 2_147_483_647;
/** Largest `bigint` a JavaScript number holds exactly (bigint columns are read in number mode). */
export const MAX_SAFE_INT = Number.MAX_SAFE_INTEGER;
/** Highest page number of a list: beyond it the database would only skip rows to answer an empty page. */
export const MAX_PAGE = 1_000_000;

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

/** An id in a URL path or query (it arrives as text): 1 to INT32_MAX, with a message for each side (zod's when none). */
export const idParam = (tooSmall?: string, tooLarge = tooSmall) =>
  z.coerce.number().int().positive(tooSmall).max(INT32_MAX, tooLarge);

/** A page number in a list query: 1 (the default) to MAX_PAGE. */
export const pageParam = (tooSmall?: string) =>
  z.coerce.number().int().min(1, tooSmall).max(MAX_PAGE, BoundsMessages.pageTooLarge).default(1);

/** Any value of an `integer` column. */
export const int32 = () => z.number().int().min(INT32_MIN).max(INT32_MAX);

/** A row id in an answer: 1 to INT32_MAX. */
export const rowId = () => z.number().int().positive().max(INT32_MAX);

/**
 * A row id in an answer from a `bigserial` table that grows without end (orders, deliveries, bans, the audit log):
 * any id a JavaScript number holds exactly, so a busy server's answers never outgrow their own schema.
 */
export const bigRowId = () => z.number().int().positive().max(MAX_SAFE_INT);

/** A whole number from 0 to the given bound (INT32_MAX, an `integer` column, unless told): counts, coins, prices. */
export const nonNegativeInt = (max: number = INT32_MAX) => z.number().int().min(0).max(max);

/** Any value of a `bigint` column that a JavaScript number holds exactly. */
export const safeInt = () => z.number().int().min(-MAX_SAFE_INT).max(MAX_SAFE_INT);

/** A row count or another `bigint` that is never negative. */
export const count = () => nonNegativeInt(MAX_SAFE_INT);
