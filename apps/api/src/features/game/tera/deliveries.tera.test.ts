import { Prime } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../../test/builders/accounts.ts';
import { createTestClock } from '../../../../test/helpers.ts';
import { buildGameAccount, createTeraTestApp, fakeOnly, realTera } from '../../../../test/tera.ts';
import { type DeliveryRow, deliveries } from '../../../db/schema/index.ts';
import { GameText } from '../../../i18n/en/game.ts';
import type { Entitlement } from '../../../platform/entitlements.ts';
import { createOutboxWorker } from './outbox-worker.ts';

const BOX = {
  id: 41,
  title: 'Starter box',
  days: 30,
  items: [{ itemTemplateId: 8001, boxItemId: 101, boxItemCount: 3 }],
};
const clock = createTestClock(new Date());
const { app, fake, worker } = await createTeraTestApp({ clock, fake: { boxes: [BOX] } });
let source = 0;

/** Grants as the shop's fulfilment or a claim does, in one transaction, under a new source key. */
async function grant(accountDBID: number, entitlement: Entitlement) {
  source += 1;
  const sourceId = `t${source}`;
  await app.platform.db.transaction((tx) =>
    app.platform.entitlements.grant(tx, { accountDBID, source: 'order', sourceId }, entitlement),
  );
  return sourceId;
}

const rowsOf = (accountDBID: number): Promise<DeliveryRow[]> =>
  app.platform.db.select().from(deliveries).where(eq(deliveries.accountDBID, accountDBID));

const balance = async (accountDBID: number) =>
  (
    await fake.rows<{ balance: number }>('SELECT balance FROM shop_accounts WHERE accountDBID = ?', [
      accountDBID,
    ])
  )[0]?.balance;
const ledger = (accountDBID: number) =>
  fake.rows<{ description: string }>('SELECT description FROM report_shop_fund WHERE accountDBID = ?', [
    accountDBID,
  ]);
const boxesOf = (accountDBID: number) =>
  fake.rows('SELECT id FROM report_boxes WHERE accountDBID = ? AND logId = ?', [accountDBID, BOX.id]);

