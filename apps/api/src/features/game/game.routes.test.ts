import { Prime } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { auditLog, deliveries } from '../../db/schema/index.ts';
import { GameText } from '../../i18n/en/game.ts';
import { ptBRGame } from '../../i18n/pt-BR/game.ts';

// The game routes with no game back end (GAME_BACKEND=none): guards, bounds and the outbox actions.
const app = await createTestApp();

async function sessionWith(webMgt: number) {
  const { account, password } = await buildAccount(app, { webMgt });
  return { account, headers: (await loginAs(app, account.userName, password)).headers };
}

/** A pending item delivery for a fresh player, as a paid order queues it. */
async function pendingDelivery() {
  const { account } = await buildAccount(app);
  await app.platform.db.transaction((tx) =>
    app.platform.entitlements.grant(
      tx,
      { accountDBID: account.accountDBID, source: 'order', sourceId: `o${account.accountDBID}` },
      { items: [{ itemId: 7001, quantity: 2 }] },
    ),
  );
  const [row] = await app.platform.db
    .select()
    .from(deliveries)
    .where(eq(deliveries.accountDBID, account.accountDBID));
  if (!row) throw new Error('no delivery');
  return row;
}

const inventory = await sessionWith(Prime.gameInventory);

describe('public and player game routes', () => {
  it('answers the server status to anyone, and says no back end answers it', async () => {
    const response = await app.inject('/api/game/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ backend: 'none', servers: null });
  });

  it("needs a session for the player's game, and shows nothing without a back end", async () => {
    expect((await app.inject('/api/user/game')).statusCode).toBe(401);
    const { headers } = await sessionWith(0);
    expect((await app.inject({ url: '/api/user/game', headers })).json()).toEqual({
      backend: 'none',
      available: false,
      characters: [],
      coins: null,
    });
  });
});

describe('admin game routes', () => {
  it.each([
    ['GET', '/api/admin/game/deliveries'],
    ['POST', '/api/admin/game/deliveries/1/retry'],
    ['POST', '/api/admin/game/deliveries/1/cancel'],
    ['GET', '/api/admin/game/characters?accountDBID=1'],
    ['GET', '/api/admin/game/boxes'],
  ] as const)('%s %s answers 401 without a session and 403 without its permission', async (method, url) => {
    expect((await app.inject({ method, url })).statusCode).toBe(401);
    const { headers } = await sessionWith(Prime.news);
    expect((await app.inject({ method, url, headers })).statusCode).toBe(403);
  });

  it.each([
    ['/api/admin/game/deliveries?status=lost', inventory.headers],
    ['/api/admin/game/deliveries?accountDBID=4294967296', inventory.headers],
    ['/api/admin/game/deliveries?page=0', inventory.headers],
  ])('refuses %s with 400', async (url, headers) => {
    expect((await app.inject({ url, headers })).statusCode).toBe(400);
  });

  it('refuses a delivery id that is not one, and answers 404 for one that does not exist', async () => {
    const { headers } = inventory;
    for (const id of ['abc', '0', '9007199254740993'])
      expect(
        (await app.inject({ method: 'POST', url: `/api/admin/game/deliveries/${id}/retry`, headers }))
          .statusCode,
      ).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/game/deliveries/999999/cancel', headers }))
        .statusCode,
    ).toBe(404);
  });

  it('lists the outbox and cancels then retries a row, audited; a row in the wrong state answers 409', async () => {
    const row = await pendingDelivery();
    const { headers } = inventory;
    const list = await app.inject({
      url: `/api/admin/game/deliveries?accountDBID=${row.accountDBID}`,
      headers,
    });
    expect(list.json()).toMatchObject({
      total: 1,
      deliveries: [{ id: row.id, kind: 'item', status: 'pending' }],
    });
    const act = (action: string) =>
      app.inject({ method: 'POST', url: `/api/admin/game/deliveries/${row.id}/${action}`, headers });
    expect((await act('retry')).statusCode).toBe(409);
    expect((await act('cancel')).json()).toEqual({ message: 'Delivery cancelled.' });
    expect((await act('cancel')).statusCode).toBe(409);
    expect((await act('retry')).json()).toEqual({ message: 'Delivery queued again.' });
    const audit = await app.platform.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetAccountDBID, row.accountDBID));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['delivery.cancel', 'delivery.retry']),
    );
  });

  it("refuses to act on a delivery of an account the admin does not outrank, or of the admin's own", async () => {
    const { account: peer } = await buildAccount(app, { webMgt: Prime.gameInventory });
    const rowOfPeer = await pendingDelivery();
    await app.platform.db
      .update(deliveries)
      .set({ accountDBID: peer.accountDBID })
      .where(eq(deliveries.id, rowOfPeer.id));
    const { headers } = inventory;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/game/deliveries/${rowOfPeer.id}/cancel`,
          headers,
        })
      ).statusCode,
    ).toBe(403);
    await app.platform.db
      .update(deliveries)
      .set({ accountDBID: inventory.account.accountDBID })
      .where(eq(deliveries.id, rowOfPeer.id));
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/game/deliveries/${rowOfPeer.id}/cancel`,
          headers,
        })
      ).statusCode,
    ).toBe(403);
    const [after] = await app.platform.db.select().from(deliveries).where(eq(deliveries.id, rowOfPeer.id));
    expect(after?.status).toBe('pending');
  });

  it('answers the box list and characters without a back end, and bounds the account id', async () => {
    const shop = await sessionWith(Prime.shop);
    expect((await app.inject({ url: '/api/admin/game/boxes', headers: shop.headers })).json()).toEqual({
      boxes: [],
    });
    const characters = await sessionWith(Prime.gameCharacters);
    const { account } = await buildAccount(app);
    const found = await app.inject({
      url: `/api/admin/game/characters?accountDBID=${account.accountDBID}`,
      headers: characters.headers,
    });
    expect(found.json()).toEqual({
      accountDBID: account.accountDBID,
      userName: account.userName,
      available: true,
      characters: [],
    });
    for (const query of ['', '?accountDBID=x', '?accountDBID=2147483648'])
      expect(
        (await app.inject({ url: `/api/admin/game/characters${query}`, headers: characters.headers }))
          .statusCode,
      ).toBe(400);
  });
});

