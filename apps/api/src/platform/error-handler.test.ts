import { ErrorResponse } from '@agaia/contract';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE, DatabaseUnreachableError } from '../db/errors.ts';
import { registerErrorHandler } from './error-handler.ts';

const withCode = (error: Error, code: string) => Object.assign(error, { code });
const underQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

// Each route fails the way a request does while PostgreSQL is stopped, starting or restarting.
const failures: Record<string, () => Error> = {
  refused: () => new DatabaseUnreachableError(withCode(new Error('connect ECONNREFUSED'), 'ECONNREFUSED')),
  'admin-shutdown': () => underQuery(withCode(new pg.DatabaseError('terminating', 0, 'error'), '57P01')),
  'starting-up': () => underQuery(withCode(new pg.DatabaseError('starting up', 0, 'error'), '57P03')),
  reset: () => underQuery(withCode(new Error('read ECONNRESET'), 'ECONNRESET')),
  terminated: () => underQuery(new Error('Connection terminated unexpectedly')),
  // Not the database: stays an internal error.
  other: () => underQuery(withCode(new pg.DatabaseError('relation does not exist', 0, 'error'), '42P01')),
  'smtp-refused': () => withCode(new Error('connect ECONNREFUSED 127.0.0.1:25'), 'ECONNREFUSED'),
};

const app = Fastify({ logger: false });
registerErrorHandler(app);
for (const [name, failure] of Object.entries(failures))
  app.get(`/${name}`, async () => {
    throw failure();
  });
await app.ready();
afterAll(() => app.close());

describe('the error handler while the database does not answer', () => {
  it.each(['refused', 'admin-shutdown', 'starting-up', 'reset', 'terminated'])(
    '%s → 503 DATABASE_UNAVAILABLE in the one error shape',
    async (name) => {
      const response = await app.inject(`/${name}`);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(ErrorResponse.strict().parse(response.json())).toEqual({
        message: DATABASE_UNAVAILABLE_MESSAGE,
        code: 'DATABASE_UNAVAILABLE',
      });
    },
  );

  it.each(['other', 'smtp-refused'])('%s → 500, as any internal error', async (name) => {
    const response = await app.inject(`/${name}`);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error.', code: 'INTERNAL' });
  });
});