describe('coins reach the game wallet once', () => {
  it('funds with the outbox row id as transactionId, and the player sees the game balance', async () => {
    const { account, password } = await buildGameAccount(app);
    await grant(account.accountDBID, { coins: 500 });
    expect(await worker.tick()).toBe(1);
    expect(await balance(account.accountDBID)).toBe(500);
    const [row] = await rowsOf(account.accountDBID);
    expect(row).toMatchObject({ kind: 'coins', status: 'delivered' });
    expect(await ledger(account.accountDBID)).toEqual([{ description: `ShopApi,${row?.id}` }]);
    const { headers } = await loginAs(app, account.userName, password);
    const game = await app.inject({ url: '/api/user/game', headers });
    expect(game.json()).toMatchObject({ backend: 'tera-api', available: true, coins: 500 });
  });

  it("shows the staff the game wallet beside the site's record", async () => {
    const admin = await buildGameAccount(app, { webMgt: Prime.accountManagement });
    const { account } = await buildGameAccount(app);
    await grant(account.accountDBID, { coins: 120 });
    await worker.tick();
    const { headers } = await loginAs(app, admin.account.userName, admin.password);
    const detail = await app.inject({ url: `/api/admin/users/${account.accountDBID}`, headers });
    expect(detail.json()).toMatchObject({ agaiaCoins: 120, game: { coins: 120 } });
  });

  fakeOnly('backs off on HTTP 500 and busy codes, then arrives once when the Gateway recovers', async () => {
    const { account } = await buildGameAccount(app);
    await grant(account.accountDBID, { coins: 70 });
    fake.failNext('/shopApi/FundByUserNo', { kind: 'http500' });
    await worker.tick();
    const [failed] = await rowsOf(account.accountDBID);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.nextAttemptAt?.getTime()).toBeGreaterThan(clock.now().getTime());
    expect(await worker.tick()).toBe(0);
    clock.advance(60_000);
    await worker.tick();
    expect(await balance(account.accountDBID)).toBe(70);
    expect(await ledger(account.accountDBID)).toHaveLength(1);
  });

  it("fails a fund tera-api's ledger cannot record after one attempt, with the reason, instead of retrying it", async () => {
    const { account } = await buildGameAccount(app);
    await grant(account.accountDBID, { coins: 2_147_483 });
    await worker.tick();
    // tera-api v1.2.3 would write the ledger's balance as "2147483" and "1000" joined: 21474831000, past INT32_MAX.
    await grant(account.accountDBID, { coins: 1_000 });
    await worker.tick();
    const overflowed = (await rowsOf(account.accountDBID)).find((row) => row.quantity === 1_000);
    expect(overflowed).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: GameText.fundLedgerOverflow,
      nextAttemptAt: null,
    });
    clock.advance(700_000);
    expect(await worker.tick()).toBe(0);
    expect(await balance(account.accountDBID)).toBe(2_147_483);
    expect(await ledger(account.accountDBID)).toHaveLength(1);
  });

  fakeOnly('still retries an HTTP 500 of a fund whose ledger has room', async () => {
    const { account } = await buildGameAccount(app);
    await grant(account.accountDBID, { coins: 100 });
    await worker.tick();
    await grant(account.accountDBID, { coins: 50 });
    fake.failNext('/shopApi/FundByUserNo', { kind: 'http500' });
    await worker.tick();
    const retried = (await rowsOf(account.accountDBID)).find((row) => row.quantity === 50);
    expect(retried).toMatchObject({ status: 'pending', attempts: 1 });
    clock.advance(60_000);
    await worker.tick();
    expect(await balance(account.accountDBID)).toBe(150);
    expect(await ledger(account.accountDBID)).toHaveLength(2);
  });

  fakeOnly('reconciles a fund whose answer was lost from the ledger, never paying twice', async () => {
    const { account } = await buildGameAccount(app);
    await grant(account.accountDBID, { coins: 30 });
    fake.failNext('/shopApi/FundByUserNo', { kind: 'hang', afterWrite: true });
    await worker.tick();
    expect((await rowsOf(account.accountDBID))[0]).toMatchObject({ status: 'unknown' });
    // Read back only after the pause that lets tera-api finish writing.
    expect(await worker.tick()).toBe(0);
    clock.advance(20_000);
    await worker.tick();
    expect((await rowsOf(account.accountDBID))[0]).toMatchObject({ status: 'delivered' });
    expect(await balance(account.accountDBID)).toBe(30);
    expect(await ledger(account.accountDBID)).toHaveLength(1);
  });

  fakeOnly('sends again a fund that was lost before it landed', async () => {
    const { account } = await buildGameAccount(app);
    await grant(account.accountDBID, { coins: 40 });
    fake.failNext('/shopApi/FundByUserNo', { kind: 'drop' });
    await worker.tick();
    clock.advance(20_000);
    await worker.tick();
    expect(await balance(account.accountDBID)).toBe(40);
    expect(await ledger(account.accountDBID)).toHaveLength(1);
  });

  it('reconciles a row a dead worker left in sending after its call landed, once the lease ran out', async () => {
    const { account } = await buildGameAccount(app);
    await grant(account.accountDBID, { coins: 25 });
    const [row] = await rowsOf(account.accountDBID);
    if (!row) throw new Error('no row');
    // The worker claimed the row and made the call, then its process died before marking it.
    await app.platform.db
      .update(deliveries)
      .set({ status: 'sending', updatedAt: clock.now() })
      .where(eq(deliveries.id, row.id));
    await app.modules.game.tera?.gateway.fund(account.accountDBID, String(row.id), 25);
    expect(await worker.tick()).toBe(0);
    clock.advance(10 * 60_000);
    expect(await worker.tick()).toBe(1);
    expect((await rowsOf(account.accountDBID))[0]).toMatchObject({ status: 'delivered' });
    expect(await balance(account.accountDBID)).toBe(25);
    expect(await ledger(account.accountDBID)).toHaveLength(1);
  });
});

