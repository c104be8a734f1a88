import type { FakeAccount, GatewayState } from './state.ts';

/** One Gateway answer: HTTP status and JSON body. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

type Params = Record<string, string | undefined>;
type Location = 'body' | 'query';

/** Thrown inside a handler to answer at once (nothing written past that point, as in tera-api). */
class Reply {
  constructor(readonly answer: Answer) {}
}

const success = (data: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: { Return: true, ReturnCode: 0, Msg: 'success', ...data },
});
const code = (returnCode: number, msg: string) =>
  new Reply({ status: 200, body: { Return: false, ReturnCode: returnCode, Msg: msg } });
const invalid = (location: Location, field: string, msg: string) => code(2, `${location}:${field}=${msg}`);
const internalError = () =>
  new Reply({ status: 500, body: { Return: false, ReturnCode: 1, Msg: 'Internal Server Error' } });

const isDigits = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);
// ISO 8601 with a zone: the fake refuses zone-less dates, which tera-api would read in its host's zone.
const isZonedIso = (value: string | undefined): value is string =>
  value !== undefined && /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(value);

function digits(params: Params, location: Location, field: string): number {
  const value = params[field];
  if (!isDigits(value)) throw invalid(location, field, 'Invalid value');
  return Number(value);
}

function account(state: GatewayState, params: Params, location: Location, msg = 'Not existing account ID') {
  const userNo = digits(params, location, 'userNo');
  const found = state.accounts.get(userNo);
  if (!found) throw invalid(location, 'userNo', msg);
  return found;
}

const accountFields = (a: FakeAccount) => ({
  UserNo: a.accountDBID,
  UserName: a.userName,
  AuthKey: a.authKey,
  Email: a.email,
  RegisterTime: a.registerTime.toISOString(),
  LastLoginTime: a.lastLoginTime?.toISOString() ?? null,
  LastLoginIP: a.lastLoginIP,
  LastLoginServer: a.lastLoginServer,
  PlayTimeLast: a.playTimeLast,
  PlayTimeTotal: a.playTimeTotal,
  PlayCount: a.playCount,
  Permission: a.permission,
  Privilege: a.privilege,
  Language: a.language,
});

type Handler = (state: GatewayState, params: Params, now: Date) => Answer;

