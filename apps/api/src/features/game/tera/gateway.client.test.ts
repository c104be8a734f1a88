import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeraGatewayFake, type TeraGatewayFake } from '../../../../test/fakes/tera-gateway/server.ts';
import { createGatewayClient, type GatewayClient } from './gateway.client.ts';
import { createTeraDb, type TeraDb } from './tera-db.ts';

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
let teraDb: TeraDb;
let seq = 0;

beforeAll(async () => {
  fake = await startTeraGatewayFake({ boxes: [BOX] });
  gateway = createGatewayClient({ baseUrl: fake.url, timeoutMs: TIMEOUT });
  teraDb = createTeraDb({ url: fake.databaseUrl, passwords: { format: 'plain', salt: '' } });
});
afterAll(async () => {
  await teraDb.close();
  await fake.close();
});

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

/** Calls the fake directly (form body for POST), for what the client does not expose. */
async function callRaw(method: 'GET' | 'POST', path: string, params: Record<string, string | number> = {}) {
  const form = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await fetch(method === 'GET' ? `${fake.url}${path}?${form}` : `${fake.url}${path}`, {
    method,
    ...(method === 'POST' && {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    }),
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), text, json: safeJson(text) };
}
const safeJson = (text: string): Record<string, unknown> | undefined => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
const count = async (table: string) =>
  Number((await fake.rows<{ n: number }>(`SELECT COUNT(*) n FROM ${table}`))[0]?.n);

describe('accounts', () => {
  it('registers, reads back without AuthKey, and refuses a duplicate login or email case-insensitively', async () => {
    const userNo = await buildAccount();
    // tera-api leaves authKey NULL at registration; the launcher sets one at login, as this does.
    const select = 'SELECT authKey FROM account_info WHERE accountDBID = ?';
    expect(await fake.rows(select, [userNo])).toEqual([{ authKey: null }]);
    const authKey = randomBytes(16).toString('hex');
    await fake.rows('UPDATE account_info SET authKey = ? WHERE accountDBID = ?', [authKey, userNo]);
    expect((await callRaw('GET', '/accountApi/GetAccountInfoByUserNo', { userNo })).json?.AuthKey).toBe(
      authKey,
    );
    const info = await gateway.getAccountInfo(userNo);
    expect(info).toMatchObject({ kind: 'ok', data: { userNo, userName: `player${seq}` } });
    expect(JSON.stringify(info)).not.toContain(authKey);
    expect(JSON.stringify(info).toLowerCase()).not.toContain('authkey');

    expect(await gateway.registerNewAccount(`PLAYER${seq}`, 'other@example.test', 'correct horse 1')).toEqual(
      {
        kind: 'rejected',
        code: 2,
        message: 'Invalid parameter: body:login=Contains an existing login',
      },
    );
    const again = await gateway.registerNewAccount('fresh1', `Player${seq}@EXAMPLE.test`, 'correct horse 1');
    expect(again).toEqual({
      kind: 'rejected',
      code: 2,
      message: 'Invalid parameter: body:email=Contains an existing email',
    });
    expect(JSON.stringify(again)).not.toContain('correct horse');
  });

  it('answers an unknown account with code 2 and an over-long email with a failed HTTP 500', async () => {
    expect(await gateway.getAccountInfo(999_999)).toEqual({
      kind: 'rejected',
      code: 2,
      message: 'Invalid parameter: query:userNo=Not existing account ID',
    });
    // 73 characters: valid for tera-api (up to 128) but too wide for the 64-character column.
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

    // The caps come from the handler: no `Invalid parameter:` prefix, and two texts.
    expect(await gateway.addBenefit(userNo, 433, 3600)).toEqual({
      kind: 'rejected',
      code: 2,
      message: 'Benefit date with added days value must not exceed 3650 days',
    });
    expect(await gateway.addBenefit(userNo, 434, 3651)).toEqual({
      kind: 'rejected',
      code: 2,
      message: 'Days value cannot be greater than 3650 days',
    });
    expect(await gateway.addBenefit(999_999, 433, 1)).toEqual({
      kind: 'rejected',
      code: 2,
      message: 'Invalid parameter: body:userNo=Contains not existing account ID',
    });
    expect(await gateway.removeBenefit(userNo, 433)).toMatchObject({ kind: 'ok' });
    expect(await gateway.removeBenefit(userNo, 433)).toMatchObject({ kind: 'ok' });
    expect(await gateway.listBenefits(userNo)).toEqual({ kind: 'ok', data: [] });
  });
});

