import type { FastifyInstance } from 'fastify';
import { PlatformText } from '../i18n/en/platform.ts';
import { badRequest } from './errors.ts';

/** What a client hears when its text holds a NUL character. */
export const NUL_MESSAGE = PlatformText.nulCharacters;

// No contract shape nests deeper than a few levels; anything deeper is refused instead of walked.
const MAX_DEPTH = 32;

/**
 * Refuses (400, naming the field) any string or key in the value that holds a NUL character: PostgreSQL rejects NUL
 * in text and jsonb, which would otherwise turn the request into a 500. Walks objects and arrays, not raw bytes.
 */
export function refuseNul(value: unknown, root = 'request'): void {
  const path = findNul(value, [], 0);
  if (path === undefined) return;
  const field = path.length > 0 ? path.join('.').replaceAll('\u0000', '\\0') : root;
  badRequest(NUL_MESSAGE, { [field]: [NUL_MESSAGE] });
}

// The path to the first string or key holding a NUL, or undefined when there is none.
function findNul(value: unknown, path: string[], depth: number): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  // A raw body (the Stripe webhook's Buffer) holds bytes, not text.
  if (ArrayBuffer.isView(value)) return undefined;
  const isArray = Array.isArray(value);
  if (depth >= MAX_DEPTH) return badRequest(PlatformText.nestedTooDeeply);
  for (const [key, item] of Object.entries(value)) {
    const itemPath = [...path, key];
    if (!isArray && key.includes('\u0000')) return itemPath;
    const found = findNul(item, itemPath, depth + 1);
    if (found) return found;
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
