import { createHash, timingSafeEqual } from 'node:crypto';
import mysql, { type RowDataPacket } from 'mysql2/promise';

/**
 * The few rows of tera-api's database the Gateway cannot reach (ADR 011), through a small mysql2 pool and
 * only these statements: the password column of account_info, an account's ban rows (unban), the account list
 * (import and adoption, never authKey), and read-only lookups that reconcile a grant whose Gateway call timed out.
 */
export interface GameAccountRecord {
  accountDBID: number;
  userName: string;
  email: string;
  registerTime: Date | null;
}

/** How many characters one server holds of one class and race in one level band (tens). */
export interface CharacterCount {
  serverId: number;
  classId: number;
  raceId: number;
  band: number;
  count: number;
}

/** How tera-api stores a password: as typed, or lower-case hex SHA-512 of salt + password. */
export interface PasswordFormat {
  format: 'plain' | 'sha512';
  salt: string;
}

/** The password as tera-api's account_info.passWord holds it. */
function storedPassword(password: string, { format, salt }: PasswordFormat): string {
  return format === 'sha512'
    ? createHash('sha512')
        .update(salt + password)
        .digest('hex')
    : password;
}

/** Compares in constant time (hashing both sides first, so lengths never show). */
function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

type Row = RowDataPacket & Record<string, unknown>;

const toRecord = (row: Row): GameAccountRecord => ({
  accountDBID: Number(row.accountDBID),
  userName: String(row.userName),
  email: String(row.email),
  registerTime: (row.registerTime as Date | null) ?? null,
});

