import { z } from 'zod';
import { BoundsMessages } from './i18n/en/bounds.ts';
import { INT32_MAX, INT32_MIN, MAX_PAGE, MAX_SAFE_INT } from './limits.ts';

export { BoundsMessages } from './i18n/en/bounds.ts';
export { INT32_MAX, INT32_MIN, MAX_PAGE, MAX_SAFE_INT } from './limits.ts';

// The ranges of the database columns numbers land in. A number outside its column's range makes PostgreSQL refuse
// the statement; the contract refuses it first, so the client hears a 400 with a message instead of a 500.

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
