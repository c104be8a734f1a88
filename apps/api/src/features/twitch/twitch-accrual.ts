import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, rowsOf } from '../../db/client.ts';
import { jobTicks, type TwitchLinkRow, twitchLinks } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobLeader } from '../../platform/jobs.ts';
import { type TwitchClient, TwitchError, type TwitchStream } from './twitch.client.ts';

const ACCRUAL_JOB = 'twitch-accrual';
// Any constant works; it only has to be the same in every instance of this site.
const ACCRUAL_LOCK_KEY = 7_310_402_026;
const STREAMS_PER_CALL = 100;
const PARALLEL_CALLS = 8;
const QUARTER_HOUR_MS = 15 * 60_000;

/** What one tick did. `seconds` is what each present viewer and live streamer earned (0 on a first or repeated tick). */
export interface TickResult {
  seconds: number;
  liveStreams: number;
  viewers: number;
  streamers: number;
  outcome: 'credited' | 'first' | 'repeated' | 'busy';
}

type StreamerLink = Pick<
  TwitchLinkRow,
  'accountDBID' | 'twitchId' | 'accessToken' | 'refreshToken' | 'tokenExpiresAt'
>;

/** Runs fn over items with at most `limit` calls in flight; the first failure fails the whole. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The rows of a raw query, whichever driver ran it (both answer { rows }). */

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** A Twitch problem that ends the tick (rate limit, outage) rather than only skipping one streamer's chat. */
const endsTick = (error: unknown) =>
  !(error instanceof TwitchError) || error.status === 0 || error.status === 429 || error.status >= 500;

/**
 * The accrual job: each tick asks Twitch which linked players stream the game and who sits in their chats, then credits
 * the time since the previous tick (capped at two intervals) once per account, in one guarded transaction.
 */
