import { type Route, refusal, success } from './answers.ts';
import type { CreateBoxArgs } from './queue.ts';
import { accountExists } from './routes-accounts.ts';
import type { Row } from './state.ts';
import { body, check, int, notEmpty, numeric, optional, query, toText } from './validation.ts';

const VALID_NUMBER = 'Must contain a valid number';

const serverExists = (message: string) =>
  check(message, async (v, { state }) => !v || (await state.server(v)) !== undefined);

const walletFields = (w: Row) => ({
  UserNo: Number(w.accountDBID),
  UserName: w.userName || null,
  Balance: w.balance,
  Discount: w.discount,
  IsActive: Boolean(w.active),
  RegisterTime: (w.createdAt as Date).toISOString(),
});

const serverFields = (s: Row) => ({
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
});

/** gatewayShop.controller.js */
export const shopRoutes: Record<string, Route> = {
  '/shopApi/ListAccounts': {
    method: 'GET',
    handle: async ({ state }) => success({ Accounts: (await state.wallets()).map(walletFields) }),
  },
  '/shopApi/GetAccountInfoByUserNo': {
    method: 'GET',
    fields: [
      query(
        'userNo',
        numeric(),
        check('Not existing account ID', async (v, { state }) => !v || (await state.wallet(v)) !== undefined),
      ),
    ],
    async handle({ state, f }) {
      const wallet = await state.wallet(f.userNo ?? '');
      if (!wallet) throw new Error('no wallet');
      return success(walletFields(wallet));
    },
  },
  '/shopApi/FundByUserNo': {
    method: 'POST',
    report: true,
    fields: [
      body('userNo', numeric(), accountExists('Not existing account ID')),
      body('transactionId', numeric()),
      body('amount', int('Invalid value', 1)),
    ],
    async handle({ state, f, now }) {
      const account = await state.findAccount(f.userNo ?? '');
      if (!account) throw new Error('no account');
      // No de-duplication: transactionId is only logged (`ShopApi,<id>`), as in tera-api.
      await state.fund(account.accountDBID, f.transactionId ?? '', f.amount ?? '', now);
      return success();
    },
  },
};

/** gatewayBox.controller.js */
export const boxRoutes: Record<string, Route> = {
  '/boxApi/ListBoxes': {
    method: 'GET',
    async handle({ state }) {
      const answer = [];
      for (const b of await state.queue.boxes())
        answer.push({
          Id: b.id,
          Title: b.title,
          Content: b.content,
          Icon: b.icon,
          Days: b.days,
          items: b.items.map((i) => ({
            ItemTemplateId: i.itemTemplateId,
            ServiceItemId: i.boxItemId,
            Count: i.boxItemCount,
          })),
          IsProcessing: (await state.queue.tasksOfBox(b.id)).length > 0,
        });
      return success({ Boxes: answer });
    },
  },
  '/boxApi/SendBoxToAccountByUserNo': {
    method: 'POST',
    report: true,
    fields: [
      body('boxId', notEmpty()),
      body('userNo', int(VALID_NUMBER), accountExists('Contains not existing account ID')),
      optional(
        body(
          'characterId',
          int(VALID_NUMBER),
          // Looked up by the body's serverId and accountDBID as sent (tera-api fills in neither); Sequelize refuses
          // an undefined one, and that error's text becomes the message.
          check('Contains not existing character ID', async (v, { state, body }) => {
            for (const key of ['serverId', 'accountDBID'])
              if (body[key] === undefined) return `WHERE parameter "${key}" has invalid "undefined" value`;
            return !v || state.hasCharacter(v, toText(body.serverId), toText(body.accountDBID));
          }),
        ),
        'falsy',
      ),
      optional(body('serverId', int(VALID_NUMBER), serverExists('Contains not existing server ID')), 'falsy'),
    ],
    async handle({ state, f, now }) {
      const { boxId = '', userNo = '' } = f;
      if ((await state.queue.tasksOfBox(boxId)).length > 0) throw refusal(100, 'This box is being processed');
      const box = await state.queue.box(boxId);
      if (!box || box.items.length === 0) throw refusal(2, 'Box not found');
      const account = await state.findAccount(userNo);
      // The Box server is asked, through the Hub, whether each service item exists and is enabled.
      state.hub();
      if (box.items.some((i) => state.switches.missingServiceItems.has(i.boxItemId)))
        throw refusal(102, 'There are no Service Items for the specified service item IDs');
      const args: CreateBoxArgs = [
        {
          content: box.content,
          title: box.title,
          icon: box.icon,
          days: box.days,
          items: box.items.map((i) => ({
            item_id: i.boxItemId,
            item_count: i.boxItemCount,
            item_template_id: i.itemTemplateId,
          })),
        },
        userNo,
        f.serverId || null,
        f.characterId || null,
        account?.lastLoginServer ?? null,
        boxId,
        4,
      ];
      await state.queue.queueBox(args, box.id, now);
      return success();
    },
  },
};

/** gatewayServer.controller.js */
export const serverRoutes: Record<string, Route> = {
  '/serverApi/ListServers': {
    method: 'GET',
    handle: async ({ state }) => success({ Servers: (await state.servers()).map(serverFields) }),
  },
  '/serverApi/GetServerInfoByServerId': {
    method: 'GET',
    fields: [query('serverId', numeric(), serverExists('Not existing server ID'))],
    async handle({ state, f }) {
      const server = await state.server(f.serverId ?? '');
      if (!server) throw new Error('no server');
      return success({
        ...serverFields(server),
        Characters: await state.countCharacters(server.serverId as number),
      });
    },
  },
  '/serverApi/ListOnlineAccountsByServerId': {
    method: 'GET',
    fields: [query('serverId', numeric())],
    async handle({ state, f }) {
      const rows = await state.onlineAccounts(f.serverId ?? '');
      return success({
        OnlineAccounts: rows.map((o) => ({
          ServerId: o.serverId,
          UserNo: Number(o.accountDBID),
          UserName: o.userName,
          LastLoginIP: o.lastLoginIP,
          LastLoginTime: (o.lastLoginTime as Date | null)?.toISOString() ?? null,
        })),
      });
    },
  },
  '/serverApi/KickAccountByUserNo': {
    method: 'POST',
    report: true,
    fields: [
      body('userNo', numeric(), accountExists('Not existing account ID')),
      body('serverId', numeric(), serverExists('Not existing server ID')),
    ],
    async handle({ state, f }) {
      // hub.kickUser: any Hub error is a 500; with the Hub up, an offline player is "kicked" too.
      state.hub();
      state.kicks.push({ accountDBID: Number(f.userNo), serverId: Number(f.serverId) });
      return success();
    },
  },
};
