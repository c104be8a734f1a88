import { randomBytes } from 'node:crypto';
import {
  type AdminDeletionList,
  type AdminDeletionQuery,
  type DeletionRequestBody,
  has,
  type OwnDeletionRequest,
  Prime,
  text,
} from '@agaia/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import {
  accounts,
  type DeletionRequestRow,
  deletionRequests,
  twitchLinkStates,
  twitchLinks,
} from '../../db/schema/index.ts';
import { AccountDeletionText } from '../../i18n/en/account-deletion.ts';
import { AuthText } from '../../i18n/en/auth.ts';
import { lockTargetAccount } from '../../platform/admin-hierarchy.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { pageWindow } from '../../platform/list-query.ts';
import type { MailOutbox } from '../../platform/mail-outbox.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { SessionStore } from '../../platform/sessions.ts';
import { type EmailTokens, tombstoneOf } from '../accounts/accounts.module.ts';
import type { AuthModule } from '../auth/auth.module.ts';
import type { GameBackendService } from '../game/game.module.ts';
import { deletionMails } from './deletion.mails.ts';

export interface DeletionDeps {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  tokens: Pick<EmailTokens, 'voidAll'>;
  mailOutbox: Pick<MailOutbox, 'send' | 'queue' | 'sendSoon' | 'forgetAccount'>;
  site: { siteName: string; publicUrl: string };
  game: Pick<GameBackendService, 'setPassword'>;
  /** Ends the account's other ways in: passkeys, two-factor secret and recovery codes, pending prompts and tickets. */
  auth: Pick<AuthModule, 'removeWaysIn'>;
}

/**
 * Account deletion on request: the player asks (with the password) or takes a pending request back; the staff with
 * Account Management confirm it, on an account they outrank, which anonymizes the account in one transaction, or
 * decline it with a note. The player is told by mail at each step.
 */