describe('several instances', () => {
  it('push each row once when their workers run at the same time', async () => {
    const tera = app.modules.game.tera;
    if (!tera) throw new Error('no tera back end');
    const second = createOutboxWorker({
      db: app.platform.db,
      clock,
      log: app.log,
      gateway: tera.gateway,
      tera: tera.db,
      timeoutMs: 400,
      serverIds: async () => [],
    });
    const players = await Promise.all([1, 2, 3, 4, 5, 6].map(() => buildGameAccount(app)));
    for (const { account } of players) await grant(account.accountDBID, { coins: 11 });
    await Promise.all([worker.tick(), second.tick(), worker.tick(), second.tick()]);
    // The fake's MariaDB may refuse concurrent first funds (a lock wait, answered HTTP 500 as tera-api would):
    // such a row waits for its backoff and goes again.
    for (let round = 0; round < 10; round++) {
      const open = await app.platform.db.select().from(deliveries).where(eq(deliveries.status, 'pending'));
      if (open.length === 0) break;
      clock.advance(700_000);
      await Promise.all([worker.tick(), second.tick()]);
    }
    for (const { account } of players) {
      expect((await rowsOf(account.accountDBID))[0]?.status).toBe('delivered');
      expect(await balance(account.accountDBID)).toBe(11);
      expect(await ledger(account.accountDBID)).toHaveLength(1);
    }
  });
});

describe('benefits and boxes', () => {
  it('adds club and benefit days in the game, summing days of one benefit', async () => {
    const { account } = await buildGameAccount(app);
    await grant(account.accountDBID, { clubDays: 30, benefitDays: [{ benefitId: 434, days: 10 }] });
    await worker.tick();
    const rows = await fake.rows<{ benefitId: number; availableUntil: Date }>(
      'SELECT benefitId, availableUntil FROM account_benefits WHERE accountDBID = ? ORDER BY benefitId',
      [account.accountDBID],
    );
    const days = (until: Date) => Math.round((until.getTime() - clock.now().getTime()) / 86_400_000);
    expect(rows.map((r) => [r.benefitId, days(r.availableUntil)])).toEqual([
      [433, 30],
      [434, 10],
    ]);
  });

  fakeOnly('sends one box per unit and reconciles a lost answer from report_boxes', async () => {
    const { account } = await buildGameAccount(app);
    await grant(account.accountDBID, { items: [{ itemId: 8001, quantity: 2, boxId: BOX.id }] });
    fake.failNext('/boxApi/SendBoxToAccountByUserNo', { kind: 'drop', afterWrite: true });
    await worker.tick();
    clock.advance(20_000);
    await worker.tick();
    const rows = await rowsOf(account.accountDBID);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['box', 'delivered'],
      ['box', 'delivered'],
    ]);
    expect(await boxesOf(account.accountDBID)).toHaveLength(2);
  });

  it('fails an item without a box for the staff to see, instead of dropping it', async () => {
    const { account } = await buildGameAccount(app);
    await grant(account.accountDBID, { items: [{ itemId: 9, quantity: 1 }] });
    await worker.tick();
    expect((await rowsOf(account.accountDBID))[0]).toMatchObject({
      kind: 'item',
      status: 'failed',
      lastError: expect.stringContaining('no game box'),
    });
  });
});

describe('bans reach the game', () => {
  it('bans with a kick, and an unban deletes the game row while the site keeps the history', async () => {
    const admin = await buildGameAccount(app, { webMgt: Prime.accountManagement * Prime.accountActions });
    const { account } = await buildGameAccount(app);
    const { headers } = await loginAs(app, admin.account.userName, admin.password);
    const banned = await app.inject({
      method: 'POST',
      url: '/api/admin/banUser',
      headers,
      payload: {
        accountDBID: account.accountDBID,
        endTime: new Date(clock.now().getTime() + 86_400_000).toISOString(),
        description: 'Botting',
        ip: '10.0.0.7',
        active: true,
      },
    });
    expect(banned.statusCode).toBe(200);
    await worker.tick();
    const bans = await fake.rows('SELECT active, ip, description FROM account_bans WHERE accountDBID = ?', [
      account.accountDBID,
    ]);
    expect(bans).toEqual([{ active: 1, ip: '["10.0.0.7"]', description: 'Botting' }]);
    if (!realTera) expect(fake.kicks()).toContainEqual({ accountDBID: account.accountDBID, serverId: 2800 });

    const unbanned = await app.inject({
      method: 'POST',
      url: '/api/admin/unbanUser',
      headers,
      payload: { accountDBID: account.accountDBID },
    });
    expect(unbanned.statusCode).toBe(200);
    await worker.tick();
    expect(
      await fake.rows('SELECT 1 FROM account_bans WHERE accountDBID = ?', [account.accountDBID]),
    ).toEqual([]);
  });
});
