import { Messages, type SessionList } from '@agaia/contract';
import { notFound } from '../../platform/errors.ts';
import type { SessionAccount, SessionStore } from '../../platform/sessions.ts';

/**
 * The player's own login sessions: where they are logged in (this one marked), ending one device, ending every
 * device but this one. A player sees and ends only their own; another player's session is as unknown as one that
 * never was. The token itself is never shown (only its hash is stored).
 */
export function createOwnSessionsService(deps: { sessions: SessionStore }) {
  const { sessions } = deps;
  return {
    async list(account: SessionAccount): Promise<SessionList> {
      const rows = await sessions.listOf(account.accountDBID);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          ip: row.ip,
          userAgent: row.userAgent,
          current: row.id === account.sessionId,
        })),
      };
    },

    async endOne(account: SessionAccount, sessionId: number): Promise<{ message: string }> {
      if (!(await sessions.revokeOwn(account.accountDBID, sessionId)))
        return notFound(Messages.sessionUnknown);
      return { message: Messages.sessionEnded };
    },

    async endOthers(account: SessionAccount): Promise<{ message: string }> {
      await sessions.revokeOthers(account.accountDBID, account.sessionId);
      return { message: Messages.sessionsEnded };
    },
  };
}

export type OwnSessionsService = ReturnType<typeof createOwnSessionsService>;
