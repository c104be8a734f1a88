import { Prime, StatsMessages } from '@agaia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { rowsOf } from '../../db/client.ts';
import {
  accountBans,
  accounts,
  deliveries,
  loginEvents,
  orders,
  products,
  referralHits,
  twitchClaims,
  twitchLinks,
  twitchQuarterHours,
  twitchRewards,
} from '../../db/schema/index.ts';
import { localize } from '../../i18n/index.ts';

// São Paulo keeps UTC-3 all year: its day starts at 03:00 UTC.
const clock = createTestClock(new Date('2026-11-24T12:00:00Z'));
const app = await createTestApp({
  clock,
  env: { STATS_TIME_ZONE: 'America/Sao_Paulo', STRIPE_CURRENCY: 'brl' },
});
const { db } = app.platform;
const at = (iso: string) => new Date(iso);

async function admin(webMgt: number) {
  const built = await buildAccount(app, { webMgt });
  return (await loginAs(app, built.account.userName, built.password)).headers;
}
const game = await admin(Prime.statsGame);
const payment = await admin(Prime.statsPayment);
const character = await admin(Prime.statsCharacter);
const player = await admin(0);
const get = (path: string, headers: Record<string, string> = game) =>
  app.inject({ url: `/api/admin/stats/${path}`, headers });
const PERIOD = 'from=2026-11-16&to=2026-11-22';

// The seeded rows, each named by its local day (São Paulo) where it differs from its UTC day.
const attribution = (content: string, campaign = 'launch') => ({
  viewerId: 'v',
  landingUrl: 'https://agaia.example/',
  timestamp: '2026-11-19T00:00:00Z',
  content,
  campaign,
});
const [alice, bruno] = await db
  .insert(accounts)
  .values([
    // 2026-11-19 23:30 local
    {
      userName: 'alice',
      email: 'a@x.test',
      passwordHash: 'x',
      registerTime: at('2026-11-20T02:30:00Z'),
      attribution: attribution('vidA'),
    },
    // 2026-11-20 00:30 local
    {
      userName: 'bruno',
      email: 'b@x.test',
      passwordHash: 'x',
      registerTime: at('2026-11-20T03:30:00Z'),
      attribution: attribution('vidA'),
    },
    {
      userName: 'carla',
      email: 'c@x.test',
      passwordHash: 'x',
      registerTime: at('2026-11-20T15:00:00Z'),
      isEmailConfirmed: true,
    },
    {
      userName: 'dario',
      email: 'd@x.test',
      passwordHash: 'x',
      registerTime: at('2026-11-16T03:00:00Z'),
      attribution: attribution('vidB', 'summer'),
    },
    // 2026-11-15 23:59 local: before the period
    { userName: 'elena', email: 'e@x.test', passwordHash: 'x', registerTime: at('2026-11-16T02:59:00Z') },
  ])
  .returning();
if (!alice || !bruno) throw new Error('seed failed');
await db.insert(loginEvents).values([
  { accountDBID: alice.accountDBID, method: 'password', occurredAt: at('2026-11-17T02:00:00Z') }, // 11-16 local
  { accountDBID: alice.accountDBID, method: 'passkey', occurredAt: at('2026-11-17T03:00:00Z') }, // 11-17
  { accountDBID: bruno.accountDBID, method: 'password_code', occurredAt: at('2026-11-23T02:59:59Z') }, // 11-22
  { accountDBID: bruno.accountDBID, method: 'password', occurredAt: at('2026-11-23T03:00:00Z') }, // 11-23: after
]);
const hit = (content: string | null, campaign: string | null, createdAt: string) => ({
  viewerId: 'v',
  landingUrl: 'https://agaia.example/',
  occurredAt: at(createdAt),
  content,
  campaign,
  ipHash: 'h',
  createdAt: at(createdAt),
});
await db.insert(referralHits).values([
  hit('vidA', 'launch', '2026-11-19T12:00:00Z'),
  hit('vidA', 'launch', '2026-11-19T13:00:00Z'),
  hit('vidA', 'launch', '2026-11-20T02:00:00Z'), // 11-19 local
  hit('vidA', 'launch', '2026-11-20T04:00:00Z'),
  hit('vidB', 'summer', '2026-11-16T03:00:00Z'),
  hit(null, null, '2026-11-18T10:00:00Z'),
  hit('vidC', 'summer', '2026-11-23T03:00:00Z'), // 11-23: after
]);