describe('bans', () => {
  it('stores an active ban from form fields, refuses a second one and reports it', async () => {
    const userNo = await buildAccount();
    const second = Math.floor(Date.now() / 1000) * 1000; // DATETIME keeps whole seconds
    const ban = {
      userNo,
      startTime: new Date(second - 60_000),
      endTime: new Date(second + 86_400_000),
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
      message: 'Invalid parameter: body:userNo=Already banned account ID',
    });
    expect(
      (await callRaw('GET', '/accountApi/GetAccountBanByUserNo', { userNo, clientIP: '9.9.9.9' })).json,
    ).toEqual({
      Return: true,
      ReturnCode: 0,
      Msg: 'success',
      IsBanned: true,
      UserNo: userNo,
      Description: 'Botting',
      Ip: ['1.2.3.4', '5.6.7.8'],
      StartTime: ban.startTime.toISOString(),
      EndTime: ban.endTime.toISOString(),
    });
    expect(await gateway.getAccountBan(userNo, '9.9.9.9')).toEqual({
      kind: 'ok',
      data: {
        isBanned: true,
        userNo,
        description: 'Botting',
        ip: ['1.2.3.4', '5.6.7.8'],
        startTime: ban.startTime.toISOString(),
        endTime: ban.endTime.toISOString(),
      },
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
    const ledger = await fake.rows<{ balance: number; description: string }>(
      'SELECT * FROM report_shop_fund WHERE accountDBID = ? ORDER BY id',
      [userNo],
    );
    expect(ledger.map((row) => row.description)).toEqual(['ShopApi,1001', 'ShopApi,1001']);
    // tera-api's ledger bug: an existing wallet's balance and the amount concatenated as text (500 then 500).
    expect(ledger.map((row) => row.balance)).toEqual([500, 500500]);
    expect(await teraDb.hasFund(userNo, '1001')).toBe(true);
  });

  it('fails with HTTP 500 and credits nothing once the concatenated ledger balance leaves INT range', async () => {
    const userNo = await buildAccount();
    expect(await gateway.fund(userNo, '4001', 100_000)).toMatchObject({ kind: 'ok' });
    // "100000" + "100000" = 100000100000 > 2147483647: the ledger insert fails and the credit rolls back.
    expect(await gateway.fund(userNo, '4002', 100_000)).toEqual({
      kind: 'failed',
      status: 500,
      message: '/shopApi/FundByUserNo: HTTP 500 Internal Server Error',
    });
    expect(await fake.rows('SELECT balance FROM shop_accounts WHERE accountDBID = ?', [userNo])).toEqual([
      { balance: 100_000 },
    ]);
    expect(
      await fake.rows('SELECT description FROM report_shop_fund WHERE accountDBID = ?', [userNo]),
    ).toEqual([{ description: 'ShopApi,4001' }]);
    expect(await teraDb.hasFund(userNo, '4002')).toBe(false);
    // A smaller amount still fits ("100000" + "5"), so the same wallet takes it.
    expect(await gateway.fund(userNo, '4003', 5)).toMatchObject({ kind: 'ok' });
    expect(await gateway.getShopAccount(userNo)).toMatchObject({ kind: 'ok', data: { balance: 100_005 } });
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
    expect(await missing.text()).toBe('Invalid endpoint: /accountApi/SetPasswordByUserNo');
    expect(await callRaw('GET', '/nope', { x: 1 })).toMatchObject({
      status: 404,
      type: 'text/html; charset=utf-8',
      text: 'Invalid endpoint: /nope?x=1',
    });
    expect(await callRaw('POST', '/accountApi/ListAccounts')).toMatchObject({
      status: 404,
      text: 'Invalid endpoint: /accountApi/ListAccounts',
    });
    const malformed = await fetch(`${fake.url}/shopApi/FundByUserNo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"userNo":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain('<html>');
  });
});

// What the real tera-api v1.2.3 Gateway does and the fake reproduces, as far as a connector can notice it.
describe('tera-api quirks', () => {
  /** A ban through the Gateway with these fields changed; an undefined one is left out. */
  const ban = (userNo: number, extra: Record<string, string | undefined> = {}) => {
    const fields: Record<string, string | undefined> = {
      ...{ startTime: '2020-01-01T00:00:00Z', endTime: '2099-01-01T00:00:00Z' },
      ...{ description: 'quirk', ip: '', active: 'on', ...extra },
    };
    const sent = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
    return callRaw('POST', '/accountApi/BanAccountByUserNo', { userNo, ...Object.fromEntries(sent) });
  };
  const banOf = async (params: Record<string, string | number>) =>
    (await callRaw('GET', '/accountApi/GetAccountBanByUserNo', params)).json;
  const NO_BAN = { Description: null, Ip: null, StartTime: null, EndTime: null };

  it('lists every failing check of every field, in order, behind `Invalid parameter:`', async () => {
    const before = await count('report_gateway');
    expect((await callRaw('POST', '/accountApi/RegisterNewAccount')).json?.Msg).toBe(
      'Invalid parameter: body:login=Must contain a string between 3 and 24 characters long, ' +
        'body:login=Contains an invalid value, body:email=Contains an invalid email, ' +
        'body:password=Must contain a string between 8 and 128 characters long',
    );
    expect(await gateway.registerNewAccount('okname', 'not-an-email', 'Pass123')).toEqual({
      kind: 'rejected',
      code: 2,
      message:
        'Invalid parameter: body:email=Contains an invalid email, ' +
        'body:password=Must contain a string between 8 and 128 characters long',
    });
    // A custom check still runs after the type check failed, but not on an empty value.
    expect((await callRaw('GET', '/accountApi/GetAccountInfoByUserNo', { userNo: 'abc' })).json?.Msg).toBe(
      'Invalid parameter: query:userNo=Invalid value, query:userNo=Not existing account ID',
    );
    expect((await callRaw('GET', '/accountApi/GetAccountInfoByUserNo')).json?.Msg).toBe(
      'Invalid parameter: query:userNo=Invalid value',
    );
    expect(await count('report_gateway')).toBe(before);
  });

  it('trims every field before checking and storing it, and reports the write without its password', async () => {
    const result = await callRaw('POST', '/accountApi/RegisterNewAccount', {
      login: ' trimmed1 ',
      email: ' trimmed1@example.test ',
      password: ' Password1 ',
    });
    expect(result.json).toMatchObject({ Return: true, UserNo: expect.any(Number) });
    expect(
      await fake.rows('SELECT userName, email, passWord FROM account_info WHERE accountDBID = ?', [
        result.json?.UserNo,
      ]),
    ).toEqual([{ userName: 'trimmed1', email: 'trimmed1@example.test', passWord: 'Password1' }]);
    const [report] = await fake.rows(
      'SELECT ip, endpoint, payload, reportType FROM report_gateway ORDER BY id DESC',
    );
    expect(report).toEqual({
      ip: '127.0.0.1',
      endpoint: '/accountApi/RegisterNewAccount',
      payload: '[{},{"login":"trimmed1","email":"trimmed1@example.test","password":"[removed]"}]',
      reportType: 1,
    });
  });

  it('checks and splits ban IPs, reads zone-less dates in local time, and details only a current active ban', async () => {
    const userNo = await buildAccount();
    expect((await ban(userNo, { ip: '999.1.1.1' })).json?.Msg).toBe(
      'Invalid parameter: body:ip=Must contain a valid IP value',
    );
    // Without `ip` tera-api fails on splitting undefined: HTTP 500, nothing stored.
    expect((await ban(userNo, { ip: undefined })).status).toBe(500);
    expect(await fake.rows('SELECT 1 FROM account_bans WHERE accountDBID = ?', [userNo])).toEqual([]);

    expect(
      (
        await ban(userNo, {
          ip: '10.7.7.7;; 10.8.8.8 ;',
          startTime: '2020-01-01T00:00:00',
          endTime: '2099-01-01',
        })
      ).json,
    ).toMatchObject({ Return: true });
    expect(await fake.rows('SELECT ip, startTime FROM account_bans WHERE accountDBID = ?', [userNo])).toEqual(
      [{ ip: '["10.7.7.7","10.8.8.8"]', startTime: new Date(2020, 0, 1) }],
    );
    const details = { Ip: ['10.7.7.7', '10.8.8.8'], Description: 'quirk', StartTime: expect.any(String) };
    expect(await banOf({ userNo })).toMatchObject({ IsBanned: true, UserNo: userNo, ...details });
    // Without userNo, the account comes from a current ban of the client's IP; else "banned" with no account.
    expect(await banOf({ clientIP: '10.8.8.8' })).toMatchObject({
      IsBanned: true,
      UserNo: userNo,
      ...details,
    });
    expect(await banOf({ clientIP: '10.9.9.9' })).toEqual({
      ...{ Return: true, ReturnCode: 0, Msg: 'success' },
      ...{ IsBanned: true, UserNo: null, ...NO_BAN },
    });

    const inactive = await buildAccount();
    expect((await ban(inactive, { active: '1', ip: '10.6.6.6' })).json).toMatchObject({ Return: true });
    expect(await banOf({ userNo: inactive })).toMatchObject({ IsBanned: false, UserNo: inactive, ...NO_BAN });
    const future = await buildAccount();
    expect((await ban(future, { startTime: '2098-01-01T00:00:00Z' })).json).toMatchObject({ Return: true });
    expect(await banOf({ userNo: future, clientIP: '10.6.6.6' })).toMatchObject({
      IsBanned: false,
      ...NO_BAN,
    });
    // A clean account seen from a banned IP is banned, without details.
    expect(await banOf({ userNo: future, clientIP: '10.7.7.7' })).toMatchObject({
      IsBanned: true,
      ...NO_BAN,
    });
  });

  it('answers HTTP 500 for SendBox and Kick while the Hub is down, with nothing queued, logged or kicked', async () => {
    const userNo = await buildAccount();
    const tables = ['queue_tasks', 'report_queue_tasks', 'report_boxes', 'report_gateway'];
    const before = await Promise.all(tables.map(count));
    const kicks = fake.kicks().length;
    fake.hubDown(true);
    try {
      expect(await gateway.sendBox({ boxId: 7, userNo })).toEqual({
        kind: 'failed',
        status: 500,
        message: '/boxApi/SendBoxToAccountByUserNo: HTTP 500 Internal Server Error',
      });
      expect(await gateway.kick(userNo, SERVER)).toEqual({
        kind: 'failed',
        status: 500,
        message: '/serverApi/KickAccountByUserNo: HTTP 500 Internal Server Error',
      });
      // An unknown box is refused before the Hub is asked.
      expect(await gateway.sendBox({ boxId: 404, userNo })).toMatchObject({ kind: 'rejected', code: 2 });
    } finally {
      fake.hubDown(false);
    }
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(fake.kicks()).toHaveLength(kicks);
  });

  it('queues boxes as tera-api does, and a rejected task blocks its box until removed', async () => {
    const userNo = await buildAccount();
    const mark = await teraDb.boxMark();
    fake.holdQueue(true);
    try {
      expect(await gateway.sendBox({ boxId: 7, userNo, serverId: SERVER })).toMatchObject({ kind: 'ok' });
    } finally {
      fake.holdQueue(false);
    }
    const [task] = await fake.rows<{ id: number; arguments: string }>(
      'SELECT * FROM queue_tasks WHERE id > ?',
      [mark.task],
    );
    expect(task).toMatchObject({ tag: '7', handler: 'createBox', status: 1, message: null });
    const context = {
      ...{ content: 'Welcome', title: 'Welcome', icon: 'icon_items.bag_01_tex', days: 30 },
      items: [{ item_id: 5, item_count: 2, item_template_id: 100 }],
    };
    // The request's strings: [context, userNo, serverId, characterId, lastLoginServer, boxId, logType].
    expect(JSON.parse(task?.arguments ?? '')).toEqual([
      context,
      String(userNo),
      String(SERVER),
      null,
      null,
      '7',
      4,
    ]);
    // The connector's reconciliation finds it (JSON_VALUE of the userNo string), and only for that account.
    expect(await teraDb.boxSentSince(userNo, 7, mark)).toBe(true);
    expect(await teraDb.boxSentSince(userNo + 1, 7, mark)).toBe(false);

    await fake.failQueue('HubError: test refusal');
    expect(await fake.rows('SELECT status, message FROM queue_tasks WHERE id = ?', [task?.id])).toEqual([
      { status: 2, message: 'HubError: test refusal' },
    ]);
    expect(await gateway.sendBox({ boxId: 7, userNo })).toEqual({
      kind: 'busy',
      code: 100,
      message: 'This box is being processed',
    });
    expect(await gateway.listBoxes()).toMatchObject({ kind: 'ok', data: [{ boxId: 7, isProcessing: true }] });
    await fake.clearQueue();

    expect(await gateway.sendBox({ boxId: 7, userNo })).toMatchObject({ kind: 'ok' });
    const delivered = await fake.rows('SELECT * FROM report_boxes WHERE id > ? AND accountDBID = ?', [
      mark.report,
      userNo,
    ]);
    expect(delivered).toEqual([
      expect.objectContaining({
        boxId: expect.any(Number),
        serverId: null,
        characterId: null,
        logType: 4,
        logId: 7,
      }),
    ]);
    expect(JSON.parse(String(delivered[0]?.context))).toEqual(context);
    expect(await fake.rows("SELECT 1 FROM queue_tasks WHERE tag = '7'")).toEqual([]);
    // report_queue_tasks logs each task: created (0), then rejected (2) or completed (4).
    const log = await fake.rows<{ taskId: number; status: number }>(
      'SELECT taskId, status FROM report_queue_tasks WHERE taskId >= ? ORDER BY id',
      [task?.id],
    );
    expect(log.map((row) => [row.taskId === task?.id, row.status])).toEqual([
      [true, 0],
      [true, 2],
      [false, 0],
      [false, 4],
    ]);
  });

  it('answers 102 for a missing service item, and checks a character only with serverId and accountDBID', async () => {
    const userNo = await buildAccount();
    fake.missingServiceItems([5]);
    try {
      expect(await gateway.sendBox({ boxId: 7, userNo })).toEqual({
        kind: 'busy',
        code: 102,
        message: 'There are no Service Items for the specified service item IDs',
      });
    } finally {
      fake.missingServiceItems([]);
    }
    // tera-api's character lookup passes the body's serverId to Sequelize, which refuses an undefined one.
    expect(await gateway.sendBox({ boxId: 7, userNo, characterId: 77 })).toEqual({
      kind: 'rejected',
      code: 2,
      message: 'Invalid parameter: body:characterId=WHERE parameter "serverId" has invalid "undefined" value',
    });
    expect(await gateway.sendBox({ boxId: 7, userNo, serverId: 9999 })).toEqual({
      kind: 'rejected',
      code: 2,
      message: 'Invalid parameter: body:serverId=Contains not existing server ID',
    });
  });

  it('has the other read calls, and lists boxes newest first with Content and Icon', async () => {
    const userNo = await buildAccount();
    await gateway.fund(userNo, '5001', 10);
    const wallets = (await callRaw('GET', '/shopApi/ListAccounts')).json?.Accounts as unknown[];
    expect(wallets).toContainEqual({
      ...{ UserNo: userNo, UserName: `player${seq}`, Balance: 10, Discount: 0, IsActive: true },
      RegisterTime: expect.any(String),
    });
    expect(
      (await callRaw('GET', '/serverApi/GetServerInfoByServerId', { serverId: SERVER })).json,
    ).toMatchObject({
      ...{ Return: true, ServerId: SERVER, NameString: 'Agaia', IsAvailable: true },
      Characters: expect.any(Number),
    });
    expect((await callRaw('GET', '/serverApi/GetServerInfoByServerId', { serverId: 9999 })).json?.Msg).toBe(
      'Invalid parameter: query:serverId=Not existing server ID',
    );
    const online = () => callRaw('GET', '/serverApi/ListOnlineAccountsByServerId', { serverId: SERVER });
    expect((await online()).json?.OnlineAccounts).toEqual([]);
    await fake.rows('INSERT INTO account_online (accountDBID, serverId, createdAt) VALUES (?, ?, NOW())', [
      userNo,
      SERVER,
    ]);
    expect((await online()).json?.OnlineAccounts).toEqual([
      { ServerId: SERVER, UserNo: userNo, UserName: `player${seq}`, LastLoginIP: null, LastLoginTime: null },
    ]);

    await fake.addBox({
      id: 9,
      title: 'Empty',
      content: 'Nothing inside',
      icon: 'icon_x',
      days: 1,
      items: [],
    });
    const boxes = (await callRaw('GET', '/boxApi/ListBoxes')).json?.Boxes;
    expect(boxes).toEqual([
      {
        Id: 9,
        Title: 'Empty',
        Content: 'Nothing inside',
        Icon: 'icon_x',
        Days: 1,
        items: [],
        IsProcessing: false,
      },
      expect.objectContaining({ Id: 7, Content: 'Welcome', Icon: 'icon_items.bag_01_tex' }),
    ]);
    expect(await gateway.sendBox({ boxId: 9, userNo })).toMatchObject({
      kind: 'rejected',
      message: 'Box not found',
    });
  });
});
