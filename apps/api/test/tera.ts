import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, it } from 'vitest';
import type { Clock } from '../src/platform/clock.ts';
import { openPool } from './fakes/tera-gateway/database.ts';
import {
  startTeraGatewayFake,
  type TeraGatewayFake,
  type TeraGatewayFakeOptions,
} from './fakes/tera-gateway/server.ts';
import { createTestApp } from './helpers.ts';

/**
 * An operator's own tera-api (a staging copy: the suite writes test accounts), when TERA_GATEWAY_URL and TERA_DB_URL
 * name one; otherwise the game suite runs against the fake.
 */
export const realTera =
  process.env.TERA_GATEWAY_URL && process.env.TERA_DB_URL
    ? { gatewayUrl: process.env.TERA_GATEWAY_URL, dbUrl: process.env.TERA_DB_URL }
    : undefined;

/** The password as the tera-api under test stores it (the operator's TERA_PASSWORD_FORMAT against a real one). */
export function storedGamePassword(password: string): string {
  if (!realTera || process.env.TERA_PASSWORD_FORMAT !== 'sha512') return password;
  return createHash('sha512')
    .update((process.env.TERA_PASSWORD_SALT ?? '') + password)
    .digest('hex');
}

/** A test that needs the fake's fault injection or its seeded boxes: skipped against a real tera-api. */
export const fakeOnly = realTera ? it.skip : it;

/** The real tera-api in the fake's shape: its URL, its database, reads; faults cannot be injected. */
async function connectRealTera(real: NonNullable<typeof realTera>): Promise<TeraGatewayFake> {
  const pool = openPool(real.dbUrl, 2);
  const refuse = () => {
    throw new Error('a real tera-api takes no injected faults: mark this test fakeOnly');
  };
  const real_ = {
    url: real.gatewayUrl,
    databaseUrl: real.dbUrl,
    pool,
    requests: [],
    failNext: refuse,
    kicks: () => [],
    async rows(query: string, values: unknown[] = []) {
      const [rows] = await pool.query(query, values);
      return rows;
    },
    close: () => pool.end(),
  };
  // Only what a fakeOnly-free test uses exists; anything else throws or is empty.
  return real_ as unknown as TeraGatewayFake;
}

/**
 * The site with GAME_BACKEND=tera-api against the Gateway fake, whose tables live in a throw-away MariaDB database.
 * The worker is not started: tests push the outbox with `worker.tick()`. Both are closed after the file's tests.
 */
export async function createTeraTestApp(
  options: { env?: Record<string, string>; clock?: Clock; fake?: TeraGatewayFakeOptions } = {},
) {
  const fake = realTera
    ? await connectRealTera(realTera)
    : await startTeraGatewayFake({ now: options.clock?.now, ...options.fake });
  afterAll(() => fake.close());
  const app = await createTestApp({
    clock: options.clock,
    env: {
      GAME_BACKEND: 'tera-api',
      TERA_GATEWAY_URL: fake.url,
      TERA_DB_URL: fake.databaseUrl,
      TERA_TIMEOUT_MS: realTera ? '10000' : '400',
      // Against a real tera-api, its own settings (servers, password format) apply.
      ...(realTera &&
        Object.fromEntries(
          ['TERA_SERVER_IDS', 'TERA_PASSWORD_FORMAT', 'TERA_PASSWORD_SALT', 'TERA_CLUB_BENEFIT_ID']
            .map((name) => [name, process.env[name]])
            .filter((entry): entry is [string, string] => entry[1] !== undefined),
        )),
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
