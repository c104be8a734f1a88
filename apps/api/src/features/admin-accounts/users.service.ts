import {
  type AdminListQuery,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserUpdate,
  ALL_PRIMES,
  has,
  isValidWebMgt,
} from '@agaia/contract';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { type AccountRow, accountBans, accounts, auditLog } from '../../db/schema/index.ts';
import { type Actor, diff, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { containsPattern, pageWindow, searchAsId } from '../../platform/list-query.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { SessionStore } from '../../platform/sessions.ts';
import { toAuditEntry } from './audit.service.ts';

/** Account management (prime 2): the searchable users table and the edit form. */
export function createAdminUsersService(deps: { db: Db; clock: Clock; sessions: SessionStore }) {
  const { db, clock } = deps;

  const bannedNow = () =>
    sql<boolean>`exists (select 1 from ${accountBans} where ${accountBans.accountDBID} = ${accounts.accountDBID} and ${accountBans.active} and ${accountBans.startTime} <= ${clock.now()} and ${accountBans.endTime} > ${clock.now()})`;

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
      const row = (await findWithBan(accountDBID)) ?? notFound(`No account with ID ${accountDBID}.`);
      const [bans, audit] = await Promise.all([
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
      };
    },

    /** Saves the edit form. Only primes the caller holds can change, and never the caller's own. */
    async update(actor: Actor, accountDBID: number, input: AdminUserUpdate) {
      if (!isValidWebMgt(input.webMgt)) {
        badRequest('webMgt must be a product of known permission primes.', {
          webMgt: ['Unknown permission value.'],
        });
      }
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      try {
        return await db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(accounts)
            .where(eq(accounts.accountDBID, accountDBID))
            .for('update');
          if (!before) return notFound(`No account with ID ${accountDBID}.`);
          if (input.webMgt !== before.webMgt) {
            if (accountDBID === actor.account.accountDBID)
              forbidden('You cannot change your own permissions.');
            const changed = ALL_PRIMES.filter((p) => has(before.webMgt, p) !== has(input.webMgt, p));
            if (changed.some((p) => !has(actor.account.webMgt, p))) {
              forbidden('You cannot grant or remove a permission you do not hold.');
            }
          }
          const { password: _password, agaiaClubExpiry, ...fields } = input;
          const next = { ...fields, agaiaClubExpiry: agaiaClubExpiry ? new Date(agaiaClubExpiry) : null };
          await tx
            .update(accounts)
            .set({ ...next, ...(passwordHash ? { passwordHash } : {}) })
            .where(eq(accounts.accountDBID, accountDBID));
          if (passwordHash) await deps.sessions.revokeAll(accountDBID, tx);
          const changes = diff(before as unknown as Record<string, unknown>, next);
          if (passwordHash) changes.password = '(changed)';
          await recordAudit(tx, clock, {
            actor,
            action: 'user.update',
            targetAccountDBID: accountDBID,
            changes,
          });
          return { message: 'User updated successfully!' };
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'accounts_user_name_lower_key') conflict('This username is already taken.');
        if (constraint === 'accounts_email_lower_key') conflict('This email address is already registered.');
        throw error;
      }
    },

    /** Bans the account (replacing an active ban) and ends its sessions at once. */
    async ban(
      actor: Actor,
      input: {
        accountDBID: number;
        startTime?: string;
        endTime: string;
        ip: string;
        description: string;
        active: boolean | 0 | 1;
      },
    ) {
      const start = input.startTime ? new Date(input.startTime) : clock.now();
      const end = new Date(input.endTime);
      if (end <= start)
        badRequest('The ban must end after it starts.', { endTime: ['The ban must end after it starts.'] });
      const ips = input.ip.split(/[\s,;]+/).filter(Boolean);
      const active = input.active === true || input.active === 1;
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select()
          .from(accounts)
          .where(eq(accounts.accountDBID, input.accountDBID))
          .for('update');
        if (!account) return notFound(`No account with ID ${input.accountDBID}.`);
        const values = {
          startTime: start,
          endTime: end,
          ip: JSON.stringify(ips),
          description: input.description,
          active,
          bannedBy: actor.account.userName,
        };
        const [current] = await tx
          .update(accountBans)
          .set(values)
          .where(and(eq(accountBans.accountDBID, account.accountDBID), eq(accountBans.active, true)))
          .returning({ id: accountBans.id });
        if (!current)
          await tx
            .insert(accountBans)
            .values({ accountDBID: account.accountDBID, ...values, createdAt: clock.now() });
        if (active) await deps.sessions.revokeAll(account.accountDBID, tx);
        await recordAudit(tx, clock, {
          actor,
          action: 'user.ban',
          targetAccountDBID: account.accountDBID,
          changes: {
            startTime: start.toISOString(),
            endTime: end.toISOString(),
            ip: ips,
            description: input.description,
            active,
          },
        });
        return { message: `User ${account.userName} banned successfully.` };
      });
    },

    /** Deactivates the account's ban. */
    async unban(actor: Actor, accountDBID: number) {
      return db.transaction(async (tx) => {
        const [account] = await tx.select().from(accounts).where(eq(accounts.accountDBID, accountDBID));
        if (!account) return notFound(`No account with ID ${accountDBID}.`);
        const lifted = await tx
          .update(accountBans)
          .set({ active: false })
          .where(and(eq(accountBans.accountDBID, accountDBID), eq(accountBans.active, true)))
          .returning({ id: accountBans.id, endTime: accountBans.endTime, startTime: accountBans.startTime });
        const wasInForce = lifted.some((ban) => ban.startTime <= clock.now() && ban.endTime > clock.now());
        // Throwing rolls the deactivation back: an expired ban stays as it was.
        if (!wasInForce) throw new AppError(404, 'This account is not banned.', 'NOT_BANNED');
        await recordAudit(tx, clock, { actor, action: 'user.unban', targetAccountDBID: accountDBID });
        return { message: `User ${account.userName} unbanned successfully.` };
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
