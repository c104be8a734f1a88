import type { ProfileResponse } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, twitchLinks } from '../../db/schema/index.ts';
import { type AccountChanges, createAccountReadCache } from '../../platform/account-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { SessionAccount } from '../../platform/sessions.ts';

// A backstop only: every change of the account's row or of its Twitch link drops the kept profile at once.
const PROFILE_CACHE_TTL_MS = 60_000;

/**
 * The player's own profile (SPEC §3), with the Twitch account it links when there is one. On the embedded database
 * the answer is kept in memory until the database announces a change of the account or its link (migration 0011),
 * whichever code or tool made it: the embedded database runs one statement at a time, so a profile read cost a turn
 * of every other request's queries. On PostgreSQL it is read each time.
 */
export function createProfileService(deps: { db: Db; clock: Clock; accountChanges: AccountChanges }) {
  const cache = deps.accountChanges.live
    ? createAccountReadCache<ProfileResponse>({ changes: deps.accountChanges, ttlMs: PROFILE_CACHE_TTL_MS })
    : undefined;

  /** One query: the account's own columns and its Twitch link (by primary keys). */
  async function read(accountDBID: number): Promise<ProfileResponse> {
    const [row] = await deps.db
      .select({
        userName: accounts.userName,
        email: accounts.email,
        isEmailConfirmed: accounts.isEmailConfirmed,
        avatarUrl: accounts.avatarUrl,
        accountDBID: accounts.accountDBID,
        registerTime: accounts.registerTime,
        lastLoginTime: accounts.lastLoginTime,
        agaiaCoins: accounts.agaiaCoins,
        hasClaimedVeteranPackage: accounts.hasClaimedVeteranPackage,
        hasClaimedFounderPackage: accounts.hasClaimedFounderPackage,
        twitchId: twitchLinks.twitchId,
      })
      .from(accounts)
      .leftJoin(twitchLinks, eq(twitchLinks.accountDBID, accounts.accountDBID))
      .where(eq(accounts.accountDBID, accountDBID));
    if (!row) return notFound('Account not found.');
    const { twitchId, registerTime, lastLoginTime, ...account } = row;
    return {
      ...(twitchId !== null ? { twitchId } : {}),
      ...account,
      registerTime: registerTime.toISOString(),
      lastLoginTime: lastLoginTime?.toISOString() ?? null,
    };
  }

  return {
    async profile(session: SessionAccount): Promise<Readonly<ProfileResponse>> {
      if (!cache) return read(session.accountDBID);
      const now = deps.clock.now().getTime();
      const kept = cache.get(session.accountDBID, now);
      if (kept) return kept;
      const startedAt = cache.begin();
      return cache.set(session.accountDBID, await read(session.accountDBID), startedAt, now);
    },
    /** How many profiles are kept (tests). */
    profileCacheSize: () => cache?.size() ?? 0,
  };
}
