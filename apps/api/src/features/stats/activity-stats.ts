import type { OnlineStats, TwitchStats } from '@agaia/contract';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { GameBackendService } from '../game/game.module.ts';
import { alignSeries, num, publicPeriod, type ResolvedPeriod } from './period.ts';

const minutes = (seconds: number) => Math.round(seconds / 60);

/** Game Stats' Twitch and players-online views. */
export function createActivityStats(deps: { db: Db; game: Pick<GameBackendService, 'kind' | 'servers'> }) {
  const { db, game } = deps;

  return {
    async twitch(period: ResolvedPeriod): Promise<TwitchStats> {
      const [timeResult, rewardsResult, linkedResult] = await Promise.all([
        db.execute(sql`
          select ${period.bucketOfInstant(sql`starts_at`)} as bucket,
            sum(watch_seconds)::bigint as watch, sum(stream_seconds)::bigint as stream
          from twitch_quarter_hours where starts_at >= ${period.start} and starts_at < ${period.end}
          group by 1`),
        db.execute(sql`
          select r.id, r.title, r.type, r.season, count(c.id)::bigint as claims
          from twitch_rewards r
          left join twitch_claims c on c.reward_id = r.id and c.claimed_at >= ${period.start}
            and c.claimed_at < ${period.end}
          group by r.id order by r.season desc, r.type desc, r.required_minutes, r.id
          limit 200`),
        db.execute(sql`select count(*)::bigint as n from twitch_links`),
      ]);
      type Time = { bucket: string; watch: string; stream: string };
      const time = rowsOf<Time>(timeResult);
      const watchMinutes = alignSeries(period, time, (row) => minutes(num(row.watch)));
      const streamMinutes = alignSeries(period, time, (row) => minutes(num(row.stream)));
      type Reward = {
        id: number;
        title: string;
        type: 'viewer' | 'streamer';
        season: number;
        claims: string;
      };
      const rewards = rowsOf<Reward>(rewardsResult).map((row) => ({
        rewardId: Number(row.id),
        title: row.title,
        type: row.type,
        season: Number(row.season),
        claims: num(row.claims),
      }));
      const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);
      return {
        period: publicPeriod(period),
        watchMinutes,
        streamMinutes,
        rewards,
        totals: {
          linkedAccounts: num(rowsOf<{ n: string }>(linkedResult)[0]?.n),
          watchMinutes: sum(watchMinutes),
          streamMinutes: sum(streamMinutes),
          claims: sum(rewards.map((reward) => reward.claims)),
        },
      };
    },

    async online(period: ResolvedPeriod): Promise<OnlineStats> {
      const connected = game.kind === 'tera-api';
      const [samplesResult, listed] = await Promise.all([
        db.execute(sql`
          select server_id, ${period.bucketOfInstant(sql`starts_at`)} as bucket,
            max(peak) as peak, round(sum(total)::numeric / sum(samples))::int as average
          from online_quarter_hours where starts_at >= ${period.start} and starts_at < ${period.end}
          group by 1, 2`),
        connected ? game.servers() : Promise.resolve(undefined),
      ]);
      type Sample = { server_id: number; bucket: string; peak: number; average: number };
      const samples = rowsOf<Sample>(samplesResult);
      const ids = new Set([
        ...(listed ?? []).map((s) => s.serverId),
        ...samples.map((s) => Number(s.server_id)),
      ]);
      const servers = [...ids]
        .sort((a, b) => a - b)
        .map((serverId) => {
          const current = listed?.find((s) => s.serverId === serverId);
          const mine = samples.filter((s) => Number(s.server_id) === serverId);
          return {
            serverId,
            name: current?.name ?? `Server ${serverId}`,
            now: current ? current.usersOnline : null,
            peak: alignSeries(period, mine, (row) => num(row.peak)),
            average: alignSeries(period, mine, (row) => num(row.average)),
          };
        });
      return { period: publicPeriod(period), connected, servers };
    },
  };
}
