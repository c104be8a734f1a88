import { randomBytes } from 'node:crypto';

/**
 * The in-memory tables behind the tera-api Gateway fake, named after tera-api's (account_info, account_bans,
 * account_benefits, shop_accounts, report_shop_fund, queue_tasks, report_boxes). A later step backs them with a
 * MariaDB database shaped as tera-api's; until then this is the whole truth of the fake.
 */
export interface FakeAccount {
  accountDBID: number;
  userName: string;
  passWord: string;
  authKey: string;
  email: string;
  registerTime: Date;
  lastLoginTime: Date | null;
  lastLoginIP: string | null;
  lastLoginServer: number | null;
  playTimeLast: number;
  playTimeTotal: number;
  playCount: number;
  permission: number;
  privilege: number;
  language: string;
}

export interface FakeBan {
  id: number;
  accountDBID: number;
  startTime: Date;
  endTime: Date;
  /** A JSON array string, as tera-api stores it: `["1.2.3.4"]`. */
  ip: string;
  description: string;
  active: boolean;
}

export interface FakeCharacter {
  accountDBID: number;
  serverId: number;
  characterId: number;
  name: string;
  level: number;
  raceId: number;
  genderId: number;
  classId: number;
}

export interface FakeBox {
  id: number;
  title: string;
  days: number;
  items: { itemTemplateId: number; boxItemId: number; boxItemCount: number }[];
}

export interface FakeServer {
  serverId: number;
  nameString: string;
  isAvailable: boolean;
  isEnabled: boolean;
  usersOnline: number;
}

/** A queue_tasks row: `pending` while the Box server has not answered, `failed` (status 2) blocks its box. */
export interface FakeTask {
  id: number;
  boxId: number;
  accountDBID: number;
  serverId: number | null;
  characterId: number | null;
  status: 'pending' | 'failed';
}

/** A report_boxes row (logType 4, logId = the box template id): the Box server created the box. */
export interface FakeSentBox {
  id: number;
  accountDBID: number;
  logType: 4;
  logId: number;
  serverId: number | null;
  characterId: number | null;
}

export const MAX_BENEFIT_DAYS = 3650;
const DAY = 86_400_000;

export function createGatewayState() {
  const accounts = new Map<number, FakeAccount>();
  const bans: FakeBan[] = [];
  // Keyed `${accountDBID}:${benefitId}`.
  const benefits = new Map<string, { accountDBID: number; benefitId: number; availableUntil: Date }>();
  const shopAccounts = new Map<
    number,
    { balance: number; discount: number; active: boolean; createdAt: Date }
  >();
  const fundLedger: {
    id: number;
    accountDBID: number;
    amount: number;
    description: string;
    createdAt: Date;
  }[] = [];
  const characters: FakeCharacter[] = [];
  const boxes = new Map<number, FakeBox>();
  const tasks: FakeTask[] = [];
  const sentBoxes: FakeSentBox[] = [];
  const kicks: { accountDBID: number; serverId: number }[] = [];
  const servers = new Map<number, FakeServer>();
  let nextId = 1;

  return {
    accounts,
    bans,
    benefits,
    shopAccounts,
    fundLedger,
    characters,
    boxes,
    tasks,
    sentBoxes,
    kicks,
    servers,
    /** Whether created boxes stay queued (pending) instead of being delivered at once. */
    holdQueue: false,
    id: () => nextId++,

    findByLogin: (login: string) =>
      [...accounts.values()].find((a) => a.userName.toLowerCase() === login.toLowerCase()),
    findByEmail: (email: string) =>
      [...accounts.values()].find((a) => a.email.toLowerCase() === email.toLowerCase()),

    insertAccount(userName: string, email: string, passWord: string, now: Date): FakeAccount {
      const account: FakeAccount = {
        accountDBID: nextId++,
        userName,
        passWord,
        authKey: randomBytes(16).toString('hex'),
        email,
        registerTime: now,
        lastLoginTime: null,
        lastLoginIP: null,
        lastLoginServer: null,
        playTimeLast: 0,
        playTimeTotal: 0,
        playCount: 0,
        permission: 0,
        privilege: 0,
        language: 'en',
      };
      accounts.set(account.accountDBID, account);
      return account;
    },

    /** Adds days from the later of now and the current end; undefined when that passes the 3650-day cap. */
    addBenefitDays(accountDBID: number, benefitId: number, days: number, now: Date): Date | undefined {
      const key = `${accountDBID}:${benefitId}`;
      const current = benefits.get(key)?.availableUntil;
      const from = current && current > now ? current : now;
      const until = new Date(from.getTime() + days * DAY);
      if (until.getTime() > now.getTime() + MAX_BENEFIT_DAYS * DAY) return undefined;
      benefits.set(key, { accountDBID, benefitId, availableUntil: until });
      return until;
    },

    /** Credits coins and writes the ledger row; creates the wallet on the first fund. */
    fund(accountDBID: number, transactionId: string, amount: number, now: Date) {
      const wallet = shopAccounts.get(accountDBID) ?? {
        balance: 0,
        discount: 0,
        active: true,
        createdAt: now,
      };
      wallet.balance += amount;
      shopAccounts.set(accountDBID, wallet);
      fundLedger.push({
        id: nextId++,
        accountDBID,
        amount,
        description: `ShopApi,${transactionId}`,
        createdAt: now,
      });
    },

    /** Runs a queue task: delivered (a report_boxes row) unless the queue is held. */
    queueBox(task: Omit<FakeTask, 'id' | 'status'>) {
      const row: FakeTask = { ...task, id: nextId++, status: 'pending' };
      if (this.holdQueue) tasks.push(row);
      else deliver(row);
    },

    /** Delivers every pending task, as the Box server would once reachable again. */
    processQueue() {
      for (const task of tasks.filter((t) => t.status === 'pending')) {
        tasks.splice(tasks.indexOf(task), 1);
        deliver(task);
      }
    },
  };

  function deliver(task: FakeTask) {
    sentBoxes.push({
      id: nextId++,
      accountDBID: task.accountDBID,
      logType: 4,
      logId: task.boxId,
      serverId: task.serverId,
      characterId: task.characterId,
    });
  }
}

export type GatewayState = ReturnType<typeof createGatewayState>;