describe('Game Stats: the community', () => {
  it('counts registrations and logins per local day, and the totals now', async () => {
    await db.insert(accountBans).values([
      {
        accountDBID: alice.accountDBID,
        startTime: at('2026-11-01T00:00:00Z'),
        endTime: at('2027-01-01T00:00:00Z'),
        description: 'x',
      },
      {
        accountDBID: bruno.accountDBID,
        startTime: at('2026-11-01T00:00:00Z'),
        endTime: at('2026-11-02T00:00:00Z'),
        description: 'x',
      },
    ]);
    const answer = await get(`community?${PERIOD}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.period).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
      bucket: 'day',
      timeZone: 'America/Sao_Paulo',
      buckets: [
        '2026-11-16',
        '2026-11-17',
        '2026-11-18',
        '2026-11-19',
        '2026-11-20',
        '2026-11-21',
        '2026-11-22',
      ],
    });
    expect(body.registrations).toEqual([1, 0, 0, 1, 2, 0, 0]);
    expect(body.logins).toEqual([1, 1, 0, 0, 0, 0, 1]);
    // Four admins and a player were made through the service, confirmed or not as it does; carla alone is confirmed.
    const [counted] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from accounts`));
    expect(body.totals).toEqual({
      accounts: counted?.n,
      confirmed: 1,
      unconfirmed: (counted?.n ?? 0) - 1,
      activeBans: 1,
      registrations: 4,
      logins: 3,
    });
  });

  it('groups by ISO week (from Monday) and by month, every bucket present', async () => {
    const weeks = (await get('community?from=2026-11-10&to=2026-11-22&bucket=week')).json();
    expect(weeks.period.buckets).toEqual(['2026-11-09', '2026-11-16']);
    // elena's 11-15 is in the period and in the week of 11-09.
    expect(weeks.registrations).toEqual([1, 4]);
    const months = (await get('community?from=2026-09-15&to=2026-11-30&bucket=month')).json();
    expect(months.period.buckets).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    expect(months.registrations[2]).toBeGreaterThanOrEqual(5);
    // The four seeded (one on 11-23) and the four admins logged in at the test clock (11-24).
    expect(months.logins).toEqual([0, 0, 8]);
  });

  it('defaults to the last 30 days, today in the time zone included', async () => {
    const body = (await get('community')).json();
    expect(body.period.from).toBe('2026-10-26');
    expect(body.period.to).toBe('2026-11-24');
    expect(body.period.buckets).toHaveLength(30);
  });

  it('records each login that starts a session, with how it passed', async () => {
    const built = await buildAccount(app);
    await loginAs(app, built.account.userName, built.password);
    const events = await db
      .select()
      .from(loginEvents)
      .where(sql`account_dbid = ${built.account.accountDBID}`);
    expect(events.map((e) => [e.method, e.occurredAt.toISOString()])).toEqual([
      ['password', clock.now().toISOString()],
    ]);
  });
});

describe('Game Stats: referrals', () => {
  it('counts hits and referred registrations per video and campaign, with the conversion', async () => {
    const body = (await get(`referrals?${PERIOD}`)).json();
    expect(body.hits).toEqual([1, 0, 1, 3, 1, 0, 0]);
    expect(body.registrations).toEqual([1, 0, 0, 1, 1, 0, 0]);
    expect(body.totals).toEqual({ hits: 6, registrations: 3 });
    expect(body.videos).toEqual([
      { name: 'vidA', hits: 4, registrations: 2, conversion: 0.5 },
      { name: 'vidB', hits: 1, registrations: 1, conversion: 1 },
      { name: null, hits: 1, registrations: 1, conversion: 1 },
    ]);
    expect(body.campaigns).toEqual([
      { name: 'launch', hits: 4, registrations: 2, conversion: 0.5 },
      { name: 'summer', hits: 1, registrations: 1, conversion: 1 },
      { name: null, hits: 1, registrations: 1, conversion: 1 },
    ]);
  });
});

describe('daily counts follow the rows', () => {
  it('take a deleted account away, and equal a rebuild from the rows', async () => {
    const [gone] = await db
      .insert(accounts)
      .values({
        userName: 'gone',
        email: 'g@x.test',
        passwordHash: 'x',
        registerTime: at('2026-11-18T12:00:00Z'),
      })
      .returning();
    await db.insert(loginEvents).values({
      accountDBID: gone?.accountDBID ?? 0,
      method: 'password',
      occurredAt: at('2026-11-18T12:00:00Z'),
    });
    const during = (await get(`community?${PERIOD}`)).json();
    expect([during.registrations[2], during.logins[2]]).toEqual([1, 1]);
    await db.delete(accounts).where(sql`user_name = 'gone'`);
    const after = (await get(`community?${PERIOD}`)).json();
    expect([after.registrations[2], after.logins[2]]).toEqual([0, 0]);
    const snapshot = () =>
      db.execute(
        sql`select metric, day::text, campaign, content, value from stats_daily order by 1, 2, 3, 4`,
      );
    const kept = rowsOf(await snapshot());
    await db.execute(sql`select agaia_stats_rebuild()`);
    expect(rowsOf(await snapshot())).toEqual(kept);
  });
});