describe("the admin game routes answer in the reader's language", () => {
  const PT = { 'accept-language': 'pt-BR' };

  it('refuses an action in the wrong state, and says it was done, in Portuguese; in English without the header', async () => {
    const row = await pendingDelivery();
    const act = (action: string, language: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/game/deliveries/${row.id}/${action}`,
        headers: { ...inventory.headers, ...language },
      });
    expect((await act('retry', PT)).json()).toMatchObject({ message: ptBRGame.retryPending });
    expect((await act('retry')).json()).toMatchObject({ message: GameText.retryPending });
    expect((await act('cancel', PT)).json()).toEqual({ message: ptBRGame.deliveryCancelled });
    expect((await act('cancel', PT)).json()).toMatchObject({ message: ptBRGame.cancelCancelled });
    expect((await act('cancel')).json()).toMatchObject({
      message: 'This delivery is cancelled: only a pending or failed delivery can be cancelled.',
    });
    expect((await act('retry')).json()).toEqual({ message: GameText.deliveryRequeued });
  });

  it("shows a delivery's last error written by the site in Portuguese, the game's own words as they are", async () => {
    const row = await pendingDelivery();
    const list = async (language: Record<string, string> = {}) =>
      (
        await app.inject({
          url: `/api/admin/game/deliveries?accountDBID=${row.accountDBID}`,
          headers: { ...inventory.headers, ...language },
        })
      ).json().deliveries[0].lastError;
    const setLastError = (lastError: string) =>
      app.platform.db
        .update(deliveries)
        .set({ status: 'failed', lastError })
        .where(eq(deliveries.id, row.id));
    await setLastError(GameText.itemWithoutBox);
    expect(await list(PT)).toBe(ptBRGame.itemWithoutBox);
    expect(await list()).toBe(GameText.itemWithoutBox);
    await setLastError('/shopApi/FundByUserNo: HTTP 500 Internal error');
    expect(await list(PT)).toBe('/shopApi/FundByUserNo: HTTP 500 Internal error');
  });

  it("words zod's generic refusal of a field in Portuguese (a number given as text)", async () => {
    const refuse = async (language: Record<string, string> = {}) =>
      (
        await app.inject({
          url: '/api/admin/game/deliveries?accountDBID=abc',
          headers: { ...inventory.headers, ...language },
        })
      ).json();
    const english = await refuse();
    expect(english.fieldErrors.accountDBID).toEqual(['Invalid input: expected number, received NaN']);
    const portuguese = await refuse(PT);
    expect(portuguese).toMatchObject({ code: 'VALIDATION' });
    expect(portuguese.fieldErrors.accountDBID).toEqual([
      expect.stringMatching(/^Entrada inválida: esperava um número/),
    ]);
    expect(portuguese.message).toBe(`accountDBID: ${portuguese.fieldErrors.accountDBID[0]}`);
  });
});
