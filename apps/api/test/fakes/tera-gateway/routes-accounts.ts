import { type Route, refusal, success } from './answers.ts';
import type { FakeAccount } from './state.ts';
import {
  alphanumeric,
  body,
  check,
  email,
  int,
  ips,
  iso8601,
  length,
  numeric,
  optional,
  parseIsoDate,
  query,
  splitIps,
  toText,
} from './validation.ts';

/** tera-api's existence check: passes for an empty value (the type check already failed), else needs the account. */
export const accountExists = (message: string) =>
  check(message, async (v, { state }) => !v || (await state.findAccount(v)) !== undefined);

const iso = (date: Date | null) => date?.toISOString() ?? null;

const accountFields = (a: FakeAccount) => ({
  UserNo: a.accountDBID,
  UserName: a.userName,
  AuthKey: a.authKey,
  Email: a.email,
  RegisterTime: iso(a.registerTime),
  LastLoginTime: iso(a.lastLoginTime),
  LastLoginIP: a.lastLoginIP,
  LastLoginServer: a.lastLoginServer,
  PlayTimeLast: a.playTimeLast,
  PlayTimeTotal: a.playTimeTotal,
  PlayCount: a.playCount,
  Permission: a.permission,
  Privilege: a.privilege,
  Language: a.language,
});

const VALID_NUMBER = 'Must contain a valid number';

