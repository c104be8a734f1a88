import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildPlayer,
  createTwitchTestApp,
  linkTwitch,
  TWITCH_GAME_ID,
} from '../../../test/builders/twitch.ts';
import { createTestClock } from '../../../test/helpers.ts';
import { jobTicks, twitchLinks, twitchQuarterHours, twitchTime } from '../../db/schema/index.ts';
import { TwitchError } from './twitch.client.ts';
import { createTwitchAccrual } from './twitch-accrual.ts';

const clock = createTestClock(new Date('2026-04-01T12:00:00Z'));
const { app, fake } = await createTwitchTestApp({ clock, env: { TWITCH_POLL_SECONDS: '60' } });
const db = app.platform.db;
const accrual = app.modules.twitch.accrual;
if (!accrual) throw new Error('the accrual job exists when Twitch is configured');

let nextTwitchId = 50_000;
/** A player linked to a fresh Twitch id. */
async function linkedPlayer() {
  const player = await buildPlayer(app);
  const twitchId = String(nextTwitchId++);
  await linkTwitch(app, fake, player.headers, { id: twitchId });
  return { ...player, twitchId };
}

async function seconds(accountDBID: number) {
  const [row] = await db.select().from(twitchTime).where(eq(twitchTime.accountDBID, accountDBID));
  return { watch: row?.watchSeconds ?? 0, stream: row?.streamSeconds ?? 0 };
}

const minutes = async (headers: Record<string, string>) => ({
  watch: (await app.inject({ method: 'GET', url: '/api/user/twitch/watchtime', headers })).json().watchTime,
  stream: (await app.inject({ method: 'GET', url: '/api/user/twitch/streamtime', headers })).json()
    .streamTime,
});

/** Starts every test from a first tick (which credits nothing: there is no previous tick to measure from). */
beforeEach(async () => {
  fake.reset();
  await db.delete(twitchTime);
  await db.delete(jobTicks);
  await db.delete(twitchQuarterHours);
  expect((await accrual.tick()).outcome).toBe('first');
});

const tickAfter = async (ms: number) => {
  clock.advance(ms);
  return accrual.tick();
};

