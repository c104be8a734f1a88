import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_LEADER_LOCK_KEY } from '../../src/platform/jobs.ts';
import {
  call,
  login,
  paidSession,
  registerAndLogin,
  type ServerProcess,
  sleep,
  stripeEventBody,
  stripeSignature,
  waitFor,
} from '../faults/harness.ts';
import { type LoadRequest, type Outcome, startLoad } from '../faults/load.ts';
import {
  ADMIN,
  type Cluster,
  type ClusterHandle,
  LOGIN_PER_IP,
  POLL_SECONDS,
  STRIPE_SECRET,
  startCluster,
  TWITCH_GAME_ID,
} from './cluster.ts';

// `npm run test:cluster`: two instances of the built server on one PostgreSQL and one Redis, nginx in front
// (cluster.ts). Each check below is one promise of running several instances (README, "Several instances").
// Processes on the machine's PostgreSQL: the PostgreSQL pass of the suite would run the same check again.

const run = randomBytes(3).toString('hex');
const LEADER_LINE = 'this instance runs the background jobs (it holds their lock)';

/** One observed move of the accrual job's last tick, with what the watching viewer had then. */
interface Tick {
  lastTickAt: number;
  watch: number;
  /** How many Get Streams calls the Twitch fake had answered by then (one per tick that asked Twitch). */
  streamsCalls: number;
}

