import { randomUUID } from 'node:crypto';
import {
  type AdminListQuery,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserUpdate,
  ALL_PRIMES,
  HierarchyMessages,
  has,
  isAdmin,
  isValidWebMgt,
  Messages,
  Prime,
  text,
} from '@agaia/contract';
import { asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { type AccountRow, accountBans, accounts, auditLog } from '../../db/schema/index.ts';
import { AdminAccountsText } from '../../i18n/en/admin-accounts.ts';
import { lockTargetAccount } from '../../platform/admin-hierarchy.ts';
import { type Actor, diff, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuseCommonPassword } from '../../platform/common-passwords.ts';
import type { DeliveryThing } from '../../platform/deliveries.ts';
import type { Entitlements } from '../../platform/entitlements.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { containsPattern, pageWindow, searchAsId } from '../../platform/list-query.ts';
import type { MailOutbox } from '../../platform/mail-outbox.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { SessionStore } from '../../platform/sessions.ts';
import { takeBackAnswer } from '../../platform/take-back.ts';
import { type EmailTokens, refuseStaffLookAlike } from '../accounts/accounts.module.ts';
import type { TwoFactorService } from '../auth/auth.module.ts';
import type { GameBackendService } from '../game/game.module.ts';
import { adminMails } from './admin.mails.ts';
import { toAuditEntry } from './audit.service.ts';

export interface AdminUsersDeps {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  tokens: Pick<EmailTokens, 'voidAll'>;
  mailOutbox: Pick<MailOutbox, 'queue' | 'sendSoon'>;
  site: { siteName: string; publicUrl: string };
  entitlements: Pick<Entitlements, 'game' | 'queueForGame' | 'takeBacksOfAccount'>;
  game: Pick<GameBackendService, 'setPassword' | 'balance' | 'kind'>;
  /** A new password forgets a two-factor setup not yet confirmed, as a reset does (a thief's pending secret). */
  twoFactor: Pick<TwoFactorService, 'dropPending'>;
}

/**
 * With tera-api the game keeps the name, the coin wallet and the club benefit: the name cannot change from the site,
 * coins can only be added (the Gateway cannot take them back), and a new club end is set in the game exactly.
 */
async function reachGameRules(
  deps: Pick<AdminUsersDeps, 'entitlements'>,
  tx: Db,
  before: AccountRow,
  next: { userName: string; agaiaCoins: number; agaiaClubExpiry: Date | null },
) {
  const { game } = deps.entitlements;
  if (game.backend === 'none') return;
  if (next.userName !== before.userName)
    badRequest(AdminAccountsText.gameNameFixed, { userName: [AdminAccountsText.gameKeepsName] });
  if (next.agaiaCoins < before.agaiaCoins)
    badRequest(AdminAccountsText.coinsCannotDecrease, { agaiaCoins: [AdminAccountsText.onlyAddingCoins] });
  const source = {
    accountDBID: before.accountDBID,
    source: 'admin' as const,
    sourceId: `edit:${randomUUID()}`,
  };
  const things: DeliveryThing[] = [];
  if (next.agaiaCoins > before.agaiaCoins)
    things.push({ kind: 'coins', itemId: 0, quantity: next.agaiaCoins - before.agaiaCoins });
  if ((next.agaiaClubExpiry?.getTime() ?? null) !== (before.agaiaClubExpiry?.getTime() ?? null))
    things.push({
      kind: 'benefit_set',
      itemId: game.clubBenefitId,
      quantity: 1,
      until: next.agaiaClubExpiry,
    });
  if (things.length > 0) await deps.entitlements.queueForGame(tx, source, things);
}

/** Account management (prime 2): the searchable users table and the edit form. */
export function createAdminUsersService(deps: AdminUsersDeps) {
  const { db, clock } = deps;

  /**
   * Queues, in the edit's transaction, what the owner is told of staff's change: the new password at the address, a
   * new address at the old one. Answers the mails' ids, to send once the edit has committed.
   */
  async function notifyOwner(
    tx: Db,
    before: AccountRow,
    change: { passwordChanged: boolean; newEmail?: string },
  ): Promise<number[]> {
    const { mailOutbox, site } = deps;
    const about = { accountDBID: before.accountDBID };
    const ids: number[] = [];
    if (change.passwordChanged)
      ids.push(
        await mailOutbox.queue(
          tx,
          {
            to: change.newEmail ?? before.email,
            ...adminMails.passwordChangedByStaff(site, before),
          },
          about,
        ),
      );
    if (change.newEmail)
      ids.push(
        await mailOutbox.queue(
          tx,
          { to: before.email, ...adminMails.emailChangedByStaff(site, before, change.newEmail) },
          about,
        ),
      );
    return ids;
  }

  // The outer account is named with its table: Drizzle writes a one-table select's columns unqualified, and an
  // unqualified "account_dbid" inside the subquery is the ban's own, which made every account look banned as soon as
  // any ban was in force.
  const bannedNow = () =>
    sql<boolean>`exists (select 1 from ${accountBans} where ${accountBans.accountDBID} = "accounts"."account_dbid" and ${accountBans.active} and ${accountBans.startTime} <= ${clock.now()} and ${accountBans.endTime} > ${clock.now()})`;

  const toAdminUser = (row: AccountRow & { banned: boolean }): AdminUser => ({
    accountDBID: row.accountDBID,
    userName: row.userName,
    email: row.email,
    permission: row.permission,
    privilege: row.privilege,
    webMgt: row.webMgt,
    registerTime: row.registerTime.toISOString(),
    lastLoginTime: row.lastLoginTime?.toISOString() ?? null,
    lastLoginIP: row.lastLoginIP,
    banned: row.banned,
    agaiaCoins: row.agaiaCoins,
    astrumCoins: row.astrumCoins,
    agaiaClubExpiry: row.agaiaClubExpiry?.toISOString() ?? null,
    hasClaimedFounderPackage: row.hasClaimedFounderPackage,
    hasClaimedVeteranPackage: row.hasClaimedVeteranPackage,
    isEmailConfirmed: row.isEmailConfirmed,
    twoFactorEnabled: row.twoFactorEnabled,
  });

  async function findWithBan(accountDBID: number) {
    const [row] = await db
      .select({ account: accounts, banned: bannedNow() })
      .from(accounts)
      .where(eq(accounts.accountDBID, accountDBID))
      .limit(1);
    return row ? { ...row.account, banned: row.banned } : undefined;
  }

  return {
    /** One page of accounts whose user name or email contains the search, or whose ID equals it. */
    async list(query: AdminListQuery): Promise<AdminUserList> {
      let where: SQL | undefined;
      if (query.search) {
        const pattern = containsPattern(query.search);
        const id = searchAsId(query.search);
        where = or(
          sql`lower(${accounts.userName}) like ${pattern}`,
          sql`lower(${accounts.email}) like ${pattern}`,
          id === undefined ? undefined : eq(accounts.accountDBID, id),
        );
      }
      const { limit, offset } = pageWindow(query.page, query.pageSize);
      const [rows, [total]] = await Promise.all([
        db
          .select({ account: accounts, banned: bannedNow() })
          .from(accounts)
          .where(where)
          .orderBy(asc(accounts.accountDBID))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(accounts).where(where),
      ]);
      return {
        users: rows.map((row) => toAdminUser({ ...row.account, banned: row.banned })),
        total: total?.value ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** The account with its ban history and the audit entries about it. */
    async get(accountDBID: number): Promise<AdminUserDetail> {
      const row =
        (await findWithBan(accountDBID)) ??
        notFound(text(AdminAccountsText.accountIdNotFound, { id: accountDBID }));
      const [bans, audit, gameCoins, takeBacks] = await Promise.all([
        db
          .select()
          .from(accountBans)
          .where(eq(accountBans.accountDBID, accountDBID))
          .orderBy(desc(accountBans.createdAt)),
        db
          .select()
          .from(auditLog)
          .where(eq(auditLog.targetAccountDBID, accountDBID))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(100),
        deps.game.kind === 'none' ? undefined : deps.game.balance(accountDBID),
        deps.entitlements.takeBacksOfAccount(accountDBID),
      ]);
      return {
        ...toAdminUser(row),
        bans: bans.map((ban) => ({
          id: ban.id,
          accountDBID: ban.accountDBID,
          startTime: ban.startTime.toISOString(),
          endTime: ban.endTime.toISOString(),
          ip: ban.ip,
          description: ban.description,
          active: ban.active && ban.startTime <= clock.now() && ban.endTime > clock.now(),
          bannedBy: ban.bannedBy,
        })),
        audit: audit.map(toAuditEntry),
        ...(deps.game.kind !== 'none' && { game: { coins: gameCoins ?? null } }),
        // Refunds and disputes: what was taken back and what could not be; a dispute's mark (DISPUTE_POLICY).
        paymentFlagged: takeBacks.some((taken) => taken.accountAction !== 'none'),
        takeBacks: takeBacks.map((taken) => ({
          ...takeBackAnswer(taken),
          orderId: taken.source === 'order' ? Number(taken.sourceId) : null,
        })),
      };
    },

    /**
     * Saves the edit form on an account the actor outranks. Only primes the actor holds can change. A new password
     * or email needs Account Actions as well; either ends the account's mailed links (and a password its sessions)
     * and the owner is told by mail.
     */
    async update(actor: Actor, accountDBID: number, input: AdminUserUpdate) {
      if (!isValidWebMgt(input.webMgt)) {
        badRequest(AdminAccountsText.webMgtInvalid, { webMgt: [AdminAccountsText.unknownPermission] });
      }
      if (input.password) await refuseCommonPassword(input.password, 'password');
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      let mailIds: number[];
      try {
        mailIds = await db.transaction(async (tx) => {
          const before = await lockTargetAccount(tx, actor, accountDBID);
          // A name that reads like a staff member's, whether given now or carried into the staff by a grant.
          if (input.userName !== before.userName || (isAdmin(input.webMgt) && !isAdmin(before.webMgt)))
            await refuseStaffLookAlike(tx, input.userName, 'userName', accountDBID);
          const emailChanged = input.email.toLowerCase() !== before.email.toLowerCase();
          if ((passwordHash || emailChanged) && !has(actor.account.webMgt, Prime.accountActions))
            forbidden(HierarchyMessages.credentials);
          if (input.webMgt !== before.webMgt) {
            const changed = ALL_PRIMES.filter((p) => has(before.webMgt, p) !== has(input.webMgt, p));
            if (changed.some((p) => !has(actor.account.webMgt, p))) {
              forbidden(AdminAccountsText.permissionNotHeld);
            }
          }
          const { password: _password, agaiaClubExpiry, ...fields } = input;
          const next = { ...fields, agaiaClubExpiry: agaiaClubExpiry ? new Date(agaiaClubExpiry) : null };
          await tx
            .update(accounts)
            .set({ ...next, ...(passwordHash ? { passwordHash } : {}) })
            .where(eq(accounts.accountDBID, accountDBID));
          await reachGameRules(deps, tx, before, next);
          if (passwordHash) {
            await deps.sessions.revokeAll(accountDBID, tx);
            await deps.twoFactor.dropPending(tx, accountDBID);
          }
          if (passwordHash || emailChanged) await deps.tokens.voidAll(accountDBID, tx);
          const changes = diff(before as unknown as Record<string, unknown>, next);
          if (passwordHash) changes.password = '(changed)';
          await recordAudit(tx, clock, {
            actor,
            action: 'user.update',
            targetAccountDBID: accountDBID,
            changes,
          });
          const mails = await notifyOwner(tx, before, {
            passwordChanged: Boolean(passwordHash),
            newEmail: emailChanged ? input.email : undefined,
          });
          // Last: a game database that does not take the password rolls the whole edit back.
          if (input.password) await deps.game.setPassword(accountDBID, input.password);
          return mails;
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'accounts_user_name_lower_key') conflict(Messages.userNameTaken);
        if (constraint === 'accounts_email_lower_key') conflict(Messages.emailTaken);
        throw error;
      }
      // Its sessions carry its name, email and permissions: the next call reads them again.
      deps.sessions.forget(accountDBID);
      deps.mailOutbox.sendSoon(...mailIds);
      return { message: AdminAccountsText.userUpdated };
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
