import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PlatformText } from '../i18n/en/platform.ts';

/** The constraint a unique violation (SQLSTATE 23505) broke, if the error is one; looks through Drizzle's wrapper. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}

/** What a client is told while the database does not answer (HTTP 503, code DATABASE_UNAVAILABLE). */
export const DATABASE_UNAVAILABLE_MESSAGE = PlatformText.databaseUnavailable;

/**
 * A connection to PostgreSQL could not be opened (refused, reset, unknown host, the server starting or shutting
 * down). db/client.ts wraps the pool's connect failures in it: a bare ECONNREFUSED could as well come from SMTP or
 * Stripe, and only the database's may be reported as the database being down.
 */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
  constructor(override readonly cause: unknown) {
    super(`cannot connect to PostgreSQL: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

// SQLSTATEs of a server that is going away or not taking connections: class 08 (connection exception), 57P01
// admin_shutdown (a fast or immediate stop ends every session), 57P02 crash_shutdown, 57P03 cannot_connect_now
// (starting up, shutting down, in recovery), 53300 too_many_connections.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// Socket errors; counted only under a Drizzle query or a DatabaseUnreachableError, where they are the database's.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres names a dropped connection in words only (no code): the socket ended, or a query was sent on a
// client whose connection had already failed.
const DROPPED = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
];

/**
 * Why the error means the database does not answer (a SQLSTATE, a socket code or `connection lost`), or undefined
 * when it is another failure (a bad statement, a constraint, another service's network error).
 */
export function databaseUnavailable(error: unknown): string | undefined {
  let isDatabaseCall = false;
  for (let current: unknown = error, depth = 0; current && depth < 6; depth++) {
    if (current instanceof DatabaseUnreachableError) {
      const cause = (current.cause as { code?: unknown } | undefined)?.code;
      return typeof cause === 'string' ? cause : 'unreachable';
    }
    if (current instanceof DrizzleQueryError) isDatabaseCall = true;
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : undefined;
    if (code && (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SQLSTATES.has(code))) return code;
    if (code && isDatabaseCall && SOCKET_CODES.has(code)) return code;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (DROPPED.some((pattern) => pattern.test(message))) return 'connection lost';
    current = candidate.cause;
  }
  return undefined;
}