/** gatewayAccount.controller.js */
export const accountRoutes: Record<string, Route> = {
  '/accountApi/RegisterNewAccount': {
    method: 'POST',
    report: true,
    fields: [
      body(
        'login',
        length('Must contain a string between 3 and 24 characters long', 3, 24),
        alphanumeric('Contains an invalid value'),
        check('Contains an existing login', async (v, { state }) => !(await state.loginTaken(v))),
      ),
      body(
        'email',
        length('Should not be more than 128 characters length', 0, 128),
        email('Contains an invalid email'),
        check('Contains an existing email', async (v, { state }) => !(await state.emailTaken(v))),
      ),
      body('password', length('Must contain a string between 8 and 128 characters long', 8, 128)),
    ],
    async handle({ state, f, now }) {
      const { login = '', email = '', password = '' } = f;
      // Stored as sent (trimmed): tera-api hashes only with API_PORTAL_USE_SHA512_PASSWORDS, off by default.
      return success({ UserNo: await state.insertAccount(login, email, password, now) });
    },
  },
  '/accountApi/GetAccountInfoByUserNo': {
    method: 'GET',
    fields: [query('userNo', numeric(), accountExists('Not existing account ID'))],
    async handle({ state, f }) {
      const account = await state.findAccount(f.userNo ?? '');
      if (!account) throw new Error('no account');
      return success(accountFields(account));
    },
  },
  '/accountApi/ListAccounts': {
    method: 'GET',
    handle: async ({ state }) => success({ Accounts: (await state.listAccounts()).map(accountFields) }),
  },
  '/accountApi/ListCharactersByUserNo': {
    method: 'GET',
    fields: [query('userNo', numeric()), query('serverId', numeric())],
    async handle({ state, f }) {
      const list = await state.characters(f.userNo ?? '', f.serverId ?? '');
      return success({
        Characters: list.map((c) => ({
          UserNo: Number(c.accountDBID),
          UserName: c.userName || null,
          ServerId: c.serverId,
          Id: c.characterId,
          Name: c.name,
          Level: c.level,
          RaceId: c.raceId,
          GenderId: c.genderId,
          ClassId: c.classId,
        })),
      });
    },
  },
  '/accountApi/ListBenefitsByUserNo': {
    method: 'GET',
    fields: [query('userNo', numeric())],
    async handle({ state, f, now }) {
      const rows = await state.benefits(f.userNo ?? '');
      return success({
        Benefits: rows.map((b) => ({
          UserNo: Number(b.accountDBID),
          UserName: b.userName || null,
          BenefitId: b.benefitId,
          IsAvailable: (b.availableUntil as Date) > now,
          AvailableUntil: (b.availableUntil as Date).toISOString(),
        })),
      });
    },
  },
  '/accountApi/AddBenefitByUserNo': {
    method: 'POST',
    report: true,
    fields: [
      body('userNo', int(VALID_NUMBER, 0), accountExists('Contains not existing account ID')),
      body('benefitId', int(VALID_NUMBER, 0)),
      body('benefitDays', int(VALID_NUMBER, 1)),
    ],
    async handle({ state, f, now }) {
      const account = await state.findAccount(f.userNo ?? '');
      if (!account) throw new Error('no account');
      const days = Number.parseInt(f.benefitDays ?? '', 10);
      const refused = await state.addBenefitDays(account.accountDBID, f.benefitId ?? '', days, now);
      // The caps come from the handler: no `Invalid parameter:` prefix, no field.
      if (refused) throw refusal(2, refused);
      return success();
    },
  },
  '/accountApi/RemoveBenefitByUserNo': {
    method: 'POST',
    report: true,
    fields: [
      body('userNo', int(VALID_NUMBER, 0), accountExists('Contains not existing account ID')),
      body('benefitId', int(VALID_NUMBER, 0)),
    ],
    async handle({ state, f }) {
      const account = await state.findAccount(f.userNo ?? '');
      if (!account) throw new Error('no account');
      await state.removeBenefit(account.accountDBID, f.benefitId ?? '');
      return success();
    },
  },
  '/accountApi/BanAccountByUserNo': {
    method: 'POST',
    report: true,
    fields: [
      body(
        'userNo',
        numeric(),
        check('Already banned account ID', async (v, { state }) => !v || !(await state.anyBan(v))),
        accountExists('Not existing account ID'),
      ),
      body('startTime', iso8601('Must contain a valid ISO 8601')),
      body('endTime', iso8601('Must contain a valid ISO 8601')),
      optional(body('ip', ips('Must contain a valid IP value'))),
      body('description', length('Must be between 1 and 1024 characters', 1, 1024)),
    ],
    async handle({ state, f, body, now }) {
      const account = await state.findAccount(f.userNo ?? '');
      const startTime = parseIsoDate(f.startTime ?? '');
      const endTime = parseIsoDate(f.endTime ?? '');
      // An impossible date (2009-02-31) is null for a NOT NULL column; a missing `ip` fails on splitting undefined.
      if (!account || !startTime || !endTime || f.ip === undefined) throw new Error('cannot store the ban');
      await state.insertBan({
        accountDBID: account.accountDBID,
        startTime,
        endTime,
        ip: JSON.stringify(splitIps(f.ip)),
        description: f.description ?? '',
        // `active == "on"`: only the checkbox value stores an active ban (JSON true or "1" store an inactive one).
        active: toText(body.active) === 'on',
      });
      // A player in the game whose ban window holds now is kicked (code 264; errors ignored), active or not.
      if (account.lastLoginServer && startTime < now && endTime > now && !state.switches.hubDown)
        state.kicks.push({ accountDBID: account.accountDBID, serverId: account.lastLoginServer });
      return success();
    },
  },
  '/accountApi/GetAccountBanByUserNo': {
    method: 'GET',
    fields: [
      optional(query('userNo', numeric(), accountExists('Not existing account ID'))),
      optional(query('clientIP')),
    ],
    async handle({ state, f, now }) {
      const byIp = f.clientIP ? await state.ipBan(f.clientIP, now) : undefined;
      // Without userNo the account comes from the IP's ban, if any.
      const userNo = f.userNo || (byIp && String(byIp.accountDBID));
      const account = userNo ? await state.findAccount(userNo) : undefined;
      const ban = account && (await state.currentBan(account.accountDBID, now));
      return success({
        // tera-api's `account?.get("banned") !== null`: true without an account (undefined !== null).
        IsBanned: !account || ban !== undefined || byIp !== undefined,
        UserNo: account?.accountDBID || null,
        Description: ban?.description ?? null,
        Ip: ban ? JSON.parse(String(ban.ip)) : null,
        StartTime: ban ? ban.startTime.toISOString() : null,
        EndTime: ban ? ban.endTime.toISOString() : null,
      });
    },
  },
};
