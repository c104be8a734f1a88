/**
 * The contract's bounds as plain numbers and words, in a module of their own: the message catalogs name them, and a
 * page that shows a message must not load the schemas beside which a bound was declared.
 */

/** Smallest value of an `integer` (int4) column. */
export const INT32_MIN = -2_147_483_648;

/** Largest value of an `integer` (int4) column; ids are bounded by it too, as tera-api's ids are 32-bit. */
export const INT32_MAX = 2_147_483_647;

/** Largest `bigint` a JavaScript number holds exactly (bigint columns are read in number mode). */
export const MAX_SAFE_INT = Number.MAX_SAFE_INTEGER;

/** Highest page number of a list: beyond it the database would only skip rows to answer an empty page. */
export const MAX_PAGE = 1_000_000;

/** The longest reason a player gives, and note the staff give back. */
export const DELETION_REASON_MAX = 500;

/** The widths, in pixels, an uploaded image is served at besides its original (GET /api/media/{id}?w=…). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The highest price, as its refusal writes it: INT32_MAX cents, the most a price_cents column holds. */
export const MAX_PRICE_TEXT = 'R$ 21.474.836,47';

/** The longest period a view answers: two years of days. */
export const STATS_MAX_DAYS = 731;
