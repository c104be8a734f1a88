import { ProfileResponse } from '@agaia/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, twitchLinks } from '../../db/schema/index.ts';
import { AuthText } from '../../i18n/en/auth.ts';
import { type AccountChanges, createAccountReadCache } from '../../platform/account-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { SessionAccount } from '../../platform/sessions.ts';

// A backstop only: every change of the account's row or of its Twitch link drops the kept profile at once.
const PROFILE_CACHE_TTL_MS = 60_000;

/**
 * The player's own profile (docs/product.md §4.1), with the Twitch account it links when there is one. On the
 * embedded database the answer is kept in memory until the database announces a change of the account or its link
 * (migration 0011), whichever code or tool made it: the embedded database runs one statement at a time, so a profile
 * read cost a turn of every other request's queries. On PostgreSQL it is read each time (docs/adr/015). A table added
 * to `read` below must announce its changes the same way (migration 0011's triggers), or the kept profile would miss
 * them.
 */
export function createProfileService(deps: { db: Db; clock: Clock; accountChanges: AccountChanges }) {
  const cache = deps.accountChanges.live
    ? createAccountReadCache<{ body: string }>({ changes: deps.accountChanges, ttlMs: PROFILE_CACHE_TTL_MS })
    : undefined;

  // The answer as the route's serializer would write it (checked against the contract, then JSON), made once per
  // read: kept, it is sent as it is.
  const serialize = (profile: ProfileResponse) => ({ body: JSON.stringify(ProfileResponse.parse(profile)) });

  /** One query, prepared once: the account's own columns and its Twitch link (by primary keys). */
  const readStatement = deps.db
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
    .where(eq(accounts.accountDBID, sql.placeholder('accountDBID')))
    .prepare('agaia_profile');

  async function read(accountDBID: number): Promise<ProfileResponse> {
    const [row] = await readStatement.execute({ accountDBID });
    if (!row) return notFound(AuthText.accountNotFound);
    const { twitchId, registerTime, lastLoginTime, ...account } = row;
    return {
      ...(twitchId !== null ? { twitchId } : {}),
      ...account,
      registerTime: registerTime.toISOString(),
      lastLoginTime: lastLoginTime?.toISOString() ?? null,
    };
  }

  return {
    /** The profile's JSON answer. */
    async profileBody(session: SessionAccount): Promise<string> {
      if (!cache) return serialize(await read(session.accountDBID)).body;
      const now = deps.clock.now().getTime();
      const kept = cache.get(session.accountDBID, now);
      if (kept) return kept.body;
      const startedAt = cache.begin();
      return cache.set(session.accountDBID, serialize(await read(session.accountDBID)), startedAt, now).body;
    },
    /** How many profiles are kept (tests). */
    profileCacheSize: () => cache?.size() ?? 0,
  };
}