describe('the accrual tick', () => {
  it('credits the elapsed time over several ticks, capped after a missed tick, nothing on a repeated tick', async () => {
    const streamer = await linkedPlayer();
    const viewer = await linkedPlayer();
    fake.setLive(streamer.twitchId, { gameId: TWITCH_GAME_ID });
    fake.setChatters(streamer.twitchId, [viewer.twitchId, 'not-linked-1', 'not-linked-2']);

    expect(await tickAfter(60_000)).toMatchObject({ outcome: 'credited', seconds: 60, liveStreams: 1 });
    expect(await tickAfter(60_000)).toMatchObject({ outcome: 'credited', seconds: 60 });
    expect(await seconds(viewer.account.accountDBID)).toEqual({ watch: 120, stream: 0 });
    expect(await seconds(streamer.account.accountDBID)).toEqual({ watch: 0, stream: 120 });

    // The same tick again (a retry, a second instance): the guarded update lets it credit nothing.
    expect(await accrual.tick()).toMatchObject({ outcome: 'repeated', seconds: 0 });
    // A late tick, from a clock behind the last one, credits nothing either.
    clock.advance(-30_000);
    expect(await accrual.tick()).toMatchObject({ outcome: 'repeated', seconds: 0 });
    clock.advance(30_000);

    // Five minutes without a tick (a restart) credits at most two intervals.
    expect(await tickAfter(300_000)).toMatchObject({ outcome: 'credited', seconds: 120 });
    expect(await seconds(viewer.account.accountDBID)).toEqual({ watch: 240, stream: 0 });
    expect(await minutes(viewer.headers)).toEqual({ watch: 4, stream: 0 });
    expect(await minutes(streamer.headers)).toEqual({ watch: 0, stream: 4 });

    // 59 more seconds is not yet a fifth minute.
    await tickAfter(59_000);
    expect(await minutes(viewer.headers)).toEqual({ watch: 4, stream: 0 });

    // The statistics' quarter hours hold every credited second, once, each in the quarter of its tick.
    const quarters = await db.select().from(twitchQuarterHours);
    const sum = (key: 'watchSeconds' | 'streamSeconds') => quarters.reduce((total, q) => total + q[key], 0);
    expect([sum('watchSeconds'), sum('streamSeconds')]).toEqual([299, 299]);
    for (const quarter of quarters) expect(quarter.startsAt.getTime() % (15 * 60_000)).toBe(0);
  });

  it('keeps the fraction of a second each tick leaves over: ticks 60.4 s apart credit every whole second', async () => {
    const streamer = await linkedPlayer();
    const viewer = await linkedPlayer();
    fake.setLive(streamer.twitchId, { gameId: TWITCH_GAME_ID });
    fake.setChatters(streamer.twitchId, [viewer.twitchId]);
    const credited: number[] = [];
    for (let tick = 0; tick < 10; tick++) credited.push((await tickAfter(60_400)).seconds);
    // 604 s have passed: 60 at each tick and the ten leftover 0.4 s as four more seconds, none lost.
    expect(credited).toEqual([60, 60, 61, 60, 61, 60, 60, 61, 60, 61]);
    expect(await seconds(viewer.account.accountDBID)).toEqual({ watch: 604, stream: 0 });
    expect(await seconds(streamer.account.accountDBID)).toEqual({ watch: 0, stream: 604 });
  });

  it('credits a viewer once per tick across two streams, and never a broadcaster as its own viewer', async () => {
    const first = await linkedPlayer();
    const second = await linkedPlayer();
    const viewer = await linkedPlayer();
    fake.setLive(first.twitchId, { gameId: TWITCH_GAME_ID });
    fake.setLive(second.twitchId, { gameId: TWITCH_GAME_ID });
    fake.setChatters(first.twitchId, [first.twitchId, viewer.twitchId, second.twitchId]);
    fake.setChatters(second.twitchId, [second.twitchId, viewer.twitchId]);

    expect(await tickAfter(60_000)).toMatchObject({ liveStreams: 2, viewers: 2, streamers: 2 });
    expect(await seconds(viewer.account.accountDBID)).toEqual({ watch: 60, stream: 0 });
    expect(await seconds(first.account.accountDBID)).toEqual({ watch: 0, stream: 60 });
    // A streamer who sits in another streamer's chat is that stream's viewer.
    expect(await seconds(second.account.accountDBID)).toEqual({ watch: 60, stream: 60 });
  });

  it("counts only streams in the server's game", async () => {
    const elsewhere = await linkedPlayer();
    const viewer = await linkedPlayer();
    fake.setLive(elsewhere.twitchId, { gameId: '99999' });
    fake.setChatters(elsewhere.twitchId, [viewer.twitchId]);
    expect(await tickAfter(60_000)).toMatchObject({ outcome: 'credited', liveStreams: 0 });
    expect(await seconds(viewer.account.accountDBID)).toEqual({ watch: 0, stream: 0 });
    expect(await seconds(elsewhere.account.accountDBID)).toEqual({ watch: 0, stream: 0 });
  });

  it('follows the chatters cursor, 1,000 a page', async () => {
    const streamer = await linkedPlayer();
    const viewer = await linkedPlayer();
    const crowd = Array.from({ length: 2500 }, (_, i) => `crowd${i}`);
    crowd[2400] = viewer.twitchId;
    fake.setLive(streamer.twitchId, { gameId: TWITCH_GAME_ID });
    fake.setChatters(streamer.twitchId, crowd);
    await tickAfter(60_000);
    expect(await seconds(viewer.account.accountDBID)).toEqual({ watch: 60, stream: 0 });
    expect(fake.requests.filter((r) => r.path === '/helix/chat/chatters')).toHaveLength(3);
  });

  it("refreshes a broadcaster's expired token on 401 and keeps the rotated refresh token", async () => {
    const streamer = await linkedPlayer();
    const viewer = await linkedPlayer();
    fake.setLive(streamer.twitchId, { gameId: TWITCH_GAME_ID });
    fake.setChatters(streamer.twitchId, [viewer.twitchId]);
    const [before] = await db.select().from(twitchLinks).where(eq(twitchLinks.twitchId, streamer.twitchId));
    fake.expireUserTokens(streamer.twitchId);
    fake.requests.length = 0;

    await tickAfter(60_000);
    expect(await seconds(viewer.account.accountDBID)).toEqual({ watch: 60, stream: 0 });
    const [after] = await db.select().from(twitchLinks).where(eq(twitchLinks.twitchId, streamer.twitchId));
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(fake.requests.filter((r) => r.path === '/oauth2/token')).toHaveLength(1);
  });

  it('skips the chat of a link Twitch no longer honours, and still credits its stream time', async () => {
    const streamer = await linkedPlayer();
    const viewer = await linkedPlayer();
    fake.setLive(streamer.twitchId, { gameId: TWITCH_GAME_ID });
    fake.setChatters(streamer.twitchId, [viewer.twitchId]);
    fake.expireUserTokens(streamer.twitchId);
    await db
      .update(twitchLinks)
      .set({ refreshToken: 'revoked' })
      .where(eq(twitchLinks.twitchId, streamer.twitchId));
    expect(await tickAfter(60_000)).toMatchObject({ outcome: 'credited', seconds: 60 });
    expect(await seconds(streamer.account.accountDBID)).toEqual({ watch: 0, stream: 60 });
    expect(await seconds(viewer.account.accountDBID)).toEqual({ watch: 0, stream: 0 });
  });

  it('ends the tick on a rate limit without moving the last tick; the next tick makes up for it, capped', async () => {
    const streamer = await linkedPlayer();
    fake.setLive(streamer.twitchId, { gameId: TWITCH_GAME_ID });
    fake.failNext('/helix/streams', 429);
    clock.advance(60_000);
    await expect(accrual.tick()).rejects.toBeInstanceOf(TwitchError);
    expect(await seconds(streamer.account.accountDBID)).toEqual({ watch: 0, stream: 0 });
    expect(await tickAfter(60_000)).toMatchObject({ outcome: 'credited', seconds: 120 });
    expect(await seconds(streamer.account.accountDBID)).toEqual({ watch: 0, stream: 120 });
  });

  it('keeps minutes with the site account when Twitch is unlinked; they show again once relinked', async () => {
    const streamer = await linkedPlayer();
    const viewer = await linkedPlayer();
    fake.setLive(streamer.twitchId, { gameId: TWITCH_GAME_ID });
    fake.setChatters(streamer.twitchId, [viewer.twitchId]);
    await tickAfter(120_000);
    expect(await minutes(viewer.headers)).toEqual({ watch: 2, stream: 0 });
    await app.inject({ method: 'DELETE', url: '/api/auth/twitch/link', headers: viewer.headers });
    expect(await minutes(viewer.headers)).toEqual({ watch: 0, stream: 0 });
    await tickAfter(60_000);
    expect(await seconds(viewer.account.accountDBID)).toEqual({ watch: 120, stream: 0 });
    await linkTwitch(app, fake, viewer.headers, { id: viewer.twitchId });
    expect(await minutes(viewer.headers)).toEqual({ watch: 2, stream: 0 });
  });

  it('ticks only in the instance that runs the jobs: another one skips and asks Twitch nothing', async () => {
    const streamer = await linkedPlayer();
    let leads = false;
    const instance = createTwitchAccrual({
      db,
      clock,
      log: app.log,
      client: app.modules.twitch.client as NonNullable<typeof app.modules.twitch.client>,
      gameId: TWITCH_GAME_ID,
      titleMarker: undefined,
      pollSeconds: 60,
      useAdvisoryLock: app.platform.database.kind === 'postgres',
      leader: { holds: async () => leads, close: async () => {} },
    });
    clock.advance(60_000);
    fake.reset();
    fake.setLive(streamer.twitchId, { gameId: TWITCH_GAME_ID });
    expect(await instance.tickExclusive()).toMatchObject({ outcome: 'busy' });
    expect(fake.requests).toEqual([]);
    leads = true;
    expect(await instance.tickExclusive()).toMatchObject({ outcome: 'credited', seconds: 60 });
    expect(await seconds(streamer.account.accountDBID)).toEqual({ watch: 0, stream: 60 });
  });

  it.skipIf(app.platform.database.kind !== 'postgres')(
    'skips the tick while another instance holds the advisory lock',
    async () => {
      const result = await db.execute(sql`select current_database() as name`);
      const [current] = (result as unknown as { rows: { name: string }[] }).rows;
      const url = new URL(String(process.env.TEST_DATABASE_URL));
      url.pathname = `/${current?.name}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock(7310402026)');
        clock.advance(60_000);
        expect(await accrual.tickExclusive()).toMatchObject({ outcome: 'busy' });
        await other.query('select pg_advisory_unlock(7310402026)');
        expect(await accrual.tickExclusive()).toMatchObject({ outcome: 'credited', seconds: 60 });
      } finally {
        await other.end();
      }
    },
  );
});

describe('the accrual job with a title marker', async () => {
  const marked = await createTwitchTestApp({ clock, env: { TWITCH_TITLE_MARKER: '[Agaia]' } });
  it('counts only streams whose title carries the marker', async () => {
    const job = marked.app.modules.twitch.accrual;
    if (!job) throw new Error('no job');
    const tagged = await buildPlayer(marked.app);
    const untagged = await buildPlayer(marked.app);
    await linkTwitch(marked.app, marked.fake, tagged.headers, { id: '700' });
    await linkTwitch(marked.app, marked.fake, untagged.headers, { id: '701' });
    marked.fake.setLive('700', { gameId: TWITCH_GAME_ID, title: 'Dungeon night on [agaia] server' });
    marked.fake.setLive('701', { gameId: TWITCH_GAME_ID, title: 'Some other TERA server' });
    await job.tick();
    clock.advance(60_000);
    expect(await job.tick()).toMatchObject({ liveStreams: 1, streamers: 1, seconds: 60 });
  });
});
