import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { twitchRewards, twitchTime } from '../../src/db/schema/index.ts';
import type { Clock } from '../../src/platform/clock.ts';
import { FLASH_COOKIE, type Flash } from '../../src/platform/flash.ts';
import { startTwitchFake, type TwitchFake } from '../fakes/twitch/server.ts';
import { createTestApp } from '../helpers.ts';
import { buildAccount, loginAs } from './accounts.ts';

export const TWITCH_GAME_ID = '18846';
const TWITCH_ENV = { TWITCH_CLIENT_ID: 'fake-client-id', TWITCH_CLIENT_SECRET: 'fake-client-secret' };

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

// The link cookie of the browser that started each link, by its state: openCallback sends it back as that browser does.
const startedIn = new Map<string, string>();

/** The `name=value` of the Twitch link cookie an answer sets, '' when it sets none; and the whole header. */
export function linkCookieOf(setCookie: string | string[] | number | undefined) {
  const header = [setCookie ?? []]
    .flat()
    .map(String)
    .find((value) => /^(__Host-)?twitch_link=/.test(value));
  return { cookie: header?.split(';')[0] ?? '', header: header ?? '' };
}

/** Asks for the link URL (must succeed) and returns it; the browser that asked keeps the cookie the answer set. */
export async function linkUrl(app: FastifyInstance, headers: Record<string, string>): Promise<URL> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/twitch/link', headers });
  if (response.statusCode !== 200) throw new Error(`link failed: ${response.statusCode} ${response.body}`);
  const url = new URL(response.json<{ url: string }>().url);
  const { cookie } = linkCookieOf(response.headers['set-cookie']);
  if (cookie) startedIn.set(url.searchParams.get('state') ?? '', cookie);
  return url;
}

/** The link cookie the browser that started this link (its authorize URL or callback path) holds, '' when none. */
export function cookieOfStarter(urlOrPath: URL | string): string {
  return startedIn.get(new URL(urlOrPath, 'https://agaia.test').searchParams.get('state') ?? '') ?? '';
}

/** Follows the authorize URL at the fake (which redirects back) and answers the callback path it sends the browser to. */
export async function authorizeAt(url: URL): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`authorize answered ${response.status}`);
  const back = new URL(location);
  return `${back.pathname}${back.search}`;
}

/**
 * Opens the callback as the browser that started the link would (with its link cookie), unless `headers.cookie` says
 * what another browser sends ('' for one without any); answers where it redirected, the profile message or error, and
 * the link cookie it set (a clearing one when the link ended).
 */
export async function openCallback(app: FastifyInstance, path: string, headers: Record<string, string> = {}) {
  const { cookie = cookieOfStarter(path), ...rest } = headers;
  const response = await app.inject({
    method: 'GET',
    url: path,
    headers: cookie ? { ...rest, cookie } : rest,
  });
  const location = response.headers.location as string | undefined;
  const flash = flashOf(response.headers['set-cookie']);
  return {
    status: response.statusCode,
    location,
    message: flash?.kind === 'message' ? flash.text : undefined,
    error: flash?.kind === 'error' ? flash.text : undefined,
    setCookie: linkCookieOf(response.headers['set-cookie']).header,
    cacheControl: response.headers['cache-control'],
  };
}

/** The one-time message the site set for the profile (its flash cookie), as the profile page reads it. */
export function flashOf(setCookie: string | string[] | undefined): Flash | undefined {
  const headers = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const value = headers
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${FLASH_COOKIE}=`))
    ?.slice(FLASH_COOKIE.length + 1);
  return value ? (JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Flash) : undefined;
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
