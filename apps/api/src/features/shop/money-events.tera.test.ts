import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/builders/accounts.ts';
import { createShopTestApp } from '../../../test/builders/shop.ts';
import { startTeraGatewayFake } from '../../../test/fakes/tera-gateway/server.ts';
import { createTestClock } from '../../../test/helpers.ts';
import { buildGameAccount } from '../../../test/tera.ts';
import { accountBenefits, deliveries, orders } from '../../db/schema/index.ts';

/**
 * docs/product.md §8.4, §8.5: an order's money state is a state machine over provider events in any order. Every
 * order of completed (C), async payment succeeded (A), refunded (R) and disputed (D) — 24 of them — goes to one fresh
 * account and order of one app (GAME_BACKEND=tera-api against the Gateway fake), with the game's outbox pushed after
 * each event; the site's grants, the outbox rows and the game's tables are checked after every step against a model,
 * and again after every event is sent twice more (a replay of the same id, and a copy under a new id).
 */
const BOX = {
  id: 41,
  title: 'Starter box',
  days: 30,
  items: [{ itemTemplateId: 8001, boxItemId: 101, boxItemCount: 1 }],
};
const DAY_MS = 86_400_000;
const clock = createTestClock(new Date('2026-03-01T12:00:00Z'));
const tera = await startTeraGatewayFake({ now: clock.now, boxes: [BOX] });
afterAll(() => tera.close());
const shop = await createShopTestApp({
  clock,
  env: {
    GAME_BACKEND: 'tera-api',
    TERA_GATEWAY_URL: tera.url,
    TERA_DB_URL: tera.databaseUrl,
    TERA_TIMEOUT_MS: '400',
  },
});
const { app, fake, webhook } = shop;
const db = app.platform.db;
const gameWorker = app.modules.game.worker;
if (!gameWorker) throw new Error('GAME_BACKEND=tera-api built no deliveries worker');
const worker = gameWorker;
const product = await shop.addProduct({
  grants: {
    coins: 500,
    clubDays: 30,
    benefits: [{ benefitId: 433, days: 30 }],
    items: [{ itemId: 8001, quantity: 1, boxId: BOX.id }],
  },
});

type Step = 'C' | 'A' | 'R' | 'D';
const permutations = (items: Step[]): Step[][] =>
  items.length <= 1
    ? [items]
    : items.flatMap((first, index) =>
        permutations(items.filter((_, other) => other !== index)).map((rest) => [first, ...rest]),
      );

/** Whether a prefix of events took back grants (a refund or dispute came after the order was paid). */
function replay(steps: Step[]) {
  let status = 'pending';
  let granted = false;
  let takenBack = false;
  for (const step of steps) {
    if ((step === 'C' || step === 'A') && status === 'pending') {
      status = 'paid';
      granted = true;
    } else if (step === 'R' && (status === 'pending' || status === 'paid')) {
      takenBack = status === 'paid';
      status = 'refunded';
    } else if (step === 'D' && status !== 'disputed') {
      takenBack = takenBack || status === 'paid';
      status = 'disputed';
    }
  }
  return { status, granted, takenBack };
}

/** What the site, the outbox and the game must show after a prefix of events (see the state machine). */
function model(steps: Step[]) {
  const { status, granted, takenBack } = replay(steps);
  const holds = granted && !takenBack;
  const outbox = granted
    ? [
        ['coins', 0, 500, 'delivered'],
        ['benefit_days', 433, 60, 'delivered'],
        ['box', BOX.id, 1, 'delivered'],
        ...(takenBack ? [['benefit_shorten', 433, 60, 'delivered']] : []),
      ]
    : [];
  return {
    status,
    coins: holds ? 500 : 0,
    club: holds ? new Date(clock.now().getTime() + 30 * DAY_MS).toISOString() : null,
    siteBenefit: holds ? 30 : null,
    outbox,
    gameCoins: granted ? 500 : undefined,
    gameBenefit: holds ? 60 : null,
    gameBoxes: granted ? 1 : 0,
  };
}

/** The same facts, read from the site, its outbox and tera-api's tables. */
async function observe(accountDBID: number, orderId: number) {
  const account = await app.modules.accounts.findById(accountDBID);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [benefit] = await db
    .select()
    .from(accountBenefits)
    .where(eq(accountBenefits.accountDBID, accountDBID));
  const rows = await db.select().from(deliveries).where(eq(deliveries.accountDBID, accountDBID));
  const [wallet] = await tera.rows<{ balance: number }>(
    'SELECT balance FROM shop_accounts WHERE accountDBID = ?',
    [accountDBID],
  );
  const [gameBenefit] = await tera.rows<{ availableUntil: Date }>(
    'SELECT availableUntil FROM account_benefits WHERE accountDBID = ? AND benefitId = 433',
    [accountDBID],
  );
  const boxes = await tera.rows('SELECT id FROM report_boxes WHERE accountDBID = ? AND logId = ?', [
    accountDBID,
    BOX.id,
  ]);
  const days = (until: Date) => Math.round((until.getTime() - clock.now().getTime()) / DAY_MS);
  return {
    status: order?.status,
    coins: account?.agaiaCoins,
    club: account?.agaiaClubExpiry?.toISOString() ?? null,
    siteBenefit: benefit ? days(benefit.availableUntil) : null,
    outbox: rows
      .filter((row) => row.kind !== 'ban' && row.kind !== 'unban')
      .sort((a, b) => a.id - b.id)
      .map((row) => [row.kind, row.itemId, row.quantity, row.status]),
    gameCoins: wallet?.balance,
    gameBenefit: gameBenefit ? days(new Date(gameBenefit.availableUntil)) : null,
    gameBoxes: boxes.length,
  };
}

