import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { onlineQuarterHours, onlineSamples } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { GameBackendService } from '../game/game.module.ts';

/** Samples older than this go (a year and a day, so a one-year period is always whole). */
const ONLINE_RETENTION_MS = 366 * 86_400_000;
const MINUTE_MS = 60_000;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;

/**
 * One sample of players online per game server, stamped with its minute, and counted into its quarter hour (what the
 * charts read) in the same transaction: a second tick in the same minute (another instance taking over the jobs)
 * adds nothing. A game that does not answer leaves the minute without a sample rather
 * than repeating the last figures. Samples past the retention are deleted on the way.
 */
export function createOnlineSampler(deps: {
  db: Db;
  clock: Clock;
  game: Pick<GameBackendService, 'servers'>;
}) {
  const { db, clock, game } = deps;
  return {
    async sample(): Promise<number> {
      const now = clock.now();
      const expired = new Date(now.getTime() - ONLINE_RETENTION_MS);
      await db.delete(onlineSamples).where(lt(onlineSamples.sampledAt, expired));
      await db.delete(onlineQuarterHours).where(lt(onlineQuarterHours.startsAt, expired));
      const servers = await game.servers({ fresh: true });
      if (!servers || servers.length === 0) return 0;
      const sampledAt = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
      const quarter = new Date(Math.floor(now.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
      return db.transaction(async (tx) => {
        const added = await tx
          .insert(onlineSamples)
          .values(
            servers.map((s) => ({
              serverId: s.serverId,
              sampledAt,
              usersOnline: Math.max(0, s.usersOnline),
            })),
          )
          .onConflictDoNothing()
          .returning({ serverId: onlineSamples.serverId, usersOnline: onlineSamples.usersOnline });
        if (added.length === 0) return 0;
        // Only the samples this minute added count into their quarter hour.
        const counted = added.map((a) => ({
          serverId: a.serverId,
          startsAt: quarter,
          peak: a.usersOnline,
          total: a.usersOnline,
          samples: 1,
        }));
        await tx
          .insert(onlineQuarterHours)
          .values(counted)
          .onConflictDoUpdate({
            target: [onlineQuarterHours.serverId, onlineQuarterHours.startsAt],
            set: {
              peak: sql`greatest(${onlineQuarterHours.peak}, excluded.peak)`,
              total: sql`${onlineQuarterHours.total} + excluded.total`,
              samples: sql`${onlineQuarterHours.samples} + 1`,
            },
          });
        return added.length;
      });
    },
  };
}

/**
 * Makes the database count days in STATS_TIME_ZONE: when the stored zone differs (or none is stored), it is written
 * and the daily counts are rebuilt in one transaction (another instance starting at once waits on the row, then finds
 * the zone already written). Throws when PostgreSQL does not know the zone.
 */
export async function useStatsTimeZone(db: Db, timeZone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // PostgreSQL's own list decides (Intl's and PostgreSQL's time zone data may differ by a version).
    await tx.execute(sql`select now() at time zone ${timeZone}`);
    const changed = await tx.execute(sql`
      insert into site_settings (key, value) values ('stats_time_zone', ${timeZone})
      on conflict (key) do update set value = excluded.value where site_settings.value <> excluded.value
      returning key`);
    if ((changed as { rows: unknown[] }).rows.length === 0) return false;
    await tx.execute(sql`select agaia_stats_rebuild()`);
    return true;
  });
}
