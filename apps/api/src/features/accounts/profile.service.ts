import type { ProfileResponse } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, twitchLinks } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import type { SessionAccount } from '../../platform/sessions.ts';

/** The player's own profile (SPEC §3), with the Twitch account it links when there is one. */
export function createProfileService(deps: { db: Db }) {
  return {
    /** One query: the account's own columns and its Twitch link (by primary keys). */
    async profile(session: SessionAccount): Promise<ProfileResponse> {
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
        .where(eq(accounts.accountDBID, session.accountDBID));
      if (!row) return notFound('Account not found.');
      const { twitchId, registerTime, lastLoginTime, ...account } = row;
      return {
        ...(twitchId !== null ? { twitchId } : {}),
        ...account,
        registerTime: registerTime.toISOString(),
        lastLoginTime: lastLoginTime?.toISOString() ?? null,
      };
    },
  };
}