export function createTeraDb(options: { url: string; passwords: PasswordFormat }) {
  // DATETIME columns hold UTC (tera-api's Sequelize writes them so); a small pool: the site runs few statements.
  const pool = mysql.createPool({
    uri: options.url,
    timezone: 'Z',
    connectionLimit: 4,
    connectTimeout: 5_000,
    enableKeepAlive: true,
  });
  const select = async (sql: string, values: unknown[]) => (await pool.query<Row[]>(sql, values))[0];

  return {
    /** Answers when the database takes a statement. */
    async ping(): Promise<void> {
      await pool.query('SELECT 1');
    },

    /** Writes the password in the operator's format, and nothing else of the row; false when no such account. */
    async setPassword(accountDBID: number, password: string): Promise<boolean> {
      const [result] = await pool.query<mysql.ResultSetHeader>(
        'UPDATE account_info SET passWord = ? WHERE accountDBID = ?',
        [storedPassword(password, options.passwords), accountDBID],
      );
      return result.affectedRows > 0;
    },

    /** The game account whose name or email is the identifier, when the password is right for it. */
    async checkCredentials(identifier: string, password: string): Promise<GameAccountRecord | undefined> {
      const rows = await select(
        'SELECT accountDBID, userName, email, registerTime, passWord FROM account_info WHERE userName = ? OR email = ? LIMIT 2',
        [identifier, identifier],
      );
      const expected = storedPassword(password, options.passwords);
      // A name that is also another account's email is ambiguous: the name wins, as the launcher's login does.
      const row = rows.find((r) => String(r.userName).toLowerCase() === identifier.toLowerCase()) ?? rows[0];
      if (!row || !sameSecret(String(row.passWord), expected)) return undefined;
      return toRecord(row);
    },

    /** The game account of that name (a registration whose answer was lost), with whether the password is the one given. */
    async findByName(
      userName: string,
      password: string,
    ): Promise<(GameAccountRecord & { passwordMatches: boolean }) | undefined> {
      const [row] = await select(
        'SELECT accountDBID, userName, email, registerTime, passWord FROM account_info WHERE userName = ? LIMIT 1',
        [userName],
      );
      if (!row) return undefined;
      return {
        ...toRecord(row),
        passwordMatches: sameSecret(String(row.passWord), storedPassword(password, options.passwords)),
      };
    },

    /** Game accounts after an id, in id order (the import), without passwords or keys. */
    async listAccounts(afterId: number, limit: number): Promise<GameAccountRecord[]> {
      const rows = await select(
        'SELECT accountDBID, userName, email, registerTime FROM account_info WHERE accountDBID > ? ORDER BY accountDBID LIMIT ?',
        [afterId, limit],
      );
      return rows.map(toRecord);
    },

    /** Deletes the account's ban rows, so the game lets it in and a later Gateway ban is possible; answers how many. */
    async deleteBans(accountDBID: number): Promise<number> {
      const [result] = await pool.query<mysql.ResultSetHeader>(
        'DELETE FROM account_bans WHERE accountDBID = ?',
        [accountDBID],
      );
      return result.affectedRows;
    },

    /** Whether a fund of this transaction id reached the ledger (`ShopApi,<id>`). */
    async hasFund(accountDBID: number, transactionId: string): Promise<boolean> {
      const rows = await select(
        'SELECT 1 FROM report_shop_fund WHERE accountDBID = ? AND description = ? LIMIT 1',
        [accountDBID, `ShopApi,${transactionId}`],
      );
      return rows.length > 0;
    },

    /** The game wallet's balance, or null before its first fund. */
    async walletBalance(accountDBID: number): Promise<number | null> {
      const [row] = await select('SELECT balance FROM shop_accounts WHERE accountDBID = ?', [accountDBID]);
      return row ? Number(row.balance) : null;
    },

    /** The benefit's end in the game, or null when the account does not have it. */
    async benefitUntil(accountDBID: number, benefitId: number): Promise<Date | null> {
      const [row] = await select(
        'SELECT availableUntil FROM account_benefits WHERE accountDBID = ? AND benefitId = ?',
        [accountDBID, benefitId],
      );
      return (row?.availableUntil as Date | undefined) ?? null;
    },

    /** The newest ids of the box queue and the box report: a send after this mark shows above them. */
    async boxMark(): Promise<{ task: number; report: number }> {
      const [row] = await select(
        'SELECT (SELECT COALESCE(MAX(id), 0) FROM queue_tasks) AS task, (SELECT COALESCE(MAX(id), 0) FROM report_boxes) AS report',
        [],
      );
      return { task: Number(row?.task ?? 0), report: Number(row?.report ?? 0) };
    },

    /** Whether a box of that template reached the account after the mark: queued (createBox task) or created. */
    async boxSentSince(
      accountDBID: number,
      boxId: number,
      mark: { task: number; report: number },
    ): Promise<boolean> {
      const reported = await select(
        'SELECT 1 FROM report_boxes WHERE id > ? AND accountDBID = ? AND logType = 4 AND logId = ? LIMIT 1',
        [mark.report, accountDBID, boxId],
      );
      if (reported.length > 0) return true;
      // A queued task keeps its arguments as JSON: [box, userNo, serverId, characterId, lastLoginServer, boxId, 4].
      const queued = await select(
        "SELECT 1 FROM queue_tasks WHERE id > ? AND handler = 'createBox' AND tag = ? AND JSON_VALUE(arguments, '$[1]') = ? LIMIT 1",
        [mark.task, String(boxId), String(accountDBID)],
      );
      return queued.length > 0;
    },

    /**
     * Characters counted by server, class, race and level band (tens: 0 is levels 1–10), read-only: the admin's
     * Character Stats. A level under 1 counts in the first band.
     */
    async characterCounts(): Promise<CharacterCount[]> {
      const rows = await select(
        'SELECT serverId, classId, raceId, FLOOR((GREATEST(COALESCE(level, 1), 1) - 1) / 10) AS band, COUNT(*) AS n FROM account_characters GROUP BY serverId, classId, raceId, band',
        [],
      );
      return rows.map((row) => ({
        serverId: Number(row.serverId),
        classId: Number(row.classId ?? -1),
        raceId: Number(row.raceId ?? -1),
        band: Number(row.band),
        count: Number(row.n),
      }));
    },

    close: () => pool.end(),
  };
}

export type TeraDb = ReturnType<typeof createTeraDb>;
