import type { FastifyRequest } from 'fastify';
import pino from 'pino';

// Path segments that are secrets: the mailed links' tokens (the reset page and the API calls behind the links).
const SECRET_PATH = /\/(reset-password|validate-reset-token|confirm-email|confirm-email-change)\/[^/?#]+/g;
// Query parameters that are secrets: OAuth codes and states (the Twitch callback), tokens of any kind.
const SECRET_QUERY = new Set([
  'code',
  'state',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'password',
]);
const REDACTED = '[redacted]';

/** A request URL as it may be logged: tokens in the path and secret query parameters replaced by [redacted]. */
function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SECRET_PATH, `/$1/${REDACTED}`);
  if (queryAt === -1) return pathname;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return SECRET_QUERY.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathname}?${query}`;
}

type DatabaseErrorShape = {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
  cause?: unknown;
};

/** The driver's error (pg or PGlite) behind an error, if it is one: it carries a five-character SQLSTATE. */
function databaseErrorOf(error: unknown): DatabaseErrorShape | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as DatabaseErrorShape;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

const frames = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * A mysql2 error (tera-api's database) as logged: its code, errno and SQLSTATE. Its message can quote a value (a
 * duplicate email) and its `sql` is the statement with the values filled in (a game password): both are dropped.
 */
function mysqlErrorOf(error: unknown) {
  const candidate = error as {
    code?: unknown;
    errno?: unknown;
    sqlState?: unknown;
    sql?: unknown;
    stack?: string;
  };
  if (!(error instanceof Error) || (candidate.sqlState === undefined && candidate.sql === undefined))
    return undefined;
  const pick = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? value : undefined;
  return {
    type: 'MysqlError',
    message: 'tera-api database error',
    code: pick(candidate.code),
    errno: pick(candidate.errno),
    sqlState: pick(candidate.sqlState),
    stack: frames(candidate.stack),
  };
}

const isQueryError = (error: unknown) =>
  error instanceof Error && (error.name === 'DrizzleQueryError' || 'params' in error);

/**
 * Errors as logged. A database error keeps its SQLSTATE, constraint, table and column and loses its message, query
 * parameters and detail, which carry the values (a password hash, an email) the query was given.
 */
function serializeError(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const mysql = mysqlErrorOf(error);
  if (mysql) return mysql;
  const database = databaseErrorOf(error);
  if (database || isQueryError(error)) {
    const pick = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return {
      type: 'DatabaseError',
      message: 'database error',
      code: pick(database?.code),
      constraint: pick(database?.constraint),
      table: pick(database?.table),
      column: pick(database?.column),
      severity: pick(database?.severity),
      // Only the frames: the stack's head repeats the message, query parameters included.
      stack: error instanceof Error ? frames(error.stack) : '',
    };
  }
  return pino.stdSerializers.err(error as Error);
}

/** The request as logged: no headers, the URL without its secrets. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The pino options of the server's logger: secret headers redacted, errors and URLs serialized safely. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["stripe-signature"]',
      'headers.authorization',
      'headers.cookie',
    ],
    serializers: { req: serializeRequest, err: serializeError, error: serializeError },
  };
}
