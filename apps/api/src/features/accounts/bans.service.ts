import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AccountBanRow, accountBans } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';

const BAN_END_FORMAT = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** The words a banned player sees: why, and until when (UTC). */
export function banMessage(ban: Pick<AccountBanRow, 'endTime' | 'description'>): string {
  return `This account is banned until ${BAN_END_FORMAT.format(ban.endTime)} UTC. Reason: ${ban.description}`;
}

/** Account bans: a ban holds while its row is active and now lies between its start and end. */
export function createBansService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** The ban in force for the account now, if any. */
    async activeBan(accountDBID: number): Promise<AccountBanRow | undefined> {
      const now = clock.now();
      const [ban] = await db
        .select()
        .from(accountBans)
        .where(
          and(
            eq(accountBans.accountDBID, accountDBID),
            eq(accountBans.active, true),
            lte(accountBans.startTime, now),
            gt(accountBans.endTime, now),
          ),
        )
        .limit(1);
      return ban;
    },
  };
}

export type BansService = ReturnType<typeof createBansService>;
