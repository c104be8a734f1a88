import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { type BanBody, DEFAULT_LANGUAGE, isLanguage, type LocalText, text } from '@agaia/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountBans, accounts } from '../../db/schema/index.ts';
import { AdminAccountsText } from '../../i18n/en/admin-accounts.ts';
import { localize } from '../../i18n/index.ts';
import { lockTargetAccount } from '../../platform/admin-hierarchy.ts';
import { type Actor, recordAudit, type SystemActor } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DeliveryThing } from '../../platform/deliveries.ts';
import { type Entitlements, MAX_DAYS } from '../../platform/entitlements.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { SessionStore } from '../../platform/sessions.ts';

/** The game's side of a ban: with tera-api an active ban replaces the game's ban row and kicks; anything else lifts it. */
function gameBan(ban: {
  active: boolean;
  start: Date;
  end: Date;
  description: string;
  ips: string[];
}): DeliveryThing {
  if (!ban.active) return { kind: 'unban', itemId: 0, quantity: 1 };
  return {
    kind: 'ban',
    itemId: 0,
    quantity: 1,
    payload: {
      startTime: ban.start.toISOString(),
      endTime: ban.end.toISOString(),
      reason: ban.description,
      ips: ban.ips,
    },
  };
}

/**
 * Bans and unbans (prime 5), only on accounts the actor outranks and never on itself. With tera-api each reaches the
 * game through the deliveries outbox, in order per account, so a ban holds in the game even if it was down.
 */
export function createAdminBansService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  entitlements: Pick<Entitlements, 'game' | 'queueForGame'>;
}) {
  const { db, clock, entitlements } = deps;
  const toGame = (tx: Db, accountDBID: number, thing: DeliveryThing) =>
    entitlements.queueForGame(tx, { accountDBID, source: 'admin', sourceId: `ban:${randomUUID()}` }, [thing]);
  /**
   * Writes a ban in the caller's transaction: replaces the account's active ban or adds one, ends its sessions when
   * the ban holds now, queues it for the game, and audits it.
   */
  async function writeBan(
    tx: Db,
    actor: Actor | SystemActor,
    accountDBID: number,
    ban: { start: Date; end: Date; ips: string[]; description: string; active: boolean },
  ) {
    const values = {
      startTime: ban.start,
      endTime: ban.end,
      ip: JSON.stringify(ban.ips),
      description: ban.description,
      active: ban.active,
      bannedBy: 'system' in actor ? actor.system : actor.account.userName,
    };
    const [current] = await tx
      .update(accountBans)
      .set(values)
      .where(and(eq(accountBans.accountDBID, accountDBID), eq(accountBans.active, true)))
      .returning({ id: accountBans.id });
    if (!current) await tx.insert(accountBans).values({ accountDBID, ...values, createdAt: clock.now() });
    if (ban.active && ban.start <= clock.now()) await deps.sessions.revokeAll(accountDBID, tx);
    await toGame(tx, accountDBID, gameBan(ban));
    await recordAudit(tx, clock, {
      actor,
      action: 'user.ban',
      targetAccountDBID: accountDBID,
      changes: {
        startTime: ban.start.toISOString(),
        endTime: ban.end.toISOString(),
        ip: ban.ips,
        description: ban.description,
        active: ban.active,
      },
    });
  }

  return {
    /**
     * Bans an account for the system (a disputed payment under DISPUTE_POLICY=ban) in the caller's transaction, from
     * now for MAX_DAYS (until the staff lift it), with the reason in the account's language; it reaches the game as
     * the staff's bans do. No hierarchy: the system acts on whoever paid. Call `forget` once the transaction commits.
     */
    async banBySystem(
      tx: Db,
      actor: SystemActor,
      input: { accountDBID: number; reason: LocalText | string },
    ): Promise<void> {
      const [account] = await tx
        .select({ accountDBID: accounts.accountDBID, language: accounts.language })
        .from(accounts)
        .where(eq(accounts.accountDBID, input.accountDBID))
        .for('update');
      if (!account) return;
      const start = clock.now();
      await writeBan(tx, actor, account.accountDBID, {
        start,
        end: new Date(start.getTime() + MAX_DAYS * 86_400_000),
        ips: [],
        description: localize(
          isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE,
          input.reason,
        ).slice(0, 1024),
        active: true,
      });
    },

    /** Drops a kept session of the account, after a ban's transaction committed, so it is read again. */
    forget(accountDBID: number): void {
      deps.sessions.forget(accountDBID);
    },

    /**
     * Bans the account (replacing an active ban). A ban in force now ends its sessions at once; a scheduled one
     * ends them when it starts, because the session check looks for a ban in force on every request.
     */
    async ban(actor: Actor, input: BanBody) {
      const start = input.startTime ? new Date(input.startTime) : clock.now();
      const end = new Date(input.endTime);
      if (end <= start)
        badRequest(AdminAccountsText.banEndsBeforeStart, { endTime: [AdminAccountsText.banEndsBeforeStart] });
      const ips = input.ip.split(/[\s,;]+/).filter(Boolean);
      const active = input.active === true || input.active === 1;
      // tera-api refuses a ban naming anything but IP addresses, which would leave the player free in the game.
      if (entitlements.game.backend !== 'none' && ips.some((ip) => isIP(ip) === 0))
        badRequest(AdminAccountsText.banIpsInvalid, { ip: [AdminAccountsText.notAnIp] });
      const answer = await db.transaction(async (tx) => {
        const account = await lockTargetAccount(tx, actor, input.accountDBID);
        await writeBan(tx, actor, account.accountDBID, {
          start,
          end,
          ips,
          description: input.description,
          active,
        });
        return { message: text(AdminAccountsText.userBanned, { name: account.userName }) };
      });
      // A kept session of the account is read again, so a scheduled ban holds from its own start.
      deps.sessions.forget(input.accountDBID);
      return answer;
    },

    /** Deactivates the account's ban, whether in force now or scheduled. */
    async unban(actor: Actor, accountDBID: number) {
      const answer = await db.transaction(async (tx) => {
        const account = await lockTargetAccount(tx, actor, accountDBID);
        const lifted = await tx
          .update(accountBans)
          .set({ active: false })
          .where(and(eq(accountBans.accountDBID, accountDBID), eq(accountBans.active, true)))
          .returning({ endTime: accountBans.endTime });
        // A ban in force or still to come is lifted; throwing rolls back, so an expired ban stays as it was.
        const wasPending = lifted.some((ban) => ban.endTime > clock.now());
        if (!wasPending) throw new AppError(404, AdminAccountsText.notBanned, 'NOT_BANNED');
        await toGame(tx, accountDBID, { kind: 'unban', itemId: 0, quantity: 1 });
        await recordAudit(tx, clock, { actor, action: 'user.unban', targetAccountDBID: accountDBID });
        return { message: text(AdminAccountsText.userUnbanned, { name: account.userName }) };
      });
      deps.sessions.forget(accountDBID);
      return answer;
    },
  };
}

export type AdminBansService = ReturnType<typeof createAdminBansService>;
