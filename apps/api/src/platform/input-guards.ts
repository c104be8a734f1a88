import type { FastifyInstance } from 'fastify';
import { PlatformText } from '../i18n/en/platform.ts';
import { AppError, badRequest } from './errors.ts';

/** What a client hears when its text holds a NUL character. */
const NUL_MESSAGE = PlatformText.nulCharacters;

// No contract shape nests deeper than a few levels; anything deeper is refused instead of walked.
const MAX_DEPTH = 32;

/**
 * Body limits in bytes. The server's default fits every form; a route that takes more declares which it needs
 * (`bodyLimit: BODY_LIMITS.article`), and credentials and mail calls take less (a few hundred bytes in use).
 */
export const BODY_LIMITS = {
  /**
   * Login, registration, codes, mailed-link calls: a name, an address, a password of at most 1,024 characters (4 KB
   * of UTF-8 at worst).
   */
  credentials: 8 * 1024,
  /** Any other JSON body (the server's default): profile, admin forms, passkey ceremonies. */
  form: 16 * 1024,
  /** A product: its description holds up to 20,000 characters. */
  product: 96 * 1024,
  /** A news article or patch note: up to 200,000 characters of Markdown. */
  article: 256 * 1024,
} as const;

/**
 * Whether the JSON text opens more than `max` arrays or objects inside each other, read as characters before any
 * parse: it stops at the first level too deep, so `[[[[…` costs what its first few bytes cost, while a parser would
 * build every level first (a 254 KB body of brackets took about 140 ms of CPU to parse and walk; a flat one 12 ms).
 */
function nestsDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies: refused when nested deeper than MAX_DEPTH before they are parsed, then parsed by Fastify's own parser
 * (which refuses `__proto__` and `constructor.prototype` keys). The body limit is the route's, read as it arrives.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_DEPTH))
      return done(new AppError(400, PlatformText.nestedTooDeeply, 'BAD_REQUEST'), undefined);
    parse(request, text, done);
  });
}

/**
 * Refuses (400, naming the field) any string or key in the value that holds a NUL character: PostgreSQL rejects NUL
 * in text and jsonb, which would otherwise turn the request into a 500. Walks objects and arrays, not raw bytes.
 */
export function refuseNul(value: unknown, root = 'request'): void {
  const path = findNul(value, 0);
  if (path === undefined) return;
  const field = path.length > 0 ? path.join('.').replaceAll('\u0000', '\\0') : root;
  badRequest(NUL_MESSAGE, { [field]: [NUL_MESSAGE] });
}

// The path to the first string or key holding a NUL, or undefined when there is none. The path is built only on the
// way back from a find: building it for every element made a body of 100,000 numbers cost 120 ms to walk.
function findNul(value: unknown, depth: number): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  // A raw body (the Stripe webhook's Buffer) holds bytes, not text.
  if (ArrayBuffer.isView(value)) return undefined;
  if (depth >= MAX_DEPTH) return badRequest(PlatformText.nestedTooDeeply);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], depth + 1);
      if (found) return [String(i), ...found];
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (key.includes('\u0000')) return [key];
    const found = findNul((value as Record<string, unknown>)[key], depth + 1);
    if (found) return [key, ...found];
  }
  return undefined;
}

/** Refuses a NUL character in any path parameter, query parameter or JSON body before a route validates them. */
export function registerInputGuards(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and a promise per request costs more than the walk.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseNul(request.params, 'params');
      refuseNul(request.query, 'query');
      refuseNul(request.body, 'body');
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
