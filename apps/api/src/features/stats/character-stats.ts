import type { CharacterBreakdown, CharacterStats } from '@agaia/contract';
import type { FastifyBaseLogger } from 'fastify';
import { StatsText } from '../../i18n/en/stats.ts';
import type { Clock } from '../../platform/clock.ts';
import { unavailable } from '../../platform/errors.ts';
import type { CharacterCount, GameBackendService } from '../game/game.module.ts';

/** The game's database is read at most this often (per instance): counting every character is not free there. */
const CHARACTER_STATS_TTL_MS = 5 * 60_000;

/** Counts of one selection of rows: by class, by race and by level band, each in id order. */
function breakdown(rows: readonly CharacterCount[]): CharacterBreakdown {
  const tally = (key: (row: CharacterCount) => number) => {
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + row.count);
    return [...counts].sort(([a], [b]) => a - b);
  };
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    classes: tally((row) => row.classId).map(([id, count]) => ({ id, count })),
    races: tally((row) => row.raceId).map(([id, count]) => ({ id, count })),
    levels: tally((row) => row.band).map(([band, count]) => ({
      from: band * 10 + 1,
      to: band * 10 + 10,
      count,
    })),
  };
}

/**
 * Character Stats, from tera-api's database (read-only, one GROUP BY), kept CHARACTER_STATS_TTL_MS. Without a game
 * back end that has a database the answer says so; a database that does not answer is a 503 (an older reading, when
 * there is one, is served instead).
 */
export function createCharacterStats(deps: {
  game: Pick<GameBackendService, 'characterCounts' | 'servers'>;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { game, clock, log } = deps;
  let cached: { at: number; stats: CharacterStats } | undefined;
  let reading: Promise<CharacterStats> | undefined;

  async function read(): Promise<CharacterStats> {
    const counts = await game.characterCounts();
    if (!counts) return { connected: false };
    const listed = (await game.servers()) ?? [];
    const ids = [...new Set([...listed.map((s) => s.serverId), ...counts.map((c) => c.serverId)])].sort(
      (a, b) => a - b,
    );
    return {
      connected: true,
      readAt: clock.now().toISOString(),
      all: breakdown(counts),
      servers: ids.map((serverId) => ({
        serverId,
        name: listed.find((s) => s.serverId === serverId)?.name ?? `Server ${serverId}`,
        ...breakdown(counts.filter((c) => c.serverId === serverId)),
      })),
    };
  }

  return {
    async characters(): Promise<CharacterStats> {
      const now = clock.now().getTime();
      if (cached && now - cached.at < CHARACTER_STATS_TTL_MS) return cached.stats;
      // One reading at a time, shared by the admins asking meanwhile.
      reading ??= read().finally(() => {
        reading = undefined;
      });
      try {
        const stats = await reading;
        cached = { at: now, stats };
        return stats;
      } catch (error) {
        log.warn(
          { code: (error as { code?: unknown }).code },
          'character stats: the game database did not answer',
        );
        if (cached) return cached.stats;
        return unavailable(StatsText.gameDatabaseUnavailable);
      }
    },
  };
}