export function createTwitchAccrual(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  client: TwitchClient;
  gameId: string;
  titleMarker: string | undefined;
  pollSeconds: number;
  /** PostgreSQL: hold an advisory lock so only one instance ticks. PGlite is one process by nature. */
  useAdvisoryLock: boolean;
  /** PostgreSQL: the instance that runs the jobs (platform/jobs.ts); every other one skips its ticks. */
  leader?: JobLeader;
}) {
  const { db, clock, log, client } = deps;
  const maxSeconds = 2 * deps.pollSeconds;

  async function liveStreams(twitchIds: string[]): Promise<TwitchStream[]> {
    if (twitchIds.length === 0) return [];
    const fetchAll = async () => {
      const token = await client.appToken();
      const pages = await mapLimit(chunk(twitchIds, STREAMS_PER_CALL), PARALLEL_CALLS, (ids) =>
        client.getStreams(ids, deps.gameId, token),
      );
      return pages.flat();
    };
    let streams: TwitchStream[];
    try {
      streams = await fetchAll();
    } catch (error) {
      if (!(error instanceof TwitchError) || error.status !== 401) throw error;
      client.dropAppToken();
      streams = await fetchAll();
    }
    const marker = deps.titleMarker?.toLowerCase();
    return streams.filter(
      (stream) => stream.gameId === deps.gameId && (!marker || stream.title.toLowerCase().includes(marker)),
    );
  }

  async function saveTokens(link: StreamerLink, refreshed: Awaited<ReturnType<TwitchClient['refresh']>>) {
    link.accessToken = refreshed.accessToken;
    // Twitch may rotate the refresh token: keep the new one, the old may no longer work.
    if (refreshed.refreshToken) link.refreshToken = refreshed.refreshToken;
    link.tokenExpiresAt = refreshed.expiresAt ?? null;
    await db
      .update(twitchLinks)
      .set({
        accessToken: link.accessToken,
        refreshToken: link.refreshToken,
        tokenExpiresAt: link.tokenExpiresAt,
      })
      .where(eq(twitchLinks.accountDBID, link.accountDBID));
  }

  /** The chatters of one stream with the broadcaster's token, refreshing it when expired or refused once. */
  async function chattersOf(link: StreamerLink): Promise<string[]> {
    try {
      if (link.tokenExpiresAt && link.tokenExpiresAt <= clock.now())
        await saveTokens(link, await client.refresh(link.refreshToken));
      try {
        return await client.getChatters(link.twitchId, link.accessToken);
      } catch (error) {
        if (!(error instanceof TwitchError) || error.status !== 401) throw error;
        await saveTokens(link, await client.refresh(link.refreshToken));
        return await client.getChatters(link.twitchId, link.accessToken);
      }
    } catch (error) {
      if (endsTick(error)) throw error;
      // A revoked or broken link skips this chat only: the streamer still earns stream time.
      log.warn(
        { err: error, twitchId: link.twitchId },
        'Twitch accrual: could not read the chatters of a stream',
      );
      return [];
    }
  }

  /** Who earns this tick: live streamers, and each chatter other than the broadcaster, once however many chats. */
  async function whoEarns(): Promise<{ streamers: Set<string>; viewers: Set<string>; live: number }> {
    const linked = await db.select({ twitchId: twitchLinks.twitchId }).from(twitchLinks);
    const streams = await liveStreams(linked.map((row) => row.twitchId));
    const streamers = new Set(streams.map((stream) => stream.userId));
    const viewers = new Set<string>();
    if (streamers.size === 0) return { streamers, viewers, live: 0 };
    const links: StreamerLink[] = await db
      .select({
        accountDBID: twitchLinks.accountDBID,
        twitchId: twitchLinks.twitchId,
        accessToken: twitchLinks.accessToken,
        refreshToken: twitchLinks.refreshToken,
        tokenExpiresAt: twitchLinks.tokenExpiresAt,
      })
      .from(twitchLinks)
      .where(sql`${twitchLinks.twitchId} = any(${sql.param([...streamers])}::text[])`);
    await mapLimit(links, PARALLEL_CALLS, async (link) => {
      for (const id of await chattersOf(link)) if (id !== link.twitchId) viewers.add(id);
    });
    return { streamers, viewers, live: streams.length };
  }

  /** Credits `seconds` to every linked account among the ids, in one statement; answers how many accounts. */
  async function credit(tx: Db, seconds: number, viewers: Set<string>, streamers: Set<string>) {
    const ids = [...new Set([...viewers, ...streamers])];
    if (seconds <= 0 || ids.length === 0) return 0;
    const watch = ids.map((id) => (viewers.has(id) ? seconds : 0));
    const stream = ids.map((id) => (streamers.has(id) ? seconds : 0));
    const now = clock.now();
    // The statistics' minutes per quarter hour: exact in every time zone (offsets are whole quarter hours).
    const quarter = new Date(Math.floor(now.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
    const result = await tx.execute(sql`
      with incoming as (
        select l.account_dbid, c.watch, c.stream
        from unnest(${sql.param(ids)}::text[], ${sql.param(watch)}::bigint[], ${sql.param(stream)}::bigint[])
          as c(twitch_id, watch, stream)
        join twitch_links l on l.twitch_id = c.twitch_id
      ),
      credited as (
        insert into twitch_time (account_dbid, watch_seconds, stream_seconds, updated_at)
        select account_dbid, watch, stream, ${now.toISOString()}::timestamptz from incoming
        on conflict (account_dbid) do update set
          watch_seconds = twitch_time.watch_seconds + excluded.watch_seconds,
          stream_seconds = twitch_time.stream_seconds + excluded.stream_seconds,
          updated_at = excluded.updated_at
        returning 1
      ),
      quarter as (
        insert into twitch_quarter_hours (starts_at, watch_seconds, stream_seconds)
        select ${quarter.toISOString()}::timestamptz, sum(watch), sum(stream) from incoming having count(*) > 0
        on conflict (starts_at) do update set
          watch_seconds = twitch_quarter_hours.watch_seconds + excluded.watch_seconds,
          stream_seconds = twitch_quarter_hours.stream_seconds + excluded.stream_seconds
      )
      select count(*)::int as accounts from credited`);
    return Number(rowsOf<{ accounts: number }>(result)[0]?.accounts ?? 0);
  }

  /** One tick: reads Twitch, then moves the job's last tick from the value it read to now and credits, atomically. */
  async function tick(): Promise<TickResult> {
    const now = clock.now();
    const [previous] = await db
      .select({ lastTickAt: jobTicks.lastTickAt })
      .from(jobTicks)
      .where(eq(jobTicks.name, ACCRUAL_JOB));
    const { streamers, viewers, live } = await whoEarns();
    return db.transaction(async (tx) => {
      const base = { liveStreams: live, viewers: viewers.size, streamers: streamers.size };
      if (!previous) {
        const [first] = await tx
          .insert(jobTicks)
          .values({ name: ACCRUAL_JOB, lastTickAt: now })
          .onConflictDoNothing()
          .returning();
        return { ...base, seconds: 0, outcome: first ? 'first' : 'repeated' };
      }
      // Whole seconds are credited, and the last tick moves by exactly those: the fraction of a second left over is
      // credited by a later tick instead of lost at each one. Past the cap (a restart, missed ticks) it moves to now.
      const elapsed = Math.floor((now.getTime() - previous.lastTickAt.getTime()) / 1000);
      if (elapsed < 1) return { ...base, seconds: 0, outcome: 'repeated' };
      const seconds = Math.min(elapsed, maxSeconds);
      const lastTickAt =
        elapsed > maxSeconds ? now : new Date(previous.lastTickAt.getTime() + seconds * 1000);
      // Guarded: only the tick that still sees the value it read moves it, and only forward in time.
      const [moved] = await tx
        .update(jobTicks)
        .set({ lastTickAt })
        .where(
          sql`${jobTicks.name} = ${ACCRUAL_JOB} and ${jobTicks.lastTickAt} = ${previous.lastTickAt.toISOString()}::timestamptz and ${jobTicks.lastTickAt} < ${now.toISOString()}::timestamptz`,
        )
        .returning();
      if (!moved) return { ...base, seconds: 0, outcome: 'repeated' };
      await credit(tx, seconds, viewers, streamers);
      return { ...base, seconds, outcome: 'credited' };
    });
  }

  /**
   * A tick in one instance: the one that runs the jobs (the others skip, so the job stays there and Twitch is asked
   * once an interval), and never two at once: another instance holding the tick's lock (a tick still running while
   * the jobs change instance) makes this one skip too.
   */
  async function tickExclusive(): Promise<TickResult> {
    const busy: TickResult = { seconds: 0, liveStreams: 0, viewers: 0, streamers: 0, outcome: 'busy' };
    if (deps.leader && !(await deps.leader.holds())) return busy;
    if (!deps.useAdvisoryLock) return tick();
    return db.transaction(async (lockTx) => {
      const locked = await lockTx.execute(
        sql`select pg_try_advisory_xact_lock(${ACCRUAL_LOCK_KEY}) as locked`,
      );
      if (!rowsOf<{ locked: boolean }>(locked)[0]?.locked) return busy;
      // The lock lives as long as this transaction; the tick itself works on other connections.
      return tick();
    });
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function runLogged(): Promise<void> {
    try {
      const result = await tickExclusive();
      log.debug({ ...result }, 'Twitch accrual tick');
    } catch (error) {
      if (error instanceof TwitchError)
        log.warn(
          { status: error.status, ratelimitReset: error.retryAfter, err: error },
          'Twitch accrual tick failed; the next tick retries',
        );
      else log.error({ err: error }, 'Twitch accrual tick failed; the next tick retries');
    }
  }

  const runOnce = () => {
    // A tick still running (slow Twitch) is not overlapped by the next.
    if (running) return;
    running = runLogged().finally(() => {
      running = undefined;
    });
  };

  return {
    tick,
    tickExclusive,
    /** Starts ticking now and every pollSeconds. */
    start(): void {
      if (timer) return;
      runOnce();
      timer = setInterval(runOnce, deps.pollSeconds * 1000);
      timer.unref();
    },
    /** Stops the schedule and waits for a running tick. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
