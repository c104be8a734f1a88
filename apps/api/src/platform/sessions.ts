import { and, eq, gt, lte, notExists } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountBans, accounts, sessions } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import { hashToken, newToken } from './tokens.ts';

/** The account behind a valid session, as routes and services see it. */
export interface SessionAccount {
  accountDBID: number;
  userName: string;
  email: string;
  privilege: number;
  webMgt: number;
  sessionId: number;
}

/** Creates, finds and revokes login sessions. Only a token's SHA-256 is stored. */
export function createSessionStore(deps: { db: Db; clock: Clock; ttlDays: number }) {
  const { db, clock } = deps;
  return {
    /** Starts a session for the account and returns its bearer token (shown once, never stored). */
    async create(accountDBID: number, meta: { ip?: string; userAgent?: string } = {}): Promise<string> {
      const token = newToken();
      const now = clock.now();
      await db.insert(sessions).values({
        accountDBID,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + deps.ttlDays * 86_400_000),
        ip: meta.ip?.slice(0, 64),
        userAgent: meta.userAgent?.slice(0, 512),
      });
      return token;
    },

    /** The account of an unexpired session of an account not banned now, with its current permissions, or null. */
    async find(token: string): Promise<SessionAccount | null> {
      const now = clock.now();
      const [row] = await db
        .select({
          sessionId: sessions.id,
          accountDBID: accounts.accountDBID,
          userName: accounts.userName,
          email: accounts.email,
          privilege: accounts.privilege,
          webMgt: accounts.webMgt,
        })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.accountDBID, sessions.accountDBID))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            gt(sessions.expiresAt, now),
            // A ban in force now ends the session, whenever it was made: a scheduled ban takes effect at its start.
            notExists(
              db
                .select({ id: accountBans.id })
                .from(accountBans)
                .where(
                  and(
                    eq(accountBans.accountDBID, sessions.accountDBID),
                    eq(accountBans.active, true),
                    lte(accountBans.startTime, now),
                    gt(accountBans.endTime, now),
                  ),
                ),
            ),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Ends one session. */
    async revoke(sessionId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** Ends every session of an account (password change or reset, ban). */
    async revokeAll(accountDBID: number, executor: Pick<Db, 'delete'> = db): Promise<void> {
      await executor.delete(sessions).where(eq(sessions.accountDBID, accountDBID));
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
