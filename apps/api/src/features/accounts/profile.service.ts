import type { ProfileResponse } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { twitchLinks } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import type { SessionAccount } from '../../platform/sessions.ts';
import type { AccountsService } from './accounts.service.ts';

/** The player's own profile (SPEC §3), with the Twitch account it links when there is one. */
export function createProfileService(deps: { db: Db; accounts: AccountsService }) {
  return {
    async profile(session: SessionAccount): Promise<ProfileResponse> {
      const account = (await deps.accounts.findById(session.accountDBID)) ?? notFound('Account not found.');
      const [twitch] = await deps.db
        .select({ twitchId: twitchLinks.twitchId })
        .from(twitchLinks)
        .where(eq(twitchLinks.accountDBID, session.accountDBID));
      return {
        ...(twitch ? { twitchId: twitch.twitchId } : {}),
        userName: account.userName,
        email: account.email,
        isEmailConfirmed: account.isEmailConfirmed,
        avatarUrl: account.avatarUrl,
        accountDBID: account.accountDBID,
        registerTime: account.registerTime.toISOString(),
        lastLoginTime: account.lastLoginTime?.toISOString() ?? null,
        agaiaCoins: account.agaiaCoins,
        hasClaimedVeteranPackage: account.hasClaimedVeteranPackage,
        hasClaimedFounderPackage: account.hasClaimedFounderPackage,
      };
    },
  };
}
