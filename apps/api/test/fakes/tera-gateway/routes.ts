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

async function account(
  state: GatewayState,
  params: Params,
  location: Location,
  msg = 'Not existing account ID',
) {
  const userNo = digits(params, location, 'userNo');
  const found = await state.findAccount(userNo);
  if (!found) throw invalid(location, 'userNo', msg);
  return found;
}

const accountFields = (a: FakeAccount) => ({
  UserNo: a.accountDBID,
  UserName: a.userName,
  AuthKey: a.authKey,
  Email: a.email,
  RegisterTime: a.registerTime?.toISOString() ?? null,
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

type Handler = (state: GatewayState, params: Params, now: Date) => Promise<Answer>;

/** The Gateway's calls, by method and path, as TERA-INTEGRATION.md records them. */
export const routes: Record<string, { method: 'GET' | 'POST'; handle: Handler }> = {
  '/accountApi/RegisterNewAccount': {
    method: 'POST',
    async handle(state, p, now) {
      const { login, email, password } = p;
      if (!login || !/^[A-Za-z0-9]{3,24}$/.test(login)) throw invalid('body', 'login', 'Invalid value');
      if (!email) throw invalid('body', 'email', 'Invalid value');
      if (!password) throw invalid('body', 'password', 'Invalid value');
      if (await state.findByLogin(login)) throw invalid('body', 'login', 'Login already exists');
      if (await state.findByEmail(email)) throw invalid('body', 'email', 'Email already exists');
      // The column is 64 wide; MariaDB refuses the insert and tera-api answers its generic 500.
      if (email.length > 64) throw internalError();
      return success({ UserNo: await state.insertAccount(login, email, password, now) });
    },
  },
  '/accountApi/GetAccountInfoByUserNo': {
    method: 'GET',
    handle: async (state, p) => success(accountFields(await account(state, p, 'query'))),
  },
  '/accountApi/ListAccounts': {
    method: 'GET',
    handle: async (state) => success({ Accounts: (await state.listAccounts()).map(accountFields) }),
  },
  '/accountApi/ListCharactersByUserNo': {
    method: 'GET',
    async handle(state, p) {
      const userNo = digits(p, 'query', 'userNo');
      const serverId = digits(p, 'query', 'serverId');
      const list = await state.characters(userNo, serverId);
      return success({
        Characters: list.map((c) => ({
          UserNo: Number(c.accountDBID),
          UserName: c.userName ?? null,
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
    async handle(state, p, now) {
      const userNo = digits(p, 'query', 'userNo');
      const rows = await state.benefits(userNo);
      return success({
        Benefits: rows.map((b) => ({
          UserNo: Number(b.accountDBID),
          UserName: b.userName ?? null,
          BenefitId: b.benefitId,
          IsAvailable: (b.availableUntil as Date) > now,
          AvailableUntil: (b.availableUntil as Date).toISOString(),
        })),
      });
    },
  },
  '/accountApi/AddBenefitByUserNo': {
    method: 'POST',
    async handle(state, p, now) {
      const { accountDBID } = await account(state, p, 'body');
      const benefitId = digits(p, 'body', 'benefitId');
      const days = digits(p, 'body', 'benefitDays');
      if (days < 1) throw invalid('body', 'benefitDays', 'Invalid value');
      if (!(await state.addBenefitDays(accountDBID, benefitId, days, now)))
        throw invalid('body', 'benefitDays', 'Benefit days exceed the maximum of 3650');
      return success();
    },
  },
  '/accountApi/RemoveBenefitByUserNo': {
    method: 'POST',
    async handle(state, p) {
      const { accountDBID } = await account(state, p, 'body');
      await state.removeBenefit(accountDBID, digits(p, 'body', 'benefitId'));
      return success();
    },
  },
  '/accountApi/BanAccountByUserNo': {
    method: 'POST',
    async handle(state, p) {
      const { accountDBID } = await account(state, p, 'body');
      if (await state.banOf(accountDBID)) throw invalid('body', 'userNo', 'Already banned account ID');
      if (!isZonedIso(p.startTime)) throw invalid('body', 'startTime', 'Must contain a ISO 8601 date.');
      if (!isZonedIso(p.endTime)) throw invalid('body', 'endTime', 'Must contain a ISO 8601 date.');
      const description = p.description ?? '';
      if (description.length < 1 || description.length > 1024)
        throw invalid('body', 'description', 'Invalid value');
      // Without `ip` tera-api fails on splitting undefined: a 500, nothing stored.
      if (p.ip === undefined) throw internalError();
      await state.insertBan({
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
    async handle(state, p, now) {
      // tera-api's false positive: without userNo it answers banned with no account.
      if (p.userNo === undefined || p.userNo === '') return success({ IsBanned: true, UserNo: null });
      const { accountDBID } = await account(state, p, 'query');
      const own = await state.banOf(accountDBID);
      const live = Boolean(own?.active && own.startTime < now && own.endTime > now);
      const byIp = p.clientIP ? await state.isIpBanned(p.clientIP, now) : false;
      return success({
        IsBanned: live || byIp,
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
    async handle(state, p, now) {
      const { accountDBID } = await account(state, p, 'body');
      if (!isDigits(p.transactionId)) throw invalid('body', 'transactionId', 'Invalid value');
      const amount = digits(p, 'body', 'amount');
      if (amount < 1) throw invalid('body', 'amount', 'Invalid value');
      // No de-duplication: transactionId is only logged, as in tera-api.
      try {
        await state.fund(accountDBID, p.transactionId, amount, now);
      } catch {
        throw internalError();
      }
      return success();
    },
  },
  '/shopApi/GetAccountInfoByUserNo': {
    method: 'GET',
    async handle(state, p) {
      const userNo = digits(p, 'query', 'userNo');
      const wallet = await state.wallet(userNo);
      if (!wallet) throw invalid('query', 'userNo', 'Not existing account ID');
      return success({
        UserNo: userNo,
        UserName: (await state.findAccount(userNo))?.userName ?? null,
        Balance: wallet.balance,
        Discount: wallet.discount,
        IsActive: Boolean(wallet.active),
        RegisterTime: (wallet.createdAt as Date).toISOString(),
      });
    },
  },
  '/boxApi/ListBoxes': {
    method: 'GET',
    async handle(state) {
      const boxes = await state.boxes();
      const answer = [];
      for (const b of boxes)
        answer.push({
          Id: b.id,
          Title: b.title,
          Days: b.days,
          items: b.items.map((i) => ({
            ItemTemplateId: i.itemTemplateId,
            ServiceItemId: i.boxItemId,
            Count: i.boxItemCount,
          })),
          IsProcessing: (await state.tasksOfBox(b.id)).length > 0,
        });
      return success({ Boxes: answer });
    },
  },
  '/boxApi/SendBoxToAccountByUserNo': {
    method: 'POST',
    async handle(state, p, now) {
      if (!p.boxId) throw invalid('body', 'boxId', 'Invalid value');
      const { accountDBID } = await account(state, p, 'body', 'Contains not existing account ID.');
      const serverId = p.serverId ? digits(p, 'body', 'serverId') : null;
      const characterId = p.characterId ? digits(p, 'body', 'characterId') : null;
      // tera-api looks the character up by the body's accountDBID, which only the caller can supply.
      if (characterId !== null && !(await state.hasCharacter(characterId, p.accountDBID, serverId)))
        throw invalid('body', 'characterId', 'Contains not existing character ID.');
      if (serverId !== null && !(await state.hasServer(serverId)))
        throw invalid('body', 'serverId', 'Contains not existing server ID.');
      const boxId = Number(p.boxId);
      if ((await state.tasksOfBox(boxId)).length > 0) throw code(100, 'This box is being processed');
      const box = (await state.boxes()).find((b) => b.id === boxId);
      if (!box || box.items.length === 0) throw code(2, 'Box not found');
      await state.queueBox({ boxId, accountDBID, serverId, characterId }, now);
      return success();
    },
  },
  '/serverApi/KickAccountByUserNo': {
    method: 'POST',
    async handle(state, p) {
      const { accountDBID } = await account(state, p, 'body');
      const serverId = digits(p, 'body', 'serverId');
      if (!(await state.hasServer(serverId))) throw invalid('body', 'serverId', 'Not existing server ID');
      state.kicks.push({ accountDBID, serverId });
      return success();
    },
  },
  '/serverApi/ListServers': {
    method: 'GET',
    async handle(state) {
      const servers = await state.servers();
      return success({
        Servers: servers.map((s) => ({
          ServerId: s.serverId,
          LoginIp: s.loginIp,
          LoginPort: s.loginPort,
          Language: s.language,
          NameString: s.nameString,
          DescrString: s.descrString,
          Permission: s.permission,
          ThresholdLow: s.thresholdLow,
          ThresholdMedium: s.thresholdMedium,
          IsPvE: Boolean(s.isPvE),
          IsCrowdness: Boolean(s.isCrowdness),
          IsAvailable: Boolean(s.isAvailable),
          IsEnabled: Boolean(s.isEnabled),
          UsersOnline: s.usersOnline,
          UsersTotal: s.usersTotal,
        })),
      });
    },
  },
};

/** Runs a handler, turning a thrown Reply into its answer. */
export async function handle(
  handler: Handler,
  state: GatewayState,
  params: Params,
  now: Date,
): Promise<Answer> {
  try {
    return await handler(state, params, now);
  } catch (error) {
    if (error instanceof Reply) return error.answer;
    throw error;
  }
}
