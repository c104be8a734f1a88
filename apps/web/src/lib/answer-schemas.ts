import { ErrorResponse } from '@agaia/contract';

/**
 * The schemas the start code of every page checks answers with, in a chunk of their own: a page's first code names
 * them by loader (`() => import('./answer-schemas.ts')`), so zod and the contract's schemas load with the first
 * answer the browser itself fetches or checks, never before the page is interactive (issue 31). The server renders
 * a public page with its data; hydrating that needs no schema.
 */
export { GameStatus, LoginResponse, SiteInfo } from '@agaia/contract';

/** A failure's body: the contract's error shape, each part optional (a proxy's 502 page has none of it). */
export const ErrorAnswer = ErrorResponse.partial();
