import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import type { Clock } from '../src/platform/clock.ts';
import {
  startTeraGatewayFake,
  type TeraGatewayFake,
  type TeraGatewayFakeOptions,
} from './fakes/tera-gateway/server.ts';
import { createTestApp } from './helpers.ts';

/**
 * The site with GAME_BACKEND=tera-api against the Gateway fake, whose tables live in a throw-away MariaDB database.
 * The worker is not started: tests push the outbox with `worker.tick()`. Both are closed after the file's tests.
 */
export async function createTeraTestApp(
  options: { env?: Record<string, string>; clock?: Clock; fake?: TeraGatewayFakeOptions } = {},
) {
  const fake = await startTeraGatewayFake({ now: options.clock?.now, ...options.fake });
  afterAll(() => fake.close());
  const app = await createTestApp({
    clock: options.clock,
    env: {
      GAME_BACKEND: 'tera-api',
      TERA_GATEWAY_URL: fake.url,
      TERA_DB_URL: fake.databaseUrl,
      TERA_TIMEOUT_MS: '400',
      ...options.env,
    },
  });
  const worker = app.modules.game.worker;
  if (!worker) throw new Error('GAME_BACKEND=tera-api built no deliveries worker');
  return { app, fake, worker };
}

/** A game-valid account (3–24 letters and digits, password 8–128) made through the site, as registration does. */
export async function buildGameAccount(
  app: FastifyInstance,
  overrides: { userName?: string; email?: string; password?: string; webMgt?: number } = {},
) {
  const suffix = randomBytes(4).toString('hex');
  const password = overrides.password ?? 'correct-horse-1';
  const account = await app.modules.accounts.create({
    userName: overrides.userName ?? `p${suffix}`,
    email: overrides.email ?? `p${suffix}@example.com`,
    password,
    webMgt: overrides.webMgt,
  });
  return { account, password };
}

/** The game's row of the account, as tera-api's table holds it. */
export async function gameAccount(fake: TeraGatewayFake, accountDBID: number) {
  const [row] = await fake.rows<{ userName: string; passWord: string; email: string }>(
    'SELECT userName, passWord, email FROM account_info WHERE accountDBID = ?',
    [accountDBID],
  );
  return row;
}
