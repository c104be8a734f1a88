import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeraGatewayFake, type TeraGatewayFake } from '../../../../test/fakes/tera-gateway/server.ts';
import { createGatewayClient, type GatewayClient } from './gateway.client.ts';

const SERVER = 2800;
const BOX = {
  id: 7,
  title: 'Welcome',
  days: 30,
  items: [{ itemTemplateId: 100, boxItemId: 5, boxItemCount: 2 }],
};
const TIMEOUT = 300;

let fake: TeraGatewayFake;
let gateway: GatewayClient;
let seq = 0;

beforeAll(async () => {
  fake = await startTeraGatewayFake({ boxes: [BOX] });
  gateway = createGatewayClient({ baseUrl: fake.url, timeoutMs: TIMEOUT });
});
afterAll(() => fake.close());

/** Registers a fresh account through the Gateway and answers its userNo. */
async function buildAccount() {
  seq += 1;
  const result = await gateway.registerNewAccount(
    `player${seq}`,
    `player${seq}@example.test`,
    'correct horse 1',
  );
  if (result.kind !== 'ok') throw new Error(`register: ${JSON.stringify(result)}`);
  return result.data.userNo;
}

describe('accounts', () => {
  it('registers, reads back without AuthKey, and refuses a duplicate login or email case-insensitively', async () => {
    const userNo = await buildAccount();
    const info = await gateway.getAccountInfo(userNo);
    expect(info).toMatchObject({ kind: 'ok', data: { userNo, userName: `player${seq}` } });
    const [row] = await fake.rows<{ authKey: string }>(
      'SELECT authKey FROM account_info WHERE accountDBID = ?',
      [userNo],
    );
    const authKey = row?.authKey ?? '';
    expect(authKey).not.toBe('');
    expect(JSON.stringify(info)).not.toContain(authKey);
    expect(JSON.stringify(info).toLowerCase()).not.toContain('authkey');

    expect(await gateway.registerNewAccount(`PLAYER${seq}`, 'other@example.test', 'correct horse 1')).toEqual(
      {
        kind: 'rejected',
        code: 2,
        message: 'body:login=Login already exists',
      },
    );
    const again = await gateway.registerNewAccount('fresh1', `Player${seq}@EXAMPLE.test`, 'correct horse 1');
    expect(again).toMatchObject({ kind: 'rejected', code: 2 });
    expect(JSON.stringify(again)).not.toContain('correct horse');
  });

  it('answers an unknown account with code 2 and an over-long email with a failed HTTP 500', async () => {
    expect(await gateway.getAccountInfo(999_999)).toEqual({
      kind: 'rejected',
      code: 2,
      message: 'query:userNo=Not existing account ID',
    });
    const long = await gateway.registerNewAccount(
      'longmail',
      `${'a'.repeat(60)}@example.test`,
      'secret pass 9',
    );
    expect(long).toEqual({
      kind: 'failed',
      status: 500,
      message: expect.stringContaining('Internal Server Error'),
    });
    expect(JSON.stringify(long)).not.toContain('secret pass 9');
    expect(await fake.rows("SELECT 1 FROM account_info WHERE userName = 'longmail'")).toEqual([]);
  });

  it('lists characters by account and server', async () => {
    const userNo = await buildAccount();
    await fake.addCharacter({
      accountDBID: userNo,
      serverId: SERVER,
      characterId: 41,
      name: 'Elin',
      level: 65,
      raceId: 4,
      genderId: 1,
      classId: 2,
    });
    expect(await gateway.listCharacters(userNo, SERVER)).toMatchObject({
      kind: 'ok',
      data: [{ userNo, serverId: SERVER, characterId: 41, name: 'Elin', level: 65 }],
    });
    expect(await gateway.listCharacters(999_999, SERVER)).toEqual({ kind: 'ok', data: [] });
  });
});

