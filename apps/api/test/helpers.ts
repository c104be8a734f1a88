import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import type { Clock } from '../src/platform/clock.ts';

/** A clock tests move by hand. */
export function createTestClock(start = new Date('2026-01-15T12:00:00Z')) {
  let current = start.getTime();
  const clock: Clock & { set(date: Date): void; advance(ms: number): void } = {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
  return clock;
}

/** A fresh database for one test file: in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL || undefined;
  if (!url) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    return database;
  }
  const created = await createPostgresDatabase(url);
  const database = await openDatabase({ url: created.url });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `serverUrl`: its URL, and how to drop it. */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `agaia_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** The configuration tests run with: quiet logs, nothing outside configured unless a test says so. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  // Admin test accounts have no second factor: the suites that test it set ADMIN_TWO_FACTOR=required themselves.
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/agaia-test-unused',
    ADMIN_TWO_FACTOR: 'optional',
    ...overrides,
  });
}

/** Builds the real app on a fresh test database; it is closed after the file's tests. */
export async function createTestApp(
  options: { env?: Record<string, string>; clock?: Clock; webDistDir?: string } = {},
): Promise<FastifyInstance> {
  const database = await openTestDatabase();
  const env = { ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}), ...options.env };
  const app = await buildApp({ config: testConfig(env), database, clock: options.clock });
  afterAll(() => app.close());
  return app;
}

/**
 * Resolves once every mail queued so far has had its first attempt. Mails go through the outbox and are sent in the
 * background after the answer, so a test that reads what was mailed right after a request waits for this first.
 */
export const mailsAttempted = (app: FastifyInstance): Promise<void> => app.platform.background.drain();