/** The Gateway's calls, by method and path, as TERA-INTEGRATION.md records them. */
export const routes: Record<string, { method: 'GET' | 'POST'; handle: Handler }> = {
  '/accountApi/RegisterNewAccount': {
    method: 'POST',
    handle(state, p, now) {
      const { login, email, password } = p;
      if (!login || !/^[A-Za-z0-9]{3,24}$/.test(login)) throw invalid('body', 'login', 'Invalid value');
      if (!email) throw invalid('body', 'email', 'Invalid value');
      if (!password) throw invalid('body', 'password', 'Invalid value');
      if (state.findByLogin(login)) throw invalid('body', 'login', 'Login already exists');
      if (state.findByEmail(email)) throw invalid('body', 'email', 'Email already exists');
      // The column is 64 wide; MariaDB refuses the insert and tera-api answers its generic 500.
      if (email.length > 64 || login.length > 64) throw internalError();
      return success({ UserNo: state.insertAccount(login, email, password, now).accountDBID });
    },
  },
  '/accountApi/GetAccountInfoByUserNo': {
    method: 'GET',
    handle: (state, p) => success(accountFields(account(state, p, 'query'))),
  },
  '/accountApi/ListAccounts': {
    method: 'GET',
    handle: (state) => success({ Accounts: [...state.accounts.values()].map(accountFields) }),
  },
  '/accountApi/ListCharactersByUserNo': {
    method: 'GET',
    handle(state, p) {
      const userNo = digits(p, 'query', 'userNo');
      const serverId = digits(p, 'query', 'serverId');
      const list = state.characters.filter((c) => c.accountDBID === userNo && c.serverId === serverId);
      return success({
        Characters: list.map((c) => ({
          UserNo: c.accountDBID,
          UserName: state.accounts.get(c.accountDBID)?.userName,
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
    handle(state, p, now) {
      const userNo = digits(p, 'query', 'userNo');
      const rows = [...state.benefits.values()].filter((b) => b.accountDBID === userNo);
      return success({
        Benefits: rows.map((b) => ({
          UserNo: b.accountDBID,
          UserName: state.accounts.get(b.accountDBID)?.userName,
          BenefitId: b.benefitId,
          IsAvailable: b.availableUntil > now,
          AvailableUntil: b.availableUntil.toISOString(),
        })),
      });
    },
  },
  '/accountApi/AddBenefitByUserNo': {
    method: 'POST',
    handle(state, p, now) {
      const { accountDBID } = account(state, p, 'body');
      const benefitId = digits(p, 'body', 'benefitId');
      const days = digits(p, 'body', 'benefitDays');
      if (days < 1) throw invalid('body', 'benefitDays', 'Invalid value');
      if (!state.addBenefitDays(accountDBID, benefitId, days, now))
        throw invalid('body', 'benefitDays', 'Benefit days exceed the maximum of 3650');
      return success();
    },
  },
  '/accountApi/RemoveBenefitByUserNo': {
    method: 'POST',
    handle(state, p) {
      const { accountDBID } = account(state, p, 'body');
      state.benefits.delete(`${accountDBID}:${digits(p, 'body', 'benefitId')}`);
      return success();
    },
  },
  '/accountApi/BanAccountByUserNo': {
    method: 'POST',
    handle(state, p) {
      const { accountDBID } = account(state, p, 'body');
      if (state.bans.some((b) => b.accountDBID === accountDBID))
        throw invalid('body', 'userNo', 'Already banned account ID');
      if (!isZonedIso(p.startTime)) throw invalid('body', 'startTime', 'Must contain a ISO 8601 date.');
      if (!isZonedIso(p.endTime)) throw invalid('body', 'endTime', 'Must contain a ISO 8601 date.');
      const description = p.description ?? '';
      if (description.length < 1 || description.length > 1024)
        throw invalid('body', 'description', 'Invalid value');
      // Without `ip` tera-api fails on splitting undefined: a 500, nothing stored.
      if (p.ip === undefined) throw internalError();
      state.bans.push({
        id: state.id(),
        accountDBID,
        startTime: new Date(p.startTime),
        endTime: new Date(p.endTime),
        ip: JSON.stringify(p.ip.split(';').filter(Boolean)),
        description,
        // Only the checkbox value `on` stores an active ban (JSON true or "1" store an inactive one).
        active: p.active === 'on',
      });
      return success();
    },
  },
  '/accountApi/GetAccountBanByUserNo': {
    method: 'GET',
    handle(state, p, now) {
      // tera-api's false positive: without userNo it answers banned with no account.
      if (p.userNo === undefined || p.userNo === '') return success({ IsBanned: true, UserNo: null });
      const { accountDBID } = account(state, p, 'query');
      const live = (b: (typeof state.bans)[number]) => b.active && b.startTime < now && b.endTime > now;
      const own = state.bans.find((b) => b.accountDBID === accountDBID);
      const byIp = p.clientIP ? state.bans.some((b) => live(b) && b.ip.includes(`"${p.clientIP}"`)) : false;
      return success({
        IsBanned: (own !== undefined && live(own)) || byIp,
        UserNo: accountDBID,
        Description: own?.description ?? null,
        Ip: own?.ip ?? null,
        StartTime: own?.startTime.toISOString() ?? null,
        EndTime: own?.endTime.toISOString() ?? null,
      });
    },
  },
  '/shopApi/FundByUserNo': {
    method: 'POST',
    handle(state, p, now) {
      const { accountDBID } = account(state, p, 'body');
      if (!isDigits(p.transactionId)) throw invalid('body', 'transactionId', 'Invalid value');
      const amount = digits(p, 'body', 'amount');
      if (amount < 1) throw invalid('body', 'amount', 'Invalid value');
      // No de-duplication: transactionId is only logged, as in tera-api.
      state.fund(accountDBID, p.transactionId, amount, now);
      return success();
    },
  },
  '/shopApi/GetAccountInfoByUserNo': {
    method: 'GET',
    handle(state, p) {
      const userNo = digits(p, 'query', 'userNo');
      const wallet = state.shopAccounts.get(userNo);
      if (!wallet) throw invalid('query', 'userNo', 'Not existing account ID');
      return success({
        UserNo: userNo,
        UserName: state.accounts.get(userNo)?.userName,
        Balance: wallet.balance,
        Discount: wallet.discount,
        IsActive: wallet.active,
        RegisterTime: wallet.createdAt.toISOString(),
      });
    },
  },
  '/boxApi/ListBoxes': {
    method: 'GET',
    handle: (state) =>
      success({
        Boxes: [...state.boxes.values()].map((b) => ({
          Id: b.id,
          Title: b.title,
          Days: b.days,
          items: b.items.map((i) => ({
            ItemTemplateId: i.itemTemplateId,
            ServiceItemId: i.boxItemId,
            Count: i.boxItemCount,
          })),
          IsProcessing: state.tasks.some((t) => t.boxId === b.id),
        })),
      }),
  },
  '/boxApi/SendBoxToAccountByUserNo': {
    method: 'POST',
    handle(state, p) {
      if (!p.boxId) throw invalid('body', 'boxId', 'Invalid value');
      const { accountDBID } = account(state, p, 'body', 'Contains not existing account ID.');
      const serverId = p.serverId ? digits(p, 'body', 'serverId') : null;
      const characterId = p.characterId ? digits(p, 'body', 'characterId') : null;
      // tera-api looks the character up by the body's accountDBID, which only the caller can supply.
      if (
        characterId !== null &&
        !state.characters.some(
          (c) =>
            c.characterId === characterId &&
            String(c.accountDBID) === p.accountDBID &&
            (serverId === null || c.serverId === serverId),
        )
      )
        throw invalid('body', 'characterId', 'Contains not existing character ID.');
      if (serverId !== null && !state.servers.has(serverId))
        throw invalid('body', 'serverId', 'Contains not existing server ID.');
      const boxId = Number(p.boxId);
      if (state.tasks.some((t) => t.boxId === boxId)) throw code(100, 'This box is being processed');
      const box = state.boxes.get(boxId);
      if (!box || box.items.length === 0) throw code(2, 'Box not found');
      state.queueBox({ boxId, accountDBID, serverId, characterId });
      return success();
    },
  },
  '/serverApi/KickAccountByUserNo': {
    method: 'POST',
    handle(state, p) {
      const { accountDBID } = account(state, p, 'body');
      const serverId = digits(p, 'body', 'serverId');
      if (!state.servers.has(serverId)) throw invalid('body', 'serverId', 'Not existing server ID');
      state.kicks.push({ accountDBID, serverId });
      return success();
    },
  },
  '/serverApi/ListServers': {
    method: 'GET',
    handle: (state) =>
      success({
        Servers: [...state.servers.values()].map((s) => ({
          ServerId: s.serverId,
          LoginIp: '127.0.0.1',
          LoginPort: 7801,
          Language: 'en',
          NameString: s.nameString,
          DescrString: s.nameString,
          Permission: 0,
          ThresholdLow: 50,
          ThresholdMedium: 100,
          IsPvE: true,
          IsCrowdness: false,
          IsAvailable: s.isAvailable,
          IsEnabled: s.isEnabled,
          UsersOnline: s.usersOnline,
          UsersTotal: 0,
        })),
      }),
  },
};

/** Runs a handler, turning a thrown Reply into its answer. */
export function handle(handler: Handler, state: GatewayState, params: Params, now: Date): Answer {
  try {
    return handler(state, params, now);
  } catch (error) {
    if (error instanceof Reply) return error.answer;
    throw error;
  }
}