describe('benefits', () => {
  it('adds days again on a repeat, caps at 3650 days and removes even when absent', async () => {
    const userNo = await buildAccount();
    expect(await gateway.addBenefit(userNo, 433, 30)).toEqual({ kind: 'ok', data: undefined });
    expect(await gateway.addBenefit(userNo, 433, 30)).toMatchObject({ kind: 'ok' });
    const listed = await gateway.listBenefits(userNo);
    if (listed.kind !== 'ok') throw new Error(JSON.stringify(listed));
    const days = (Date.parse(listed.data[0]?.availableUntil ?? '') - Date.now()) / 86_400_000;
    expect(listed.data).toMatchObject([{ benefitId: 433, isAvailable: true }]);
    expect(Math.round(days)).toBe(60);

    expect(await gateway.addBenefit(userNo, 433, 3600)).toMatchObject({ kind: 'rejected', code: 2 });
    expect(await gateway.addBenefit(999_999, 433, 1)).toMatchObject({ kind: 'rejected', code: 2 });
    expect(await gateway.removeBenefit(userNo, 433)).toMatchObject({ kind: 'ok' });
    expect(await gateway.removeBenefit(userNo, 433)).toMatchObject({ kind: 'ok' });
    expect(await gateway.listBenefits(userNo)).toEqual({ kind: 'ok', data: [] });
  });
});

describe('bans', () => {
  it('stores an active ban from form fields, refuses a second one and reports it', async () => {
    const userNo = await buildAccount();
    const ban = {
      userNo,
      startTime: new Date(Date.now() - 60_000),
      endTime: new Date(Date.now() + 86_400_000),
      description: 'Botting',
      ips: ['1.2.3.4', '5.6.7.8'],
    };
    expect(await gateway.banAccount(ban)).toMatchObject({ kind: 'ok' });
    const sent = fake.requests.at(-1);
    expect(sent?.params).toMatchObject({ active: 'on', ip: '1.2.3.4;5.6.7.8' });
    expect(sent?.params.startTime).toMatch(/Z$/);
    expect((await fake.rows('SELECT * FROM account_bans WHERE accountDBID = ?', [userNo]))[0]).toMatchObject({
      active: 1,
      ip: '["1.2.3.4","5.6.7.8"]',
    });
    expect(await gateway.banAccount(ban)).toEqual({
      kind: 'rejected',
      code: 2,
      message: 'body:userNo=Already banned account ID',
    });
    expect(await gateway.getAccountBan(userNo, '9.9.9.9')).toMatchObject({
      kind: 'ok',
      data: { isBanned: true, userNo, description: 'Botting' },
    });
  });

  it('sends `ip=` when there are no addresses, so the Gateway stores the ban instead of failing', async () => {
    const userNo = await buildAccount();
    const start = new Date();
    const result = await gateway.banAccount({
      userNo,
      startTime: start,
      endTime: start,
      description: 'x',
      ips: [],
    });
    expect(result).toMatchObject({ kind: 'ok' });
    expect(fake.requests.at(-1)?.params.ip).toBe('');
    expect(await gateway.getAccountBan(userNo, '1.1.1.1')).toMatchObject({
      kind: 'ok',
      data: { isBanned: false },
    });
  });
});

describe('coins', () => {
  it('funds, reads the wallet, and credits a repeated fund twice (so the outbox must de-duplicate)', async () => {
    const userNo = await buildAccount();
    expect(await gateway.getShopAccount(userNo)).toMatchObject({ kind: 'rejected', code: 2 });
    expect(await gateway.fund(userNo, '1001', 500)).toEqual({ kind: 'ok', data: undefined });
    expect(await gateway.fund(userNo, '1001', 500)).toMatchObject({ kind: 'ok' });
    expect(await gateway.getShopAccount(userNo)).toMatchObject({ kind: 'ok', data: { balance: 1000 } });
    const ledger = await fake.rows<{ amount: number; description: string }>(
      'SELECT * FROM report_shop_fund WHERE accountDBID = ? ORDER BY id',
      [userNo],
    );
    expect(ledger.map((row) => row.description)).toEqual(['ShopApi,1001', 'ShopApi,1001']);
  });

  it('refuses a transactionId that is not all digits before sending anything', async () => {
    const before = fake.requests.length;
    for (const id of ['cs_test_123', '12a', '', '-5', '1.5'])
      expect(await gateway.fund(1, id, 100)).toMatchObject({ kind: 'rejected', code: 2 });
    expect(fake.requests.length).toBe(before);
  });
});

