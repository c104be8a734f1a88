import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, twitchLinks } from '../src/db/schema/index.ts';
import {
  type ChangedAccounts,
  createAccountReadCache,
  parseChangedAccounts,
} from '../src/platform/account-cache.ts';
import { buildAccount, loginAs } from './builders/accounts.ts';
import { createTestApp, createTestClock } from './helpers.ts';

// The profile is kept in memory on the embedded database (profile.service.ts) until the database itself announces a
// change of the account or its Twitch link (migration 0011). These tests change the rows behind the site's back,
// with plain SQL, so they prove the database's announcement, not a call in the site's code, reaches the cache; on
// PostgreSQL (nothing kept) the same reads must hold as well.
const clock = createTestClock();
const app = await createTestApp({ clock });
const isEmbedded = app.platform.database.kind === 'pglite';
const db = app.platform.db;

async function player() {
  const { account, password } = await buildAccount(app);
  const { headers } = await loginAs(app, account.userName, password);
  const profile = async () => {
    const response = await app.inject({ url: '/api/user/profile', headers });
    expect(response.statusCode).toBe(200);
    return response.json() as { agaiaCoins: number; userName: string; twitchId?: string };
  };
  return { id: account.accountDBID, profile };
}

const linkTwitch = (accountDBID: number, twitchId: string) =>
  db.insert(twitchLinks).values({
    accountDBID,
    twitchId,
    login: `viewer${twitchId}`,
    accessToken: 'access',
    refreshToken: 'refresh',
    linkedAt: clock.now(),
  });

describe('the profile follows every change of its rows at once', () => {
  it('a change of the account row, by any statement, shows in the next answer', async () => {
    const { id, profile } = await player();
    expect((await profile()).agaiaCoins).toBe(0);
    await profile();
    await db.update(accounts).set({ agaiaCoins: 250 }).where(eq(accounts.accountDBID, id));
    expect((await profile()).agaiaCoins).toBe(250);
    // Inside a transaction: heard at its commit.
    await db.transaction(async (tx) => {
      await tx.execute(sql`update accounts set agaia_coins = agaia_coins + 5 where account_dbid = ${id}`);
    });
    expect((await profile()).agaiaCoins).toBe(255);
  });

  it('a rolled-back change is not announced, and the answer stays right', async () => {
    const { id, profile } = await player();
    await profile();
    await db
      .transaction(async (tx) => {
        await tx.update(accounts).set({ agaiaCoins: 999 }).where(eq(accounts.accountDBID, id));
        tx.rollback();
      })
      .catch(() => {});
    expect((await profile()).agaiaCoins).toBe(0);
  });

  it('a Twitch link made, changed and removed shows in the next answer', async () => {
    const { id, profile } = await player();
    expect((await profile()).twitchId).toBeUndefined();
    const twitchId = String(70_000_000 + id);
    await linkTwitch(id, twitchId);
    expect((await profile()).twitchId).toBe(twitchId);
    await db
      .update(twitchLinks)
      .set({ twitchId: `${twitchId}9` })
      .where(eq(twitchLinks.accountDBID, id));
    expect((await profile()).twitchId).toBe(`${twitchId}9`);
    await db.delete(twitchLinks).where(eq(twitchLinks.accountDBID, id));
    expect((await profile()).twitchId).toBeUndefined();
  });

  it('a statement that changes more than 500 accounts drops every kept profile', async () => {
    const { id, profile } = await player();
    await profile();
    // 501 others, then one statement that changes them and ours: too many to name, so 'all' is announced.
    await db.execute(
      sql`insert into accounts (user_name, email, password_hash)
          select 'bulk' || g || '-' || ${id}, 'bulk' || g || '-' || ${id} || '@example.com', ''
          from generate_series(1, 501) g`,
    );
    await db.execute(
      sql`update accounts set agaia_coins = agaia_coins + 1
          where account_dbid = ${id} or user_name like ${`bulk%-${id}`}`,
    );
    expect((await profile()).agaiaCoins).toBe(1);
  });

  it('a deleted account answers 401 at once, not its kept profile', async () => {
    const { account, password } = await buildAccount(app);
    const { headers } = await loginAs(app, account.userName, password);
    expect((await app.inject({ url: '/api/user/profile', headers })).statusCode).toBe(200);
    await db.delete(accounts).where(eq(accounts.accountDBID, account.accountDBID));
    expect((await app.inject({ url: '/api/user/profile', headers })).statusCode).toBe(401);
  });
});

describe.runIf(isEmbedded)('the kept profile (embedded database)', () => {
  it('is kept after one read, and dropped by a change of its account', async () => {
    const { id, profile } = await player();
    const kept = () => app.modules.accounts.profileCacheSize();
    await profile();
    const size = kept();
    expect(size).toBeGreaterThan(0);
    await db.update(accounts).set({ avatarUrl: null }).where(eq(accounts.accountDBID, id));
    expect(kept()).toBe(size - 1);
  });
});

describe('the account read cache', () => {
  function harness() {
    let emit: (changed: ChangedAccounts) => void = () => {};
    const changes = {
      live: true,
      start: async () => {},
      onChange: (listener: (changed: ChangedAccounts) => void) => {
        emit = listener;
      },
    };
    const cache = createAccountReadCache<{ coins: number }>({ changes, ttlMs: 1_000, maxEntries: 2 });
    return { cache, emit: (changed: ChangedAccounts) => emit(changed) };
  }

  it('keeps a value until its account changes, or its TTL ends', () => {
    const { cache, emit } = harness();
    cache.set(1, { coins: 1 }, cache.begin(), 0);
    cache.set(2, { coins: 2 }, cache.begin(), 0);
    expect(cache.get(1, 999)).toEqual({ coins: 1 });
    emit([1]);
    expect(cache.get(1, 0)).toBeUndefined();
    expect(cache.get(2, 0)).toEqual({ coins: 2 });
    expect(cache.get(2, 1_000)).toBeUndefined();
  });

  it('does not keep a read that a change overtook, and drops everything on "all"', () => {
    const { cache, emit } = harness();
    const startedAt = cache.begin();
    emit([7]);
    expect(cache.set(1, { coins: 1 }, startedAt, 0)).toEqual({ coins: 1 });
    expect(cache.get(1, 0)).toBeUndefined();
    cache.set(1, { coins: 1 }, cache.begin(), 0);
    emit('all');
    expect(cache.size()).toBe(0);
  });

  it('stays within its bound, and hands out frozen values', () => {
    const { cache } = harness();
    for (const id of [1, 2, 3]) cache.set(id, { coins: id }, cache.begin(), 0);
    expect(cache.size()).toBe(2);
    expect(cache.get(1, 0)).toBeUndefined();
    expect(Object.isFrozen(cache.get(3, 0))).toBe(true);
  });

  it('reads payloads as ids, and anything else as "all"', () => {
    expect(parseChangedAccounts('4,5')).toEqual([4, 5]);
    expect(parseChangedAccounts('*')).toBe('all');
    expect(parseChangedAccounts('4,x')).toBe('all');
    expect(parseChangedAccounts('')).toBe('all');
    expect(parseChangedAccounts('-1')).toBe('all');
  });
});
