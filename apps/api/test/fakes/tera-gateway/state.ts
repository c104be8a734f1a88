import { createHash } from 'node:crypto';
import type { Pool } from 'mysql2/promise';
import { createBoxQueue } from './queue.ts';
import { type Id, queries, type Row } from './sql.ts';

export type { Id, Row } from './sql.ts';

/**
 * The tables behind the tera-api Gateway fake: a MariaDB/MySQL database shaped as tera-api's (database.ts), read and
 * written with the statements tera-api's own code would run. Ids and numbers arrive as the request's (trimmed) text,
 * as tera-api passes them to Sequelize, so MariaDB converts them the same way ('abc' matches no account). Only kicks
 * and the test switches live in memory (tera-api keeps neither in its database).
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

export interface FakeServer {
  serverId: number;
  nameString: string;
  isAvailable: boolean;
  isEnabled: boolean;
  usersOnline: number;
}

const MAX_BENEFIT_DAYS = 3650;
const DAY = 86_400_000;
const INT_MAX = 2_147_483_647;

/** An id or number as the request gave it (text) or as the fake's own code has it. */

const toBan = (row: Row | undefined): FakeBan | undefined =>
  row && { ...(row as unknown as FakeBan), active: Boolean(row.active) };

/** tera-api's Hub client error (its text is what a rejected queue task keeps). */
class HubError extends Error {
  override name = 'HubError';
}

/** How the fake's tera-api stores passwords (its API_PORTAL_USE_SHA512_PASSWORDS and …_SALT). */
export interface FakePasswordFormat {
  sha512Salt?: string;
}

