import { randomBytes } from 'node:crypto';
import type { Pool, ResultSetHeader, RowDataPacket } from 'mysql2/promise';

/**
 * The tables behind the tera-api Gateway fake: a MariaDB/MySQL database shaped as tera-api's (database.ts), read and
 * written with the statements tera-api's own code would run, so the site's connector meets real SQL. Only kicks and
 * the "hold the queue" switch live in memory (tera-api keeps neither in its database).
 */
export interface FakeAccount {
  accountDBID: number;
  userName: string;
  passWord: string;
  authKey: string | null;
  email: string;
  registerTime: Date | null;
  lastLoginTime: Date | null;
  lastLoginIP: string | null;
  lastLoginServer: number | null;
  playTimeLast: number;
  playTimeTotal: number;
  playCount: number;
  permission: number;
  privilege: number;
  language: string | null;
}

export interface FakeBan {
  id: number;
  accountDBID: number;
  startTime: Date;
  endTime: Date;
  /** A JSON array string, as tera-api stores it: `["1.2.3.4"]`. */
  ip: string | null;
  description: string | null;
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

/** queue_tasks statuses as tera-api numbers them: created 0, pending 1, rejected 2 (blocks its box until removed). */
export const TASK = { created: 0, pending: 1, rejected: 2 } as const;

export const MAX_BENEFIT_DAYS = 3650;
const DAY = 86_400_000;

type Row = RowDataPacket & Record<string, unknown>;

export function createGatewayState(pool: Pool) {
  const kicks: { accountDBID: number; serverId: number }[] = [];
  const select = async (sql: string, values: unknown[] = []) => (await pool.query<Row[]>(sql, values))[0];
  const run = async (sql: string, values: unknown[] = []) =>
    (await pool.query<ResultSetHeader>(sql, values))[0];

  const toAccount = (row: Row): FakeAccount => ({ ...(row as unknown as FakeAccount) });

  return {
    pool,
    kicks,
    /** Whether created boxes stay queued (pending) instead of being delivered at once. */
    holdQueue: false,

    async findAccount(accountDBID: number): Promise<FakeAccount | undefined> {
      const [row] = await select('SELECT * FROM account_info WHERE accountDBID = ?', [accountDBID]);
      return row && toAccount(row);
    },
    async listAccounts(): Promise<FakeAccount[]> {
      return (await select('SELECT * FROM account_info ORDER BY accountDBID')).map(toAccount);
    },
    // MariaDB's default collation compares case-insensitively, as tera-api's uniqueness checks do.
    async findByLogin(login: string) {
      return (await select('SELECT accountDBID FROM account_info WHERE userName = ?', [login]))[0];
    },
    async findByEmail(email: string) {
      return (await select('SELECT accountDBID FROM account_info WHERE email = ?', [email]))[0];
    },
    async insertAccount(userName: string, email: string, passWord: string, now: Date): Promise<number> {
      const result = await run(
        'INSERT INTO account_info (userName, passWord, authKey, email, registerTime, language) VALUES (?, ?, ?, ?, ?, ?)',
        [userName, passWord, randomBytes(16).toString('hex'), email, now, 'en'],
      );
      return result.insertId;
    },

    async characters(accountDBID: number, serverId: number) {
      return select(
        `SELECT c.*, a.userName FROM account_characters c LEFT JOIN account_info a USING (accountDBID)
         WHERE c.accountDBID = ? AND c.serverId = ? ORDER BY c.characterId`,
        [accountDBID, serverId],
      );
    },
    async hasCharacter(characterId: number, accountDBID: string | undefined, serverId: number | null) {
      const rows = await select(
        'SELECT 1 FROM account_characters WHERE characterId = ? AND accountDBID = ? AND (? IS NULL OR serverId = ?)',
        [characterId, accountDBID ?? null, serverId, serverId],
      );
      return rows.length > 0;
    },
    async addCharacter(c: FakeCharacter) {
      await run(
        `INSERT INTO account_characters (characterId, serverId, accountDBID, name, classId, genderId, raceId, level)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [c.characterId, c.serverId, c.accountDBID, c.name, c.classId, c.genderId, c.raceId, c.level],
      );
    },

    async benefits(accountDBID: number) {
      return select(
        `SELECT b.*, a.userName FROM account_benefits b LEFT JOIN account_info a USING (accountDBID)
         WHERE b.accountDBID = ? ORDER BY b.benefitId`,
        [accountDBID],
      );
    },
    /** Adds days from the later of now and the current end; undefined when that passes the 3650-day cap. */
    async addBenefitDays(accountDBID: number, benefitId: number, days: number, now: Date) {
      const [current] = await select(
        'SELECT availableUntil FROM account_benefits WHERE accountDBID = ? AND benefitId = ?',
        [accountDBID, benefitId],
      );
      const end = current?.availableUntil as Date | undefined;
      const from = end && end > now ? end : now;
      const until = new Date(from.getTime() + days * DAY);
      if (until.getTime() > now.getTime() + MAX_BENEFIT_DAYS * DAY) return undefined;
      await run(
        'INSERT INTO account_benefits (accountDBID, benefitId, availableUntil) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE availableUntil = VALUES(availableUntil)',
        [accountDBID, benefitId, until],
      );
      return until;
    },
    async removeBenefit(accountDBID: number, benefitId: number) {
      await run('DELETE FROM account_benefits WHERE accountDBID = ? AND benefitId = ?', [
        accountDBID,
        benefitId,
      ]);
    },

    async banOf(accountDBID: number): Promise<FakeBan | undefined> {
      const [row] = await select('SELECT * FROM account_bans WHERE accountDBID = ? ORDER BY id LIMIT 1', [
        accountDBID,
      ]);
      return row && { ...(row as unknown as FakeBan), active: Boolean(row.active) };
    },
    async insertBan(ban: Omit<FakeBan, 'id'>) {
      await run(
        'INSERT INTO account_bans (accountDBID, startTime, endTime, ip, description, active) VALUES (?, ?, ?, ?, ?, ?)',
        [ban.accountDBID, ban.startTime, ban.endTime, ban.ip, ban.description, ban.active],
      );
    },
    async isIpBanned(ip: string, now: Date) {
      const rows = await select(
        'SELECT 1 FROM account_bans WHERE active = 1 AND startTime < ? AND endTime > ? AND ip LIKE ?',
        [now, now, `%"${ip}"%`],
      );
      return rows.length > 0;
    },

    /**
     * Credits coins and writes the ledger row, in one transaction as tera-api does: the first fund creates the
     * wallet, and two concurrent first funds collide on its key (the loser rolls back and answers 500).
     */
    async fund(accountDBID: number, transactionId: string, amount: number, now: Date) {
      const conn = await pool.getConnection();
      try {
        await conn.beginTransaction();
        const [[wallet]] = await conn.query<Row[]>(
          'SELECT balance FROM shop_accounts WHERE accountDBID = ? FOR UPDATE',
          [accountDBID],
        );
        if (!wallet)
          await conn.query(
            'INSERT INTO shop_accounts (accountDBID, balance, discount, active, createdAt, updatedAt) VALUES (?, ?, 0, 1, ?, ?)',
            [accountDBID, amount, now, now],
          );
        else
          await conn.query(
            'UPDATE shop_accounts SET balance = balance + ?, updatedAt = ? WHERE accountDBID = ?',
            [amount, now, accountDBID],
          );
        await conn.query(
          'INSERT INTO report_shop_fund (accountDBID, amount, balance, description, createdAt) VALUES (?, ?, ?, ?, ?)',
          [accountDBID, amount, Number(wallet?.balance ?? 0) + amount, `ShopApi,${transactionId}`, now],
        );
        await conn.commit();
      } catch (error) {
        await conn.rollback();
        throw error;
      } finally {
        conn.release();
      }
    },
    async wallet(accountDBID: number) {
      return (await select('SELECT * FROM shop_accounts WHERE accountDBID = ?', [accountDBID]))[0];
    },

    async boxes(): Promise<FakeBox[]> {
      const infos = await select('SELECT id, title, days FROM box_info ORDER BY id');
      const items = await select(
        'SELECT boxId, itemTemplateId, boxItemId, boxItemCount FROM box_items ORDER BY id',
      );
      return infos.map((b) => ({
        id: Number(b.id),
        title: String(b.title),
        days: Number(b.days),
        items: items
          .filter((i) => Number(i.boxId) === Number(b.id))
          .map((i) => ({
            itemTemplateId: Number(i.itemTemplateId),
            boxItemId: Number(i.boxItemId),
            boxItemCount: Number(i.boxItemCount),
          })),
      }));
    },
    async addBox(box: FakeBox) {
      await run('INSERT INTO box_info (id, icon, title, content, days) VALUES (?, ?, ?, ?, ?)', [
        box.id,
        '',
        box.title,
        box.title,
        box.days,
      ]);
      for (const item of box.items)
        await run(
          'INSERT INTO box_items (boxId, itemTemplateId, boxItemId, boxItemCount) VALUES (?, ?, ?, ?)',
          [box.id, item.itemTemplateId, item.boxItemId, item.boxItemCount],
        );
    },
    async tasksOfBox(boxId: number) {
      return select("SELECT id, status FROM queue_tasks WHERE handler = 'createBox' AND tag = ?", [
        String(boxId),
      ]);
    },
    /** Queues a createBox task (its arguments as tera-api writes them); delivered at once unless the queue is held. */
    async queueBox(
      task: { boxId: number; accountDBID: number; serverId: number | null; characterId: number | null },
      now: Date,
    ) {
      const args = [{ items: [] }, task.accountDBID, task.serverId, task.characterId, null, task.boxId, 4];
      const result = await run(
        'INSERT INTO queue_tasks (tag, handler, arguments, status, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)',
        [String(task.boxId), 'createBox', JSON.stringify(args), TASK.pending, now, now],
      );
      if (!this.holdQueue) await this.completeTask(result.insertId, now);
    },
    /** The Box server created the box: the task is removed and a report_boxes row written (logType 4, logId box). */
    async completeTask(taskId: number, now: Date) {
      const [task] = await select('SELECT arguments FROM queue_tasks WHERE id = ?', [taskId]);
      if (!task) return;
      const [, accountDBID, serverId, characterId, , boxId, logType] = JSON.parse(
        String(task.arguments),
      ) as number[];
      await run('DELETE FROM queue_tasks WHERE id = ?', [taskId]);
      await run(
        'INSERT INTO report_boxes (boxId, accountDBID, serverId, characterId, logType, logId, context, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [Math.floor(Math.random() * 1e9), accountDBID, serverId, characterId, logType, boxId, '{}', now],
      );
    },
    /** Delivers every pending task, as the Box server would once reachable again. */
    async processQueue(now: Date) {
      const pending = await select('SELECT id FROM queue_tasks WHERE status = ? ORDER BY id', [TASK.pending]);
      for (const task of pending) await this.completeTask(Number(task.id), now);
    },

    async servers() {
      return select('SELECT * FROM server_info ORDER BY serverId');
    },
    async hasServer(serverId: number) {
      return (await select('SELECT 1 FROM server_info WHERE serverId = ?', [serverId])).length > 0;
    },
    async addServer(s: FakeServer) {
      await run(
        `INSERT INTO server_info (serverId, loginIp, loginPort, language, nameString, descrString, permission,
           thresholdLow, thresholdMedium, isPvE, isCrowdness, isAvailable, isEnabled, usersOnline, usersTotal)
         VALUES (?, '127.0.0.1', 7801, 'en', ?, ?, 0, 50, 100, 1, 0, ?, ?, ?, 0)`,
        [s.serverId, s.nameString, s.nameString, s.isAvailable, s.isEnabled, s.usersOnline],
      );
    },
  };
}

export type GatewayState = ReturnType<typeof createGatewayState>;