describe('Game Stats: Twitch', () => {
  it('sums watch and stream minutes per local day, and claims per reward', async () => {
    await db.insert(twitchQuarterHours).values([
      { startsAt: at('2026-11-17T02:45:00Z'), watchSeconds: 600, streamSeconds: 0 }, // 11-16 local
      { startsAt: at('2026-11-17T03:00:00Z'), watchSeconds: 1200, streamSeconds: 900 }, // 11-17
      { startsAt: at('2026-11-23T03:00:00Z'), watchSeconds: 6000, streamSeconds: 6000 }, // after
    ]);
    await db.insert(twitchLinks).values({
      accountDBID: alice.accountDBID,
      twitchId: '111',
      login: 'alice',
      accessToken: 'a',
      refreshToken: 'r',
      linkedAt: at('2026-11-17T00:00:00Z'),
    });
    const now = clock.now();
    const [early, late] = await db
      .insert(twitchRewards)
      .values([
        {
          season: 1,
          type: 'viewer',
          title: 'Early',
          requiredMinutes: 60,
          itemId: 1,
          createdAt: now,
          updatedAt: now,
        },
        {
          season: 1,
          type: 'viewer',
          title: 'Late',
          requiredMinutes: 600,
          itemId: 2,
          createdAt: now,
          updatedAt: now,
        },
      ])
      .returning();
    await db.insert(twitchClaims).values([
      {
        accountDBID: alice.accountDBID,
        rewardId: early?.id ?? 0,
        twitchId: '111',
        claimedAt: at('2026-11-18T00:00:00Z'),
      },
      {
        accountDBID: bruno.accountDBID,
        rewardId: early?.id ?? 0,
        twitchId: '222',
        claimedAt: at('2026-11-23T04:00:00Z'),
      },
    ]);
    const body = (await get(`twitch?${PERIOD}`)).json();
    expect(body.watchMinutes).toEqual([10, 20, 0, 0, 0, 0, 0]);
    expect(body.streamMinutes).toEqual([0, 15, 0, 0, 0, 0, 0]);
    expect(body.rewards).toEqual([
      { rewardId: early?.id, title: 'Early', type: 'viewer', season: 1, claims: 1 },
      { rewardId: late?.id, title: 'Late', type: 'viewer', season: 1, claims: 0 },
    ]);
    expect(body.totals).toEqual({ linkedAccounts: 1, watchMinutes: 30, streamMinutes: 15, claims: 1 });
  });

  it('answers players online as not connected without a game back end', async () => {
    const body = (await get(`online?${PERIOD}`)).json();
    expect(body).toMatchObject({ connected: false, servers: [] });
  });
});

describe('Payment Stats', () => {
  it('counts revenue by the local day paid, orders by status, top products, losses and open deliveries', async () => {
    const now = clock.now();
    const grants = { coins: 0, clubDays: 0, benefits: [], items: [] };
    const [gold, silver] = await db
      .insert(products)
      .values([
        { name: 'Gold', priceCents: 5000, grants, createdAt: now, updatedAt: now },
        { name: 'Silver', priceCents: 1000, grants, createdAt: now, updatedAt: now },
      ])
      .returning();
    const order = (
      product: typeof gold,
      status: string,
      createdAt: string,
      paidAt: string | null,
      extra = {},
    ) => ({
      accountDBID: alice.accountDBID,
      productId: product?.id ?? 0,
      productName: product?.name ?? '',
      amountCents: product?.priceCents ?? 0,
      currency: 'brl',
      status: status as 'paid',
      grants,
      createdAt: at(createdAt),
      updatedAt: at(paidAt ?? createdAt),
      paidAt: paidAt ? at(paidAt) : null,
      ...extra,
    });
    await db.insert(orders).values([
      order(gold, 'paid', '2026-11-17T02:00:00Z', '2026-11-17T02:30:00Z'), // paid 11-16 local
      order(gold, 'paid', '2026-11-17T12:00:00Z', '2026-11-17T12:01:00Z'),
      order(silver, 'refunded', '2026-11-18T12:00:00Z', '2026-11-18T12:01:00Z'),
      order(silver, 'disputed', '2026-11-19T12:00:00Z', '2026-11-19T12:01:00Z'),
      order(silver, 'pending', '2026-11-20T12:00:00Z', null),
      order(silver, 'expired', '2026-11-20T12:00:00Z', null),
      order(silver, 'failed', '2026-11-21T12:00:00Z', null),
      order(gold, 'paid', '2026-11-23T03:00:00Z', '2026-11-23T03:00:00Z'), // after
      order(gold, 'paid', '2026-11-18T12:00:00Z', '2026-11-18T12:00:00Z', { currency: 'usd' }),
    ]);
    await db.insert(deliveries).values([
      {
        accountDBID: alice.accountDBID,
        itemId: 1,
        quantity: 1,
        source: 'order',
        sourceId: '1',
        status: 'pending',
        createdAt: at('2026-11-24T10:00:00Z'),
        updatedAt: now,
      },
      {
        accountDBID: alice.accountDBID,
        itemId: 2,
        quantity: 1,
        source: 'order',
        sourceId: '1',
        status: 'unknown',
        createdAt: at('2026-11-24T09:00:00Z'),
        updatedAt: now,
      },
      {
        accountDBID: alice.accountDBID,
        itemId: 3,
        quantity: 1,
        source: 'order',
        sourceId: '1',
        status: 'delivered',
        createdAt: at('2026-11-01T09:00:00Z'),
        updatedAt: now,
      },
    ]);
    const answer = await get(`payments?${PERIOD}`, payment);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.currency).toBe('brl');
    expect(body.revenueCents).toEqual([5000, 5000, 1000, 1000, 0, 0, 0]);
    expect(body.paidOrders).toEqual([1, 1, 1, 1, 0, 0, 0]);
    expect(body.byStatus).toEqual({ pending: 1, paid: 3, refunded: 1, disputed: 1, expired: 1, failed: 1 });
    expect(body.topProducts).toEqual([
      { productId: gold?.id, name: 'Gold', orders: 2, revenueCents: 10000 },
      { productId: silver?.id, name: 'Silver', orders: 2, revenueCents: 2000 },
    ]);
    expect(body.totals).toEqual({
      revenueCents: 12000,
      paidOrders: 4,
      averageOrderCents: 3000,
      refunds: 1,
      refundedCents: 1000,
      disputes: 1,
      disputedCents: 1000,
    });
    expect(body.deliveries).toEqual({ open: 2, oldestCreatedAt: '2026-11-24T09:00:00.000Z' });
  });
});