export function createGatewayState(pool: Pool, passwords: FakePasswordFormat = {}) {
  const { select, run } = queries(pool);
  const switches = {
    /** Created boxes stay in the queue (pending) instead of being delivered at once. */
    holdQueue: false,
    /** The Hub is unreachable: calls that need it (SendBox's item check, Kick, queued box creation) fail. */
    hubDown: false,
    /** Service item ids the Box server does not have (or has disabled): SendBox answers 102. */
    missingServiceItems: new Set<number>(),
  };
  /** A Hub request: fails as tera-api's Hub client does while unregistered (the call then answers 500). */
  const hub = () => {
    if (switches.hubDown) throw new HubError('Not registered');
  };
  const kicks: { accountDBID: number; serverId: number }[] = [];

  return {
    pool,
    switches,
    hub,
    kicks,
    queue: createBoxQueue({ select, run }, switches, hub),

    async findAccount(accountDBID: Id): Promise<FakeAccount | undefined> {
      const [row] = await select('SELECT * FROM account_info WHERE accountDBID = ?', [accountDBID]);
      return row as FakeAccount | undefined;
    },
    async listAccounts(): Promise<FakeAccount[]> {
      return (await select('SELECT * FROM account_info ORDER BY accountDBID')) as unknown as FakeAccount[];
    },
    // MariaDB's default collation compares case-insensitively, as tera-api's uniqueness checks do.
    async loginTaken(login: string) {
      return (await select('SELECT 1 FROM account_info WHERE userName = ?', [login])).length > 0;
    },
    async emailTaken(email: string) {
      return (await select('SELECT 1 FROM account_info WHERE email = ?', [email])).length > 0;
    },
    /** tera-api leaves authKey NULL: the launcher sets it at login. */
    async insertAccount(userName: string, email: string, passWord: string, now: Date): Promise<number> {
      // The column is 64 wide: MariaDB (strict) refuses a longer one, and tera-api answers its generic 500.
      if (email.length > 64) throw new Error("Data too long for column 'email'");
      const result = await run(
        'INSERT INTO account_info (userName, passWord, email, registerTime, language) VALUES (?, ?, ?, ?, ?)',
        [
          userName,
          passwords.sha512Salt === undefined
            ? passWord
            : createHash('sha512')
                .update(passwords.sha512Salt + passWord)
                .digest('hex'),
          email,
          now,
          'en',
        ],
      );
      return result.insertId;
    },

    async characters(accountDBID: Id, serverId: Id) {
      return select(
        `SELECT c.*, a.userName FROM account_characters c LEFT JOIN account_info a USING (accountDBID)
         WHERE c.accountDBID = ? AND c.serverId = ? ORDER BY c.characterId, c.serverId`,
        [accountDBID, serverId],
      );
    },
    async hasCharacter(characterId: Id, serverId: string, accountDBID: string) {
      const rows = await select(
        'SELECT 1 FROM account_characters WHERE characterId = ? AND serverId = ? AND accountDBID = ?',
        [characterId, serverId, accountDBID],
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
    async countCharacters(serverId: Id) {
      const [row] = await select('SELECT COUNT(*) AS n FROM account_characters WHERE serverId = ?', [
        serverId,
      ]);
      return Number(row?.n ?? 0);
    },

    async benefits(accountDBID: Id) {
      return select(
        `SELECT b.*, a.userName FROM account_benefits b LEFT JOIN account_info a USING (accountDBID)
         WHERE b.accountDBID = ? ORDER BY b.benefitId`,
        [accountDBID],
      );
    },
    /**
     * tera-api's Benefit.addBenefit: days from the later of now and the current end. Answers its refusal (two texts:
     * a new benefit over 3650 days, or an existing one whose new end passes now + 3650 days), or undefined.
     */
    async addBenefitDays(accountDBID: number, benefitId: string, days: number, now: Date) {
      const [current] = await select(
        'SELECT availableUntil FROM account_benefits WHERE accountDBID = ? AND benefitId = ?',
        [accountDBID, benefitId],
      );
      if (!current) {
        if (days > MAX_BENEFIT_DAYS) return `Days value cannot be greater than ${MAX_BENEFIT_DAYS} days`;
        await run('INSERT INTO account_benefits (accountDBID, benefitId, availableUntil) VALUES (?, ?, ?)', [
          accountDBID,
          benefitId,
          new Date(now.getTime() + days * DAY),
        ]);
        return undefined;
      }
      const end = current.availableUntil as Date;
      const until = new Date((end > now ? end : now).getTime() + days * DAY);
      if (until.getTime() > now.getTime() + MAX_BENEFIT_DAYS * DAY)
        return `Benefit date with added days value must not exceed ${MAX_BENEFIT_DAYS} days`;
      await run('UPDATE account_benefits SET availableUntil = ? WHERE accountDBID = ? AND benefitId = ?', [
        until,
        accountDBID,
        benefitId,
      ]);
      return undefined;
    },
    async removeBenefit(accountDBID: number, benefitId: string) {
      await run('DELETE FROM account_benefits WHERE accountDBID = ? AND benefitId = ?', [
        accountDBID,
        benefitId,
      ]);
    },

    /** Any ban row of the account, active or not (tera-api refuses a second ban while one exists). */
    async anyBan(accountDBID: Id) {
      return (
        (await select('SELECT 1 FROM account_bans WHERE accountDBID = ? LIMIT 1', [accountDBID])).length > 0
      );
    },
    /** The account's ban that is active and current (startTime < now < endTime). */
    async currentBan(accountDBID: number, now: Date) {
      const [row] = await select(
        'SELECT * FROM account_bans WHERE accountDBID = ? AND active = 1 AND startTime < ? AND endTime > ? LIMIT 1',
        [accountDBID, now, now],
      );
      return toBan(row);
    },
    /** The first active, current ban listing the IP (tera-api's `ip LIKE '%"<ip>"%'`, wildcards unescaped). */
    async ipBan(ip: string, now: Date) {
      const [row] = await select(
        'SELECT * FROM account_bans WHERE active = 1 AND ip LIKE ? AND startTime < ? AND endTime > ? LIMIT 1',
        [`%"${ip}"%`, now, now],
      );
      return toBan(row);
    },
    async insertBan(ban: Omit<FakeBan, 'id'>) {
      await run(
        'INSERT INTO account_bans (accountDBID, startTime, endTime, ip, description, active) VALUES (?, ?, ?, ?, ?, ?)',
        [ban.accountDBID, ban.startTime, ban.endTime, ban.ip, ban.description, ban.active],
      );
    },

    /**
     * tera-api's Shop.addBalance in one transaction. The wallet is credited correctly, but the ledger's balance of an
     * existing wallet is the old balance and the request's amount concatenated as text (its bug): past INT range the
     * ledger insert fails, everything rolls back and the call answers 500.
     */
    async fund(accountDBID: number, transactionId: string, amount: string, now: Date) {
      const conn = await pool.getConnection();
      try {
        await conn.beginTransaction();
        const [[wallet]] = await conn.query<Row[]>(
          'SELECT balance FROM shop_accounts WHERE accountDBID = ? FOR UPDATE',
          [accountDBID],
        );
        let ledger: string | number = Number.parseInt(amount, 10);
        if (wallet) {
          ledger = `${wallet.balance}${amount}`;
          await conn.query(
            'UPDATE shop_accounts SET balance = balance + ?, updatedAt = ? WHERE accountDBID = ?',
            [amount, now, accountDBID],
          );
        } else
          await conn.query(
            'INSERT INTO shop_accounts (accountDBID, balance, createdAt, updatedAt) VALUES (?, ?, ?, ?)',
            [accountDBID, amount, now, now],
          );
        // What MariaDB's strict mode refuses, refused here too whatever the server's sql_mode.
        if (!/^[+-]?\d+$/.test(String(ledger)) || Math.abs(Number(ledger)) > INT_MAX)
          throw new Error("Out of range value for column 'balance'");
        await conn.query(
          'INSERT INTO report_shop_fund (accountDBID, amount, balance, description, createdAt) VALUES (?, ?, ?, ?, ?)',
          [accountDBID, amount, ledger, `ShopApi,${transactionId}`, now],
        );
        await conn.commit();
      } catch (error) {
        await conn.rollback();
        throw error;
      } finally {
        conn.release();
      }
    },
    async wallet(accountDBID: Id) {
      const [row] = await select(
        'SELECT s.*, a.userName FROM shop_accounts s LEFT JOIN account_info a USING (accountDBID) WHERE s.accountDBID = ?',
        [accountDBID],
      );
      return row;
    },
    async wallets() {
      return select(
        'SELECT s.*, a.userName FROM shop_accounts s LEFT JOIN account_info a USING (accountDBID) ORDER BY s.accountDBID',
      );
    },

    async servers() {
      return select('SELECT * FROM server_info ORDER BY serverId');
    },
    async server(serverId: Id) {
      return (await select('SELECT * FROM server_info WHERE serverId = ?', [serverId]))[0];
    },
    async addServer(s: FakeServer) {
      await run(
        `INSERT INTO server_info (serverId, loginIp, loginPort, language, nameString, descrString, permission,
           thresholdLow, thresholdMedium, isPvE, isCrowdness, isAvailable, isEnabled, usersOnline, usersTotal)
         VALUES (?, '127.0.0.1', 7801, 'en', ?, ?, 0, 50, 100, 1, 0, ?, ?, ?, 0)`,
        [s.serverId, s.nameString, s.nameString, s.isAvailable, s.isEnabled, s.usersOnline],
      );
    },
    /** account_online rows of a server, with their account (an inner join, as tera-api's required include). */
    async onlineAccounts(serverId: Id) {
      return select(
        `SELECT o.serverId, o.accountDBID, a.userName, a.lastLoginIP, a.lastLoginTime
         FROM account_online o JOIN account_info a USING (accountDBID) WHERE o.serverId = ? ORDER BY o.accountDBID`,
        [serverId],
      );
    },

    /** tera-api's writeOperationReport row. */
    async report(ip: string | null, endpoint: string, payload: string, now: Date) {
      await run(
        'INSERT INTO report_gateway (ip, endpoint, payload, reportType, reportTime) VALUES (?, ?, ?, 1, ?)',
        [ip, endpoint, payload, now],
      );
    },
  };
}

export type GatewayState = ReturnType<typeof createGatewayState>;
