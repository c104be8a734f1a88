import { isAdmin } from '@agaia/contract';
import { and, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountBans, accounts, sessions } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import { createSessionCache } from './session-cache.ts';
import { hashToken, newToken } from './tokens.ts';

/** The account behind a valid session, as routes and services see it. */
export interface SessionAccount {
  accountDBID: number;
  userName: string;
  email: string;
  privilege: number;
  webMgt: number;
  /** Two-factor authentication is on: an account with admin permissions cannot use them without it. */
  twoFactorEnabled: boolean;
  sessionId: number;
}

/**
 * Creates, finds and revokes login sessions. Only a token's SHA-256 is stored.
 *
 * With `cacheTtlMs` (the embedded database) a session found valid is kept in memory for that long, bounded by its
 * expiry and by a scheduled ban's start, so an authenticated call costs no query; every revocation and every change
 * of what a session carries calls `forget` (`revoke` and `revokeAll` do it themselves), which drops the account's
 * kept sessions before the change answers. That is only sound where this process is the only one using the database
 * and its statements run one at a time (PGlite): a lookup can then never read what a transaction is about to change.
 * On PostgreSQL several instances share the sessions and another's logout could not reach this memory before its
 * answer, so there every authenticated call makes its one indexed query.
 */
export function createSessionStore(deps: {
  db: Db;
  clock: Clock;
  /** The absolute lifetime: a session ends this long after its login, however much it is used. */
  ttlDays: number;
  /** The inactivity timeouts: a session unused this long ends (shorter for an account with admin permissions). */
  idleHours: number;
  adminIdleHours: number;
  cacheTtlMs?: number;
}) {
  const { db, clock } = deps;
  const ttlMs = deps.ttlDays * 86_400_000;
  const idleMsFor = (webMgt: number) => (isAdmin(webMgt) ? deps.adminIdleHours : deps.idleHours) * 3_600_000;
  /**
   * The session's end: its login plus the lifetime, or its last use plus the idle timeout, whichever is first. It is
   * written back only when it moves by over a hundredth of the idle timeout (at least a minute), so a session in use
   * costs one UPDATE every ~100 minutes (a player) or ~5 (an admin), not one per request.
   */
  const endOf = (createdAt: Date, webMgt: number, now: number) =>
    Math.min(createdAt.getTime() + ttlMs, now + idleMsFor(webMgt));
  const slack = (webMgt: number) => Math.max(60_000, idleMsFor(webMgt) / 100);
  const cache = deps.cacheTtlMs ? createSessionCache<SessionAccount>({ ttlMs: deps.cacheTtlMs }) : undefined;

  /**
   * One indexed query: the session by its token hash, its account, and the account's active ban if any. Prepared
   * once (a named statement on each connection): every authenticated call makes it, and building it with Drizzle
   * each time cost more CPU than PostgreSQL spent answering it.
   */
  const lookupStatement = db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      accountDBID: accounts.accountDBID,
      userName: accounts.userName,
      email: accounts.email,
      privilege: accounts.privilege,
      webMgt: accounts.webMgt,
      twoFactorEnabled: accounts.twoFactorEnabled,
      banStart: accountBans.startTime,
      banEnd: accountBans.endTime,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.accountDBID, sessions.accountDBID))
    // At most one active ban per account (a unique partial index), whether in force, scheduled or over.
    .leftJoin(
      accountBans,
      and(eq(accountBans.accountDBID, sessions.accountDBID), eq(accountBans.active, true)),
    )
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('agaia_session_lookup');

  async function lookup(tokenHash: string, now: Date) {
    const [row] = await lookupStatement.execute({ tokenHash, now });
    return row;
  }

  return {
    /** Starts a session for the account and returns its bearer token (shown once, never stored). */
    async create(
      account: { accountDBID: number; webMgt: number },
      meta: { ip?: string; userAgent?: string } = {},
    ): Promise<string> {
      const token = newToken();
      const now = clock.now();
      await db.insert(sessions).values({
        accountDBID: account.accountDBID,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(endOf(now, account.webMgt, now.getTime())),
        ip: meta.ip?.slice(0, 64),
        userAgent: meta.userAgent?.slice(0, 512),
      });
      return token;
    },

    /** The account of an unexpired session of an account not banned now, with its current permissions, or null. */
    async find(token: string): Promise<SessionAccount | null> {
      const tokenHash = hashToken(token);
      const now = clock.now();
      const kept = cache?.get(tokenHash, now.getTime());
      if (kept) return kept;
      const startedAt = cache?.begin() ?? 0;
      const row = await lookup(tokenHash, now);
      if (!row) return null;
      const { createdAt, expiresAt: storedEnd, banStart, banEnd, ...account } = row;
      // A ban in force now ends the session, whenever it was made: a scheduled ban takes effect at its start.
      const isBanned = banStart !== null && banEnd !== null && banStart <= now && banEnd > now;
      if (isBanned) return null;
      // Used now: its idle timeout starts again (and follows the account's permissions as they are now).
      let expiresAt = storedEnd;
      const end = endOf(createdAt, account.webMgt, now.getTime());
      if (Math.abs(end - storedEnd.getTime()) > slack(account.webMgt)) {
        expiresAt = new Date(end);
        await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, account.sessionId));
      }
      const found: SessionAccount = Object.freeze(account);
      const banAhead = banStart !== null && banStart > now ? banStart.getTime() : Number.POSITIVE_INFINITY;
      cache?.set(tokenHash, found, startedAt, now.getTime(), Math.min(expiresAt.getTime(), banAhead));
      return found;
    },

    /** Ends one session. */
    async revoke(sessionId: number): Promise<void> {
      const ended = await db
        .delete(sessions)
        .where(eq(sessions.id, sessionId))
        .returning({ accountDBID: sessions.accountDBID });
      for (const { accountDBID } of ended) cache?.forget(accountDBID);
    },

    /** The account's unexpired sessions, newest first (at most 100: a session is made by a login). */
    listOf(accountDBID: number) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(and(eq(sessions.accountDBID, accountDBID), gt(sessions.expiresAt, clock.now())))
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(100);
    },

    /** Ends one of the account's own sessions; false when it has none by that id. */
    async revokeOwn(accountDBID: number, sessionId: number): Promise<boolean> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.accountDBID, accountDBID)))
        .returning({ id: sessions.id });
      cache?.forget(accountDBID);
      return ended.length > 0;
    },

    /** Ends every session of the account but `keep` (log out everywhere else); returns how many. */
    async revokeOthers(accountDBID: number, keep: number): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.accountDBID, accountDBID), ne(sessions.id, keep)))
        .returning({ id: sessions.id });
      cache?.forget(accountDBID);
      return ended.length;
    },

    /**
     * Ends every session of an account (password change or reset, ban). Inside a transaction, PGlite runs no other
     * statement until it ends, so no lookup can keep the sessions between this and the commit.
     */
    async revokeAll(accountDBID: number, executor: Pick<Db, 'delete'> = db): Promise<void> {
      cache?.forget(accountDBID);
      await executor.delete(sessions).where(eq(sessions.accountDBID, accountDBID));
      cache?.forget(accountDBID);
    },

    /**
     * The account's sessions are read again from the database on their next call: call it when a change to what a
     * session carries (name, email, privilege, permissions) or to the account's bans is made, in or after its
     * transaction.
     */
    forget(accountDBID: number): void {
      cache?.forget(accountDBID);
    },

    /** Every kept session is read again from the database on its next call. */
    forgetAll(): void {
      cache?.clear();
    },

    /** Deletes expired sessions; returns how many. */
    async purgeExpired(): Promise<number> {
      const removed = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, clock.now()))
        .returning({ id: sessions.id });
      return removed.length;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