export function createDeletionService(deps: DeletionDeps) {
  const { db, clock, mailOutbox } = deps;

  async function pendingRequest(tx: Db, id: number): Promise<DeletionRequestRow> {
    const [row] = await tx.select().from(deletionRequests).where(eq(deletionRequests.id, id)).for('update');
    if (!row) return notFound(AccountDeletionText.requestNotFound);
    if (row.status !== 'pending') conflict(AccountDeletionText.notPending);
    return row;
  }

  return {
    /** The player's latest request, if any. */
    async own(accountDBID: number): Promise<OwnDeletionRequest> {
      const [row] = await db
        .select()
        .from(deletionRequests)
        .where(eq(deletionRequests.accountDBID, accountDBID))
        .orderBy(desc(deletionRequests.requestedAt), desc(deletionRequests.id))
        .limit(1);
      if (!row) return { request: null };
      return {
        request: {
          status: row.status,
          requestedAt: row.requestedAt.toISOString(),
          decidedAt: row.decidedAt?.toISOString() ?? null,
          note: row.status === 'declined' ? row.note : null,
        },
      };
    },

    /** Files a request after checking the password; one pending request at a time (409). */
    async request(accountDBID: number, body: DeletionRequestBody) {
      const [account] = await db.select().from(accounts).where(eq(accounts.accountDBID, accountDBID));
      if (!account) return notFound(AuthText.accountNotFound);
      if (!(await verifyPassword(account.passwordHash, body.password)))
        badRequest(AuthText.wrongPassword, { password: [AuthText.wrongPassword] });
      try {
        await db.insert(deletionRequests).values({
          accountDBID: account.accountDBID,
          reason: body.reason || null,
          requestedAt: clock.now(),
        });
      } catch (error) {
        if (uniqueViolation(error) === 'deletion_requests_pending_key')
          conflict(AccountDeletionText.alreadyWaiting);
        throw error;
      }
      await mailOutbox.send(
        { to: account.email, ...deletionMails.received(deps.site, account) },
        { accountDBID: account.accountDBID },
      );
      return { message: AccountDeletionText.requested };
    },

    /** Takes the player's pending request back. */
    async cancel(accountDBID: number) {
      const cancelled = await db
        .update(deletionRequests)
        .set({ status: 'cancelled', decidedAt: clock.now() })
        .where(and(eq(deletionRequests.accountDBID, accountDBID), eq(deletionRequests.status, 'pending')))
        .returning({ id: deletionRequests.id });
      if (cancelled.length === 0) notFound(AccountDeletionText.nothingPending);
      return { message: AccountDeletionText.cancelled };
    },

    /** The requests with one status, oldest pending first (newest first for the others). */
    async list(query: AdminDeletionQuery): Promise<AdminDeletionList> {
      const decider = alias(accounts, 'decider');
      const where = eq(deletionRequests.status, query.status);
      const { limit, offset } = pageWindow(query.page, query.pageSize);
      const order =
        query.status === 'pending'
          ? [deletionRequests.requestedAt, deletionRequests.id]
          : [desc(deletionRequests.decidedAt), desc(deletionRequests.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select({ request: deletionRequests, userName: accounts.userName, decidedBy: decider.userName })
          .from(deletionRequests)
          .innerJoin(accounts, eq(accounts.accountDBID, deletionRequests.accountDBID))
          .leftJoin(decider, eq(decider.accountDBID, deletionRequests.decidedBy))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(deletionRequests).where(where),
      ]);
      return {
        requests: rows.map(({ request, userName, decidedBy }) => ({
          id: request.id,
          accountDBID: request.accountDBID,
          userName,
          status: request.status,
          reason: request.reason,
          requestedAt: request.requestedAt.toISOString(),
          decidedAt: request.decidedAt?.toISOString() ?? null,
          decidedBy,
          note: request.note,
        })),
        total: total?.value ?? 0,
      };
    },

    /**
     * Confirms a pending request on an account the actor outranks: in one transaction the account is anonymized, its
     * sessions, mailed links, passkeys, second factor, pending logins and Twitch link end, and with a game back end
     * the game password becomes one nobody knows (last, so a game that refuses it rolls everything back). The player
     * is told at the old address.
     */
    async confirm(actor: Actor, id: number) {
      if (!has(actor.account.webMgt, Prime.accountActions))
        forbidden(AccountDeletionText.needsAccountActions);
      const { before, mailId } = await db.transaction(async (tx) => {
        const request = await pendingRequest(tx, id);
        const account = await lockTargetAccount(tx, actor, request.accountDBID);
        await tx
          .update(accounts)
          .set(tombstoneOf(account.accountDBID))
          .where(eq(accounts.accountDBID, account.accountDBID));
        await deps.auth.removeWaysIn(tx, account.accountDBID);
        await tx.delete(twitchLinks).where(eq(twitchLinks.accountDBID, account.accountDBID));
        await tx.delete(twitchLinkStates).where(eq(twitchLinkStates.accountDBID, account.accountDBID));
        await deps.sessions.revokeAll(account.accountDBID, tx);
        await deps.tokens.voidAll(account.accountDBID, tx);
        await tx
          .update(deletionRequests)
          .set({ status: 'confirmed', decidedAt: clock.now(), decidedBy: actor.account.accountDBID })
          .where(eq(deletionRequests.id, id));
        // The log says what happened, not who the player was: the name and address are what the request removes.
        await recordAudit(tx, clock, {
          actor,
          action: 'user.delete',
          targetAccountDBID: account.accountDBID,
          changes: { deletionRequest: id, userName: '(removed)', email: '(removed)' },
        });
        // The account's earlier mails lose the address too; the last one goes to it, then forgets it once sent.
        await mailOutbox.forgetAccount(tx, account.accountDBID);
        const mailId = await mailOutbox.queue(
          tx,
          { to: account.email, ...deletionMails.confirmed(deps.site, account) },
          { accountDBID: account.accountDBID, forgetRecipient: true },
        );
        await deps.game.setPassword(account.accountDBID, randomBytes(24).toString('base64url'));
        return { before: account, mailId };
      });
      deps.sessions.forget(before.accountDBID);
      mailOutbox.sendSoon(mailId);
      return { message: text(AccountDeletionText.deleted, { id: before.accountDBID }) };
    },

    /** Declines a pending request with a note the player reads, on an account the actor outranks. */
    async decline(actor: Actor, id: number, note: string) {
      const mailId = await db.transaction(async (tx) => {
        const request = await pendingRequest(tx, id);
        const target = await lockTargetAccount(tx, actor, request.accountDBID);
        await tx
          .update(deletionRequests)
          .set({ status: 'declined', decidedAt: clock.now(), decidedBy: actor.account.accountDBID, note })
          .where(eq(deletionRequests.id, id));
        await recordAudit(tx, clock, {
          actor,
          action: 'user.deletionDeclined',
          targetAccountDBID: target.accountDBID,
          changes: { deletionRequest: id, note },
        });
        return mailOutbox.queue(
          tx,
          { to: target.email, ...deletionMails.declined(deps.site, target, note) },
          { accountDBID: target.accountDBID },
        );
      });
      mailOutbox.sendSoon(mailId);
      return { message: AccountDeletionText.declined };
    },
  };
}

export type DeletionService = ReturnType<typeof createDeletionService>;