/** A fresh game account with an order paid at Stripe (its events not yet sent). */
async function paidOrder() {
  const { account, password } = await buildGameAccount(app);
  const { headers } = await loginAs(app, account.userName, password);
  const { session, orderId } = await shop.checkout(headers, product.id);
  const paid = fake.pay(session.id);
  const events: Record<Step, [string, object]> = {
    C: ['checkout.session.completed', paid],
    A: ['checkout.session.async_payment_succeeded', paid],
    R: ['charge.refunded', fake.refundedCharge(session.id)],
    D: ['charge.dispute.created', fake.dispute(session.id)],
  };
  return { account, orderId, events };
}

async function send(event: [string, object], id = `evt_${randomBytes(8).toString('hex')}`) {
  const response = await webhook(event[0], event[1], id);
  expect(response.statusCode).toBe(200);
  while (await worker.tick()) {
    // Pushed until nothing is due: each event's grants and take-backs reach the game before the next.
  }
  return id;
}

describe('money events in every order (tera-api)', () => {
  it.each(permutations(['C', 'A', 'R', 'D']).map((steps) => [steps.join('')]))(
    '%s: grants once, takes back all it can, and a completion after a refund or dispute grants nothing',
    async (order) => {
      const steps = order.split('') as Step[];
      const { account, orderId, events } = await paidOrder();
      const ids: string[] = [];
      for (const [index, step] of steps.entries()) {
        ids.push(await send(events[step]));
        const expected = model(steps.slice(0, index + 1));
        expect(
          await observe(account.accountDBID, orderId),
          `after ${steps.slice(0, index + 1).join('')}`,
        ).toEqual(expected);
      }
      // Duplicates: each event replayed under its own id, and sent again under a new one, in the same order.
      const settled = model(steps);
      for (const [index, step] of steps.entries()) {
        const replay = await webhook(events[step][0], events[step][1], ids[index]);
        expect(replay.json()).toEqual({ received: true, duplicate: true });
        await send(events[step]);
      }
      expect(await observe(account.accountDBID, orderId)).toEqual(settled);
      expect(settled.status).toBe('disputed');
      const [taken] = await app.platform.entitlements.takeBacksOf('order', [String(orderId)]);
      expect(taken).toMatchObject({ reason: 'disputed', accountAction: 'flag' });
      // What was granted before the refund or dispute reached the game, which cannot give coins or boxes back.
      if (replay(steps).takenBack)
        expect(taken?.notTakenBack).toMatchObject({
          coins: 0,
          gameCoins: 500,
          deliveries: [{ kind: 'box', itemId: BOX.id, quantity: 1, status: 'delivered' }],
        });
      else expect(taken?.notTakenBack).toEqual({ coins: 0, gameCoins: 0, deliveries: [] });
    },
  );

  it('cancels what has not reached the game yet: nothing to give back, nothing lost', async () => {
    const { account, orderId, events } = await paidOrder();
    await webhook(...events.C);
    // The refund lands before the worker pushed anything.
    await webhook(...events.R);
    while (await worker.tick()) {
      // drain
    }
    const seen = await observe(account.accountDBID, orderId);
    expect(seen).toMatchObject({
      status: 'refunded',
      coins: 0,
      club: null,
      gameCoins: undefined,
      gameBoxes: 0,
    });
    expect(seen.outbox).toEqual([
      ['coins', 0, 500, 'cancelled'],
      ['benefit_days', 433, 60, 'cancelled'],
      ['box', BOX.id, 1, 'cancelled'],
    ]);
    const [taken] = await app.platform.entitlements.takeBacksOf('order', [String(orderId)]);
    expect(taken?.notTakenBack).toEqual({ coins: 0, gameCoins: 0, deliveries: [] });
    expect(taken?.takenBack).toMatchObject({ coins: 500, clubDays: 30, deliveriesCancelled: 3 });
  });

  it("shortens the game's benefit by the order's days only, keeping days it had from elsewhere", async () => {
    const { account, orderId, events } = await paidOrder();
    await send(events.C);
    // The launcher's own signup had granted 10 days of the club benefit in the game.
    await tera.rows(
      'UPDATE account_benefits SET availableUntil = DATE_ADD(availableUntil, INTERVAL 10 DAY) WHERE accountDBID = ?',
      [account.accountDBID],
    );
    await send(events.D);
    expect((await observe(account.accountDBID, orderId)).gameBenefit).toBe(10);
  });
});
