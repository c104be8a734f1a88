import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { drillPort } from '../../test/faults/harness.ts';
import { openDatabase } from './client.ts';
import { DatabaseUnreachableError, databaseUnavailable } from './errors.ts';

/** A server error as node-postgres raises it (a DatabaseError with its SQLSTATE), under Drizzle's wrapper. */
function serverError(code: string, message: string) {
  const error = Object.assign(new pg.DatabaseError(message, 0, 'error'), { code, severity: 'FATAL' });
  return new DrizzleQueryError('select 1', [], error);
}

const socketError = (code: string) => Object.assign(new Error(`read ${code}`), { code, syscall: 'read' });

describe('which errors mean the database does not answer', () => {
  it.each([
    ['admin shutdown (a fast or immediate stop)', serverError('57P01', 'terminating connection'), '57P01'],
    ['crash shutdown', serverError('57P02', 'terminating connection'), '57P02'],
    ['starting up or shutting down', serverError('57P03', 'the database system is starting up'), '57P03'],
    ['too many connections', serverError('53300', 'sorry, too many clients already'), '53300'],
    ['a connection exception (class 08)', serverError('08006', 'connection failure'), '08006'],
    [
      'a reset socket under a query',
      new DrizzleQueryError('select 1', [], socketError('ECONNRESET')),
      'ECONNRESET',
    ],
    [
      'the socket ending under a query',
      new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')),
      'connection lost',
    ],
    [
      'a query on a client whose connection failed (a rollback after the drop)',
      new Error('Client has encountered a connection error and is not queryable'),
      'connection lost',
    ],
    [
      'a refused connection (the pool wraps it)',
      new DatabaseUnreachableError(
        Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      ),
      'ECONNREFUSED',
    ],
    [
      'a refused connection under a query',
      new DrizzleQueryError(
        'select 1',
        [],
        new DatabaseUnreachableError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })),
      ),
      'ECONNREFUSED',
    ],
    [
      'any other failure to connect',
      new DatabaseUnreachableError(new Error('no pg_hba.conf entry')),
      'unreachable',
    ],
  ])('%s', (_name, error, reason) => {
    expect(databaseUnavailable(error)).toBe(reason);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key')],
    ['a missing table', serverError('42P01', 'relation does not exist')],
    ['a plain error', new Error('connection refused at 10.1.2.3:5432')],
    // Another service's refused connection (SMTP, Stripe, Twitch) is not the database being down.
    ['a bare refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    [
      "fetch's refused connection",
      new TypeError('fetch failed', { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }),
    ],
    ['nothing', undefined],
  ])('not %s', (_name, error) => {
    expect(databaseUnavailable(error)).toBeUndefined();
  });
});

describe('a PostgreSQL that refuses connections', async () => {
  // A free loopback port of the drills' range: nothing listens on it.
  const port = await drillPort();
  const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/none` });
  afterAll(() => database.close());

  it('fails a query with an error that says so', async () => {
    const error = await database.db.execute(sql`select 1`).catch((caught: unknown) => caught);
    expect(databaseUnavailable(error)).toBe('ECONNREFUSED');
  });

  it('fails a transaction (whose connect is not under Drizzle) with an error that says so', async () => {
    const error = await database.db.transaction(async () => {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    expect(databaseUnavailable(error)).toBe('ECONNREFUSED');
  });
});