describe.skipIf(process.env.TEST_DATABASE_URL)('several instances behind nginx', () => {
  let handle: ClusterHandle | undefined;
  let cluster: Cluster;
  let a: ServerProcess;
  let b: ServerProcess;
  let viewer = 0;
  const ticks: Tick[] = [];
  let sampling = false;
  let sampler: Promise<void> | undefined;

  /** The pid in the application name of the connection that holds the jobs' lock (`agaia-jobs <host>:<pid>`). */
  const jobsHolder = async () => {
    const rows = await cluster.sql<{ name: string }>(
      `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where l.locktype = 'advisory' and l.granted
         and l.database = (select oid from pg_database where datname = current_database())
         and ((l.classid::bigint << 32) | l.objid::bigint) = $1`,
      [JOB_LEADER_LOCK_KEY],
    );
    return rows.map((row) => Number(/:(\d+)$/.exec(row.name)?.[1]));
  };
  const says = (instance: ServerProcess, msg: string) => instance.lines.some((line) => line.msg === msg);

  beforeAll(async () => {
    handle = startCluster();
    cluster = await handle.ready;
    [a, b] = cluster.instances;
    // A streamer live in the game on the Twitch fake, and a linked viewer in its chat, from now on.
    const { nginx, twitch, sql } = cluster;
    const ids: number[] = [];
    for (const role of ['streamer', 'viewer']) {
      const username = `${role}${run}`;
      await registerAndLogin(nginx.base, {
        username,
        email: `${username}@cluster.example`,
        password: `${role}-password-1`,
      });
      const [row] = await sql<{ id: string }>(
        'select account_dbid as id from accounts where user_name = $1',
        [username],
      );
      ids.push(Number(row?.id));
    }
    const streamerTokens = twitch.issueUserTokens('8101');
    await sql(
      `insert into twitch_links (account_dbid, twitch_id, login, access_token, refresh_token, linked_at)
       values ($1, '8101', 'streamer', $2, $3, now()), ($4, '8102', 'viewer', 'unused', 'unused', now())`,
      [ids[0], streamerTokens.accessToken, streamerTokens.refreshToken, ids[1]],
    );
    viewer = ids[1] as number;
    twitch.setLive('8101', { gameId: TWITCH_GAME_ID });
    twitch.setChatters('8101', ['8102']);
    // Every move of the job's last tick, with the viewer's seconds in the same snapshot.
    sampling = true;
    sampler = (async () => {
      while (sampling) {
        const [row] = await sql<{ last: Date | null; watch: string | null }>(
          `select (select last_tick_at from job_ticks where name = 'twitch-accrual') as last,
                  (select watch_seconds from twitch_time where account_dbid = $1) as watch`,
          [viewer],
        ).catch(() => []);
        const streamsCalls = twitch.requests.filter((request) => request.path === '/helix/streams').length;
        const lastTickAt = row?.last?.getTime();
        if (lastTickAt !== undefined && lastTickAt !== ticks.at(-1)?.lastTickAt)
          ticks.push({ lastTickAt, watch: Number(row?.watch ?? 0), streamsCalls });
        await sleep(200);
      }
    })();
  }, 300_000);

  afterAll(async () => {
    sampling = false;
    await sampler;
    await handle?.stop();
  }, 120_000);

  /**
   * Each tick after the first credits the time since the one before it (capped at two intervals), once; on one
   * instance they come an interval apart. Across a change of instance they need not: the survivor's timer has its own
   * phase, so its first tick may come any time after the killed instance's last one (even under a second later).
   */
  const expectOneTickEach = (observed: Tick[], { acrossHandover = false } = {}) => {
    for (let i = 1; i < observed.length; i++) {
      const [before, after] = [observed[i - 1] as Tick, observed[i] as Tick];
      const apartSeconds = (after.lastTickAt - before.lastTickAt) / 1000;
      if (!acrossHandover) expect(apartSeconds).toBeGreaterThanOrEqual(POLL_SECONDS - 1);
      expect(after.watch - before.watch).toBe(Math.min(Math.floor(apartSeconds), 2 * POLL_SECONDS));
    }
  };

  it('serves a login made on one instance on the other, and a logout on either ends it on both', async () => {
    const token = await registerAndLogin(a.base, {
      username: `player${run}`,
      email: `player${run}@cluster.example`,
      password: 'player-password-1',
    });
    const onB = await call(b.base, 'GET', '/api/user/profile', { token });
    expect([onB.status, onB.json.userName]).toEqual([200, `player${run}`]);
    expect((await call(a.base, 'GET', '/api/user/profile', { token })).status).toBe(200);
    expect((await call(b.base, 'DELETE', '/api/auth/session', { token })).status).toBe(200);
    expect((await call(a.base, 'GET', '/api/user/profile', { token })).status).toBe(401);
  });

  it('counts a rate limit across both instances (in Redis)', async () => {
    // An address of this run (TRUST_PROXY=1: the instances take the client address from X-Forwarded-For).
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const attempt = (instance: ServerProcess, n: number | string) =>
      call(instance.base, 'POST', '/api/auth/login', {
        body: { identifier: `nobody_${run}_${n}`, password: 'wrong-password-1' },
        headers: { 'x-forwarded-for': address },
      });
    const statuses: number[] = [];
    for (let n = 0; n < LOGIN_PER_IP; n++) statuses.push((await attempt(n % 2 ? b : a, n)).status);
    expect(statuses).toEqual(Array(LOGIN_PER_IP).fill(401));
    const [overA, overB] = [await attempt(a, 'over-a'), await attempt(b, 'over-b')];
    expect([overA.status, overA.json.code, overB.status, overB.json.code]).toEqual([
      429,
      'RATE_LIMITED',
      429,
      'RATE_LIMITED',
    ]);
    // One counter of the address, in the instances' Redis database (a small one of this run: KEYS is fine).
    const keys = await cluster.redis.client.keys(`agaia-rate-limit:*${address}`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/login-ip:198\.51\.100\.\d+$/);
    expect(keys[0]?.endsWith(`:${address}`)).toBe(true);
  });

  it('shows an admin edit made on one instance through the other at once', async () => {
    const tokens = { a: await login(a.base, ADMIN.username, ADMIN.password), b: '' };
    tokens.b = await login(b.base, ADMIN.username, ADMIN.password);
    const news = (title: string) => ({
      title,
      body: 'Read all about it.',
      status: 'published',
      category: 'Updates',
    });
    const created = await call(a.base, 'POST', '/api/admin/content/news', {
      body: news('Edition 0'),
      token: tokens.a,
    });
    expect(created.status).toBe(201);
    const id = Number(created.json.id);
    const titles = async (instance: ServerProcess) => {
      const item = await call(instance.base, 'GET', `/api/content/news/${id}`);
      const list = await call(instance.base, 'GET', '/api/content/news?limit=5');
      return [
        item.json.title,
        (list.json.news as { id: number; title: string }[]).find((n) => n.id === id)?.title,
      ];
    };
    // Both instances keep the answers in memory from here on.
    for (const instance of [a, b, a, b]) expect(await titles(instance)).toEqual(['Edition 0', 'Edition 0']);
    for (let edition = 1; edition <= 10; edition++) {
      const [writer, reader, token] = edition % 2 ? [a, b, tokens.a] : [b, a, tokens.b];
      const title = `Edition ${edition}`;
      expect(
        (await call(writer.base, 'PUT', `/api/admin/content/news/${id}`, { body: news(title), token }))
          .status,
      ).toBe(200);
      expect(await titles(reader)).toEqual([title, title]);
    }
  });

  it('serves an image uploaded through one instance from the other', async () => {
    const token = await login(a.base, ADMIN.username, ADMIN.password);
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a6ea5' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cluster.png');
    const uploaded = await fetch(`${a.base}/api/admin/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const [fromA, fromB] = await Promise.all([a, b].map((instance) => fetch(`${instance.base}${url}`)));
    expect([fromA?.status, fromB?.status, fromB?.headers.get('content-type')]).toEqual([
      200,
      200,
      'image/png',
    ]);
    expect(Buffer.from(await (fromB as Response).arrayBuffer())).toEqual(
      Buffer.from(await (fromA as Response).arrayBuffer()),
    );
  });

  it('grants once when one Stripe event reaches both instances at once', async () => {
    const { sql, stripe, nginx } = cluster;
    const grants = {
      coins: 500,
      clubDays: 0,
      benefits: [{ benefitId: 433, days: 30 }],
      items: [{ itemId: 9001, quantity: 2 }],
    };
    const [product] = await sql<{ id: number }>(
      `insert into products (name, price_cents, grants, created_at, updated_at)
       values ('Cluster Pouch', 2990, $1, now(), now()) returning id`,
      [JSON.stringify(grants)],
    );
    const token = await registerAndLogin(nginx.base, {
      username: `buyer${run}`,
      email: `buyer${run}@cluster.example`,
      password: 'buyer-password-1',
    });
    const checkout = await call(nginx.base, 'POST', '/api/stripe/create-checkout-session', {
      body: { productId: product?.id },
      token,
    });
    expect(checkout.status).toBe(200);
    const session = stripe.sessions.get(String(checkout.json.url).split('/').pop() ?? '');
    const orderId = Number(new URL(String(session?.success_url)).searchParams.get('order'));
    // The same signed delivery, to each instance directly, at the same moment.
    const payload = JSON.stringify(
      stripeEventBody({
        id: `evt_cluster_${run}`,
        type: 'checkout.session.completed',
        object: paidSession({ id: orderId, amountCents: 2990, currency: 'brl' }, session?.id),
      }),
    );
    const headers = { 'content-type': 'application/json', ...stripeSignature(payload, STRIPE_SECRET) };
    const answers = await Promise.all(
      [a, b].map(async (instance) => {
        const response = await fetch(`${instance.base}/api/stripe/webhook`, {
          method: 'POST',
          headers,
          body: payload,
        });
        return { status: response.status, body: (await response.json()) as { duplicate: boolean } };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.duplicate).sort()).toEqual([false, true]);
    const [account] = await sql<{ id: string; coins: number }>(
      'select account_dbid as id, agaia_coins as coins from accounts where user_name = $1',
      [`buyer${run}`],
    );
    const accountDBID = Number(account?.id);
    expect(account?.coins).toBe(500);
    expect(await sql('select status from orders where id = $1', [orderId])).toEqual([{ status: 'paid' }]);
    expect(
      await sql('select count(*)::int as n from stripe_events where id = $1', [`evt_cluster_${run}`]),
    ).toEqual([{ n: 1 }]);
    expect(
      await sql("select item_id, quantity from deliveries where source = 'order' and source_id = $1", [
        String(orderId),
      ]),
    ).toEqual([{ item_id: 9001, quantity: 2 }]);
    expect(
      await sql('select benefit_id from account_benefits where account_dbid = $1', [accountDBID]),
    ).toEqual([{ benefit_id: 433 }]);
    expect(
      await sql(
        "select count(*)::int as n from audit_log where action = 'order.paid' and target_account_dbid = $1",
        [accountDBID],
      ),
    ).toEqual([{ n: 1 }]);
  });

  it('runs the Twitch accrual job in one instance only: one tick an interval, each crediting one tick of watch time', {
    timeout: 60_000,
  }, async () => {
    // The first move seen may be a tick that began before the viewer was linked: count from the one after it.
    await waitFor('three ticks of the accrual job with the viewer watching', () => ticks.length >= 4, 45_000);
    const observed = ticks.slice(1);
    expectOneTickEach(observed);
    // Twitch was asked once a tick: no other instance asked between them.
    expect((observed.at(-1) as Tick).streamsCalls - (observed[0] as Tick).streamsCalls).toBe(
      observed.length - 1,
    );
    expect((observed.at(-1) as Tick).watch - (observed[0] as Tick).watch).toBeGreaterThan(0);
    // One instance holds the jobs' lock, and only it says so in its log.
    const holders = await jobsHolder();
    expect(holders).toHaveLength(1);
    const [leader, other] = holders[0] === a.pid ? [a, b] : [b, a];
    expect(holders).toEqual([leader.pid]);
    expect([says(leader, LEADER_LINE), says(other, LEADER_LINE)]).toEqual([true, false]);
  });

  it('moves the job to the other instance within one interval when its instance is killed, while nginx serves every read', {
    timeout: 60_000,
  }, async () => {
    const [holder] = await jobsHolder();
    const [leader, survivor] = holder === a.pid ? [a, b] : [b, a];
    expect(leader.pid).toBe(holder);
    const reads: LoadRequest[] = [
      { label: 'news', method: 'GET', path: '/api/content/news?limit=5' },
      { label: 'health', method: 'GET', path: '/api/health' },
      { label: 'products', method: 'GET', path: '/api/products' },
    ];
    const load = startLoad(cluster.nginx.base, {
      concurrency: 4,
      pauseMs: 10,
      next: (worker) => reads[worker % reads.length],
    });
    await waitFor('reads flowing through nginx', () => load.outcomes.length >= 100);
    const seenBefore = ticks.length;
    const killedAt = Date.now();
    leader.signal('SIGKILL');
    expect((await leader.child.exited).signal).toBe('SIGKILL');

    const moved = await waitFor(
      'a tick of the surviving instance',
      () => ticks.slice(seenBefore).find((tick) => tick.lastTickAt > killedAt),
      (POLL_SECONDS + 10) * 1000,
    );
    const handoverMs = moved.lastTickAt - killedAt;
    expect(handoverMs).toBeLessThanOrEqual((POLL_SECONDS + 3) * 1000);
    expect(await jobsHolder()).toEqual([survivor.pid]);
    expect(says(survivor, LEADER_LINE)).toBe(true);
    // Its first tick credits the time since the killed instance's last one (capped), once.
    expectOneTickEach(ticks.slice(ticks.indexOf(moved) - 1, ticks.indexOf(moved) + 1), {
      acrossHandover: true,
    });
    await sleep(1_000);
    await load.stop();

    const failed = load.outcomes.filter((outcome) => outcome.status !== 200);
    const inFlightAtKill = (outcome: Outcome) => outcome.sentAt <= killedAt && outcome.endedAt >= killedAt;
    // Only a request in flight to the killed instance may fail; nginx tries it on the other (ideally: none fail).
    expect(failed.filter((outcome) => !inFlightAtKill(outcome))).toEqual([]);
    expect(failed.length).toBeLessThanOrEqual(4);
    const afterKill = load.outcomes.filter((outcome) => outcome.sentAt > killedAt).length;
    const retried = cluster.nginx.accessLog().filter((line) => line.includes(', ')).length;
    console.info(
      `cluster failover: ${load.outcomes.length} reads through nginx (${afterKill} after the kill), ${failed.length} failed, ${retried} tried again on the other instance by nginx; the jobs moved ${handoverMs} ms after the kill (interval ${POLL_SECONDS} s)`,
    );
  });
});
