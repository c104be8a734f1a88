import { TwitchMessages, type TwitchReward, type TwitchRewardType } from '@agaia/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type TwitchRewardRow,
  twitchClaims,
  twitchLinks,
  twitchRewards,
  twitchTime,
} from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Entitlements } from '../../platform/entitlements.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { SessionAccount } from '../../platform/sessions.ts';

/** A reward row as the wire shows it. */
export const toReward = (row: TwitchRewardRow): TwitchReward => ({
  rewardId: row.id,
  season: row.season,
  type: row.type,
  title: row.title,
  description: row.description,
  requiredMinutes: row.requiredMinutes,
  itemId: row.itemId,
  itemQuantity: row.itemQuantity,
  boxId: row.boxId,
  imageUrl: row.imageUrl,
});

const secondsColumn = (type: TwitchRewardType) =>
  type === 'viewer' ? twitchTime.watchSeconds : twitchTime.streamSeconds;

/** The player side of Twitch drops: time earned, the rewards with their state, and claiming once. */
export function createTwitchRewardsService(deps: { db: Db; clock: Clock; entitlements: Entitlements }) {
  const { db, clock } = deps;

  /** The linked Twitch id and the whole minutes of one kind; minutes count only while linked. */
  async function standing(executor: Db, accountDBID: number, type: TwitchRewardType) {
    const [row] = await executor
      .select({ twitchId: twitchLinks.twitchId, seconds: secondsColumn(type) })
      .from(twitchLinks)
      .leftJoin(twitchTime, eq(twitchTime.accountDBID, twitchLinks.accountDBID))
      .where(eq(twitchLinks.accountDBID, accountDBID));
    if (!row) return { twitchId: undefined, minutes: 0 };
    return { twitchId: row.twitchId, minutes: Math.floor(Number(row.seconds ?? 0) / 60) };
  }

  return {
    /** Whole minutes watched (viewer) or streamed (streamer); 0 when Twitch is not linked. */
    async minutes(account: SessionAccount, type: TwitchRewardType): Promise<number> {
      return (await standing(db, account.accountDBID, type)).minutes;
    },

    /** The rewards of a kind, each marked claimed by this account or by its linked Twitch account. */
    async list(account: SessionAccount, type: TwitchRewardType): Promise<{ rewards: TwitchReward[] }> {
      const { twitchId } = await standing(db, account.accountDBID, type);
      // Claimed by this site account, or by the Twitch account now linked to it (under whichever site account).
      const rows = await db
        .select({
          reward: twitchRewards,
          isClaimed: sql<boolean>`exists (select 1 from twitch_claims c where c.reward_id = "twitch_rewards"."id"
            and (c.account_dbid = ${account.accountDBID} or c.twitch_id = ${twitchId ?? null}))`,
        })
        .from(twitchRewards)
        .where(eq(twitchRewards.type, type))
        .orderBy(desc(twitchRewards.season), asc(twitchRewards.requiredMinutes), asc(twitchRewards.id));
      return { rewards: rows.map((row) => ({ ...toReward(row.reward), isClaimed: Boolean(row.isClaimed) })) };
    },

    /** Claims one reward in one transaction; a second claim (or a race) answers 409 and never grants twice. */
    async claim(
      account: SessionAccount,
      type: TwitchRewardType,
      rewardId: number,
    ): Promise<{ message: string }> {
      return db.transaction(async (tx) => {
        const [reward] = await tx
          .select()
          .from(twitchRewards)
          .where(and(eq(twitchRewards.id, rewardId), eq(twitchRewards.type, type)));
        if (!reward) return notFound(TwitchMessages.rewardNotFound);
        const { twitchId, minutes } = await standing(tx, account.accountDBID, type);
        if (!twitchId) return conflict(TwitchMessages.notLinked, 'TWITCH_NOT_LINKED');
        if (minutes < reward.requiredMinutes)
          return conflict(TwitchMessages.nothingToClaim, 'NOT_ENOUGH_TIME');
        // Unique per (account, reward) and per (Twitch account, reward): concurrent claims wait and then find it.
        const inserted = await tx
          .insert(twitchClaims)
          .values({ accountDBID: account.accountDBID, rewardId, twitchId, claimedAt: clock.now() })
          .onConflictDoNothing()
          .returning({ id: twitchClaims.id });
        if (inserted.length === 0) return conflict(TwitchMessages.alreadyClaimed, 'ALREADY_CLAIMED');
        // The claim row is the record: a player's own claim is not an admin write to audit.
        await deps.entitlements.grant(
          tx,
          {
            accountDBID: account.accountDBID,
            source: 'reward',
            sourceId: `${account.accountDBID}:${rewardId}`,
          },
          {
            items: [
              {
                itemId: reward.itemId,
                quantity: reward.itemQuantity,
                ...(reward.boxId !== null && { boxId: reward.boxId }),
              },
            ],
          },
        );
        return { message: TwitchMessages.rewardClaimed };
      });
    },
  };
}
