import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { accounts, twitchLinks, twitchTime } from './db/schema/index.ts';
import type { Modules } from './modules.ts';
import type { Platform } from './platform/platform.ts';

/**
 * The demo a newcomer meets on the first `npm start` (the embedded database, no ADMIN_* set, no account yet): an
 * administrator and a player, each with a random password that is printed once and kept in DATA_DIR/demo-admin.txt.
 * The player has coins, a Twitch link that looks real and enough watch and stream time for some drops, so every screen
 * has something to show. Never on PostgreSQL: a production database starts empty.
 */

export interface DemoAccounts {
  url: string;
  admin: { userName: string; password: string };
  player: { userName: string; password: string };
  file: string;
}

const DEMO_FILE = 'demo-admin.txt';
const DEMO_COINS = 1500;
/** Enough for three of the demo's viewer drops and one streamer drop, with the next ones in progress. */
const DEMO_WATCH_SECONDS = 400 * 60;
const DEMO_STREAM_SECONDS = 90 * 60;

/** 16 characters of base64url: about 96 bits, never a common password. */
const randomPassword = () => randomBytes(12).toString('base64url');

export async function createDemoAccounts(house: {
  platform: Pick<Platform, 'config' | 'database' | 'db' | 'clock'>;
  modules: Pick<Modules, 'accounts'>;
}): Promise<DemoAccounts | null> {
  const { config, database, db, clock } = house.platform;
  if (database.kind !== 'pglite' || config.bootstrapAdmin) return null;
  const [existing] = await db.select({ value: count() }).from(accounts);
  if ((existing?.value ?? 0) > 0) return null;

  const admin = { userName: 'demo_admin', password: randomPassword() };
  const player = { userName: 'demo_player', password: randomPassword() };
  await house.modules.accounts.ensureAdmin({ ...admin, email: 'admin@example.com' });
  const row = await house.modules.accounts.create({
    ...player,
    email: 'player@example.com',
    isEmailConfirmed: true,
  });
  const now = clock.now();
  await db.update(accounts).set({ agaiaCoins: DEMO_COINS }).where(eq(accounts.accountDBID, row.accountDBID));
  await db.insert(twitchLinks).values({
    accountDBID: row.accountDBID,
    twitchId: '900000001',
    login: 'demo_viewer',
    // Not a Twitch token: the demo's link is never used to call Twitch.
    accessToken: 'demo',
    refreshToken: 'demo',
    linkedAt: now,
  });
  await db.insert(twitchTime).values({
    accountDBID: row.accountDBID,
    watchSeconds: DEMO_WATCH_SECONDS,
    streamSeconds: DEMO_STREAM_SECONDS,
    updatedAt: now,
  });

  const demo: DemoAccounts = {
    url: config.PUBLIC_URL,
    admin,
    player,
    file: path.join(config.DATA_DIR, DEMO_FILE),
  };
  await fs.mkdir(config.DATA_DIR, { recursive: true });
  await fs.writeFile(demo.file, `${demoText(demo).join('\n')}\n`, { mode: 0o600 });
  return demo;
}

/** What the first start prints, and what demo-admin.txt keeps. */
export function demoText(demo: DemoAccounts): string[] {
  return [
    'Demo accounts (this embedded database only; made once, on the first start):',
    `  Site:           ${demo.url}`,
    `  Administrator:  ${demo.admin.userName}  password ${demo.admin.password}  (${demo.url}/admin)`,
    `  Player:         ${demo.player.userName}  password ${demo.player.password}`,
    'The admin panel first asks the administrator to turn on two-factor authentication (any authenticator app).',
    `These passwords are also in ${demo.file}. Change them, or start on PostgreSQL, before going live.`,
  ];
}