describe('boxes, kicks, servers', () => {
  it('lists and sends boxes, with accountDBID beside characterId', async () => {
    const userNo = await buildAccount();
    await fake.addCharacter({
      accountDBID: userNo,
      serverId: SERVER,
      characterId: 77,
      name: 'Popori',
      level: 1,
      raceId: 5,
      genderId: 0,
      classId: 1,
    });
    expect(await gateway.listBoxes()).toMatchObject({
      kind: 'ok',
      data: [{ boxId: 7, title: 'Welcome', items: [{ itemTemplateId: 100, serviceItemId: 5, count: 2 }] }],
    });
    expect(await gateway.sendBox({ boxId: 7, userNo })).toMatchObject({ kind: 'ok' });
    expect(await gateway.sendBox({ boxId: 7, userNo, serverId: SERVER, characterId: 77 })).toMatchObject({
      kind: 'ok',
    });
    expect(fake.requests.at(-1)?.params).toMatchObject({ accountDBID: String(userNo), characterId: '77' });
    expect(await fake.rows('SELECT * FROM report_boxes WHERE accountDBID = ?', [userNo])).toHaveLength(2);
    expect(await gateway.sendBox({ boxId: 404, userNo })).toEqual({
      kind: 'rejected',
      code: 2,
      message: 'Box not found',
    });
  });

  it('answers busy while an earlier send of the box is still queued', async () => {
    const userNo = await buildAccount();
    fake.holdQueue(true);
    try {
      expect(await gateway.sendBox({ boxId: 7, userNo })).toMatchObject({ kind: 'ok' });
      expect(await gateway.sendBox({ boxId: 7, userNo })).toEqual({
        kind: 'busy',
        code: 100,
        message: 'This box is being processed',
      });
      await fake.processQueue();
    } finally {
      fake.holdQueue(false);
    }
    fake.failNext('/boxApi/SendBoxToAccountByUserNo', { kind: 'busy', code: 102 });
    expect(await gateway.sendBox({ boxId: 7, userNo })).toMatchObject({ kind: 'busy', code: 102 });
    expect(await fake.rows('SELECT * FROM report_boxes WHERE accountDBID = ?', [userNo])).toHaveLength(1);
  });

  it('kicks and lists servers', async () => {
    const userNo = await buildAccount();
    expect(await gateway.kick(userNo, SERVER)).toMatchObject({ kind: 'ok' });
    expect(fake.kicks()).toContainEqual({ accountDBID: userNo, serverId: SERVER });
    expect(await gateway.kick(userNo, 1)).toMatchObject({ kind: 'rejected', code: 2 });
    expect(await gateway.listServers()).toMatchObject({
      kind: 'ok',
      data: [{ serverId: SERVER, name: 'Agaia' }],
    });
  });
});

describe('faults', () => {
  it('turns HTTP 500 into failed, with nothing written', async () => {
    const userNo = await buildAccount();
    fake.failNext('/shopApi/FundByUserNo', { kind: 'http500' });
    expect(await gateway.fund(userNo, '2001', 100)).toEqual({
      kind: 'failed',
      status: 500,
      message: expect.stringContaining('Internal Server Error'),
    });
    expect(await fake.rows('SELECT * FROM shop_accounts WHERE accountDBID = ?', [userNo])).toEqual([]);
  });

  it('turns a hang into unknown within the timeout, even when the fund took effect', async () => {
    const userNo = await buildAccount();
    fake.failNext('/shopApi/FundByUserNo', { kind: 'hang', afterWrite: true });
    const started = Date.now();
    const result = await gateway.fund(userNo, '3001', 100);
    expect(result).toMatchObject({ kind: 'unknown', reason: expect.stringContaining(`${TIMEOUT} ms`) });
    expect(Date.now() - started).toBeLessThan(TIMEOUT + 700);
    // The credit landed: only the ledger row tells, which is why unknown is never retried blindly.
    expect(await fake.rows("SELECT * FROM report_shop_fund WHERE description = 'ShopApi,3001'")).toHaveLength(
      1,
    );

    fake.failNext('/accountApi/GetAccountInfoByUserNo', { kind: 'hang' });
    expect(await gateway.getAccountInfo(userNo)).toMatchObject({ kind: 'unknown' });
  });

  it('turns a dropped connection or a refused one into unknown', async () => {
    const userNo = await buildAccount();
    fake.failNext('/accountApi/AddBenefitByUserNo', { kind: 'drop' });
    expect(await gateway.addBenefit(userNo, 434, 1)).toMatchObject({ kind: 'unknown' });
    const nowhere = createGatewayClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: TIMEOUT });
    expect(await nowhere.listServers()).toMatchObject({ kind: 'unknown' });
  });

  it('speaks the Gateway protocol for unknown paths and malformed JSON', async () => {
    const missing = await fetch(`${fake.url}/accountApi/SetPasswordByUserNo`, { method: 'POST' });
    expect(missing.status).toBe(404);
    await missing.text();
    const malformed = await fetch(`${fake.url}/shopApi/FundByUserNo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"userNo":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain('<html>');
  });
});