describe('the period and the primes', () => {
  it.each([
    ['from=2026-02-30', 'Dates must be real days'],
    ['from=yesterday', 'Dates must be real days'],
    ['to=1999-12-31', 'Dates must be real days'],
    ['from=2026-11-20&to=2026-11-19', 'The period must start on or before its last day.'],
    ['from=2024-11-20&to=2026-11-21', 'The period may cover at most 731 days (two years).'],
    ['from=2026-12-20', 'The period must start on or before its last day.'],
    ['bucket=hour', 'Bucket must be day, week or month.'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    for (const view of ['community', 'referrals', 'twitch', 'online']) {
      const answer = await get(`${view}?${query}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain(message);
    }
    const answer = await get(`payments?${query}`, payment);
    expect(answer.statusCode).toBe(400);
  });

  it('answers a period of exactly 731 days', async () => {
    const answer = await get('community?from=2024-11-22&to=2026-11-22&bucket=month');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().period.buckets).toHaveLength(25);
  });

  it('opens each view to its own prime only', async () => {
    const views = ['community', 'referrals', 'twitch', 'online', 'payments', 'characters'];
    const allowed: Record<string, string[]> = {
      game: ['community', 'referrals', 'twitch', 'online'],
      payment: ['payments'],
      character: ['characters'],
      player: [],
    };
    const sessions = { game, payment, character, player };
    for (const [who, headers] of Object.entries(sessions))
      for (const view of views) {
        const status = (await get(view, headers)).statusCode;
        expect([who, view, status]).toEqual([who, view, allowed[who]?.includes(view) ? 200 : 403]);
      }
    for (const view of views)
      expect((await app.inject({ url: `/api/admin/stats/${view}` })).statusCode).toBe(401);
  });

  it('says Character Stats are not connected without the game', async () => {
    expect((await get('characters', character)).json()).toEqual({ connected: false });
  });
});

describe("the period's refusals in the reader's language", () => {
  it.each([
    ['from=2026-12-20', StatsMessages.reversed],
    ['from=2026-11-20&to=2026-11-19', StatsMessages.reversed],
    ['from=2024-11-20&to=2026-11-21', StatsMessages.tooLong],
    ['bucket=hour', StatsMessages.badBucket],
    ['from=2026-02-30', StatsMessages.badDate],
  ])('%s: in Portuguese with the header, in English without', async (query, message) => {
    const portuguese = localize('pt-BR', message);
    expect(portuguese).not.toBe(message);
    const answer = await app.inject({
      url: `/api/admin/stats/community?${query}`,
      headers: { ...game, 'accept-language': 'pt-BR' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(portuguese);
    expect(Object.values(answer.json().fieldErrors)).toEqual([[portuguese]]);
    expect((await get(`community?${query}`)).json().message).toBe(message);
  });
});
