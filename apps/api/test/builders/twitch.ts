import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { twitchRewards, twitchTime } from '../../src/db/schema/index.ts';
import type { Clock } from '../../src/platform/clock.ts';
import { startTwitchFake, type TwitchFake } from '../fakes/twitch/server.ts';
import { createTestApp } from '../helpers.ts';
import { buildAccount, loginAs } from './accounts.ts';

export const TWITCH_GAME_ID = '18846';
export const TWITCH_ENV = { TWITCH_CLIENT_ID: 'fake-client-id', TWITCH_CLIENT_SECRET: 'fake-client-secret' };

/** A Twitch fake and an app configured against it; both closed after the file's tests. */
export async function createTwitchTestApp(options: { clock?: Clock; env?: Record<string, string> } = {}) {
  const fake = await startTwitchFake({
    clientId: TWITCH_ENV.TWITCH_CLIENT_ID,
    clientSecret: TWITCH_ENV.TWITCH_CLIENT_SECRET,
  });
  afterAll(() => fake.close());
  const app = await createTestApp({
    clock: options.clock,
    env: {
      ...TWITCH_ENV,
      TWITCH_GAME_ID,
      TWITCH_API_BASE: fake.url,
      TWITCH_AUTH_BASE: fake.url,
      PUBLIC_URL: 'https://agaia.test',
      ...options.env,
    },
  });
  return { app, fake };
}

/** A logged-in player: the account, its bearer headers and its session token. */
export async function buildPlayer(app: FastifyInstance, overrides: { webMgt?: number } = {}) {
  const { account, password } = await buildAccount(app, overrides);
  const session = await loginAs(app, account.userName, password);
  return { account, headers: session.headers, accessToken: session.accessToken };
}

/** Asks for the link URL (must succeed) and returns it. */
export async function linkUrl(app: FastifyInstance, headers: Record<string, string>): Promise<URL> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/twitch/link', headers });
  if (response.statusCode !== 200) throw new Error(`link failed: ${response.statusCode} ${response.body}`);
  return new URL(response.json<{ url: string }>().url);
}

/** Follows the authorize URL at the fake (which redirects back) and answers the callback path it sends the browser to. */
export async function authorizeAt(url: URL): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`authorize answered ${response.status}`);
  const back = new URL(location);
  return `${back.pathname}${back.search}`;
}

/** Opens the callback as the browser would; answers where it redirected and the profile message or error. */
export async function openCallback(app: FastifyInstance, path: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: path, headers });
  const location = response.headers.location as string | undefined;
  const params = new URL(location ?? '/', 'https://agaia.test').searchParams;
  return {
    status: response.statusCode,
    location,
    message: params.get('message') ?? undefined,
    error: params.get('error') ?? undefined,
  };
}

/** Links a player to a Twitch user through the whole flow; fails loudly when the link does not succeed. */
export async function linkTwitch(
  app: FastifyInstance,
  fake: TwitchFake,
  headers: Record<string, string>,
  user: { id: string; login?: string },
) {
  fake.authorizeAs(user);
  const outcome = await openCallback(app, await authorizeAt(await linkUrl(app, headers)));
  if (!outcome.message) throw new Error(`linking failed: ${outcome.error}`);
  return outcome;
}

/** Inserts a reward with overridable defaults. */
export async function buildReward(
  app: FastifyInstance,
  overrides: Partial<typeof twitchRewards.$inferInsert> = {},
) {
  const now = app.platform.clock.now();
  const [row] = await app.platform.db
    .insert(twitchRewards)
    .values({
      season: 1,
      type: 'viewer',
      title: 'Drop',
      requiredMinutes: 60,
      itemId: 1001,
      itemQuantity: 1,
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no reward');
  return row;
}

/** Sets an account's earned time directly (accrual has its own tests). */
export async function setTime(
  app: FastifyInstance,
  accountDBID: number,
  seconds: { watch?: number; stream?: number },
) {
  const values = {
    watchSeconds: seconds.watch ?? 0,
    streamSeconds: seconds.stream ?? 0,
    updatedAt: app.platform.clock.now(),
  };
  await app.platform.db
    .insert(twitchTime)
    .values({ accountDBID, ...values })
    .onConflictDoUpdate({ target: twitchTime.accountDBID, set: values });
}
