import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { DeliveryRow } from '../../../db/schema/index.ts';
import { GameText } from '../../../i18n/en/game.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { JobLeader } from '../../../platform/jobs.ts';
import type { Job } from '../../../platform/module.ts';
import type { GatewayClient, GatewayResult } from './gateway.client.ts';
import { backoffMs, createOutboxStore } from './outbox-store.ts';
import type { TeraDb } from './tera-db.ts';

const DAY_MS = 86_400_000;
const MAX_DAYS = 3650;
/** A benefit end read after a timeout counts as "added" within this much of the expected end. */
const SLACK_MS = 60_000;

const INT32_MAX = 2_147_483_647;

/**
 * tera-api v1.2.3 writes its fund ledger's balance as the old balance and the amount joined as text (100 then 50
 * gives 10050), and MariaDB refuses that row past INT32_MAX: the fund answers HTTP 500 and credits nothing, every
 * time. True when that is why a fund failed, so it is shown to the staff instead of retried forever. A wallet's first
 * fund (no balance yet) writes the amount alone.
 */
const fundLedgerOverflows = (balance: number | null, amount: number) =>
  balance !== null && Number(`${balance}${amount}`) > INT32_MAX;

/** Whole days from the later of now and `from` up to `until`, at least 1, at most tera-api's cap. */
const daysUntil = (until: Date, from: Date) =>
  Math.min(Math.max(1, Math.ceil((until.getTime() - from.getTime()) / DAY_MS)), MAX_DAYS);

type Outcome = GatewayResult<unknown> | { kind: 'ok'; data?: undefined };

/**
 * Pushes the deliveries outbox into tera-api (ADR 011): one Gateway call per row, pending → sending → delivered, or
 * failed on a refusal (code 2) or a fund its ledger cannot record, or pending again after a backoff (busy 100/102,
 * HTTP 500), or unknown when the answer was lost. An unknown row, and a row a dead process left in `sending`, is
 * reconciled from tera-api's tables before anything is sent again: the Gateway de-duplicates nothing, so a blind
 * replay could pay or send twice.
 */
export function createOutboxWorker(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  gateway: GatewayClient;
  tera: TeraDb;
  serverIds: () => Promise<number[]>;
  /** Per-call limit of the Gateway; a `sending` row older than a few of these belongs to a dead process. */
  timeoutMs: number;
  intervalMs?: number;
  /** Several instances on PostgreSQL: only the one that runs the jobs pushes (platform/jobs.ts). */
  leader?: JobLeader;
}) {
  const { clock, log, gateway, tera } = deps;
  const store = createOutboxStore(deps);
  // A live process marks its row within one call (timeoutMs) and a write: three calls and 5 s is a generous margin.
  const leaseMs = deps.timeoutMs * 3 + 5_000;

  /** Makes the row's call(s); answers how the last one ended. */
  async function push(row: DeliveryRow): Promise<Outcome> {
    const userNo = row.accountDBID;
    const now = clock.now();
    switch (row.kind) {
      case 'coins':
        // The row's id is the transactionId: the ledger line `ShopApi,<id>` proves a lost answer was a success.
        return gateway.fund(userNo, String(row.id), row.quantity);
      case 'benefit_days': {
        const until = await tera.benefitUntil(userNo, row.itemId);
        await store.remember(row.id, {
          before: { at: now.toISOString(), until: until?.toISOString() ?? null },
        });
        return gateway.addBenefit(userNo, row.itemId, Math.min(row.quantity, MAX_DAYS));
      }
      case 'benefit_until': {
        const target = row.until ?? now;
        const current = await tera.benefitUntil(userNo, row.itemId);
        if (current && current >= target) return { kind: 'ok' };
        return gateway.addBenefit(
          userNo,
          row.itemId,
          daysUntil(target, current && current > now ? current : now),
        );
      }
      case 'benefit_set': {
        // Exactly until a date: remove, then add the days from now (whole days, as the game counts them).
        const removed = await gateway.removeBenefit(userNo, row.itemId);
        if (removed.kind !== 'ok' || !row.until || row.until <= now) return removed;
        return gateway.addBenefit(userNo, row.itemId, daysUntil(row.until, now));
      }
      case 'benefit_shorten': {
        // The end to reach is read once and kept: a retry (a lost answer, a refused add) reaches that same end and
        // never takes the days off twice. There is no "shorten" call: remove, then add the days that remain.
        const kept = row.payload?.before;
        let target: Date | null;
        if (kept?.target !== undefined) target = kept.target === null ? null : new Date(kept.target);
        else {
          const current = await tera.benefitUntil(userNo, row.itemId);
          if (!current || current <= now) return { kind: 'ok' };
          const moved = new Date(current.getTime() - row.quantity * DAY_MS);
          target = moved > now ? moved : null;
          await store.remember(row.id, {
            before: {
              at: now.toISOString(),
              until: current.toISOString(),
              target: target?.toISOString() ?? null,
            },
          });
        }
        const removed = await gateway.removeBenefit(userNo, row.itemId);
        if (removed.kind !== 'ok' || !target || target <= now) return removed;
        return gateway.addBenefit(userNo, row.itemId, daysUntil(target, now));
      }
      case 'box': {
        const mark = await tera.boxMark();
        await store.remember(row.id, { before: { at: now.toISOString(), ...mark } });
        return gateway.sendBox({ boxId: row.itemId, userNo });
      }
      case 'ban': {
        const p = row.payload ?? {};
        // tera-api refuses a ban while any ban row of the account exists, even an expired one: replace it.
        await tera.deleteBans(userNo);
        const banned = await gateway.banAccount({
          userNo,
          startTime: new Date(p.startTime ?? now.toISOString()),
          endTime: new Date(p.endTime ?? now.toISOString()),
          description: (p.reason ?? 'Banned').slice(0, 1024) || 'Banned',
          ips: p.ips ?? [],
        });
        return banned;
      }
      case 'unban':
        await tera.deleteBans(userNo);
        return { kind: 'ok' };
      case 'item':
        return {
          kind: 'rejected',
          code: 2,
          message: GameText.itemWithoutBox,
        };
    }
  }

  /** Kicks the player off every server so a ban takes effect now; a server that does not answer is only logged. */
  async function kickEverywhere(userNo: number) {
    for (const serverId of await deps.serverIds()) {
      const kicked = await gateway.kick(userNo, serverId);
      if (kicked.kind !== 'ok')
        log.warn({ accountDBID: userNo, serverId, result: kicked.kind }, 'kick failed');
    }
  }

  /** After a lost answer: whether the call acted, read from tera-api's tables; undefined when they cannot tell yet. */
  async function acted(row: DeliveryRow): Promise<boolean | undefined> {
    const before = row.payload?.before;
    switch (row.kind) {
      case 'coins':
        return tera.hasFund(row.accountDBID, String(row.id));
      case 'benefit_days': {
        // Nothing remembered: the process stopped before the call, which therefore never went out.
        if (!before) return false;
        const from = new Date(
          Math.max(new Date(before.at).getTime(), before.until ? Date.parse(before.until) : 0),
        );
        const expected = from.getTime() + Math.min(row.quantity, MAX_DAYS) * DAY_MS;
        const current = await tera.benefitUntil(row.accountDBID, row.itemId);
        return current !== null && current.getTime() >= expected - SLACK_MS;
      }
      case 'box':
        if (!before || before.task === undefined || before.report === undefined) return false;
        return tera.boxSentSince(row.accountDBID, row.itemId, { task: before.task, report: before.report });
      default:
        // benefit_until, benefit_set, benefit_shorten (its end kept before the call), ban, unban and item are safe to
        // make again: they reach a state, not a sum.
        return false;
    }
  }

  async function settle(row: DeliveryRow, outcome: Outcome) {
    switch (outcome.kind) {
      case 'ok':
        return store.delivered(row.id);
      case 'rejected':
        log.warn(
          { deliveryId: row.id, kind: row.kind, gateway: outcome.message },
          'tera-api refused a delivery',
        );
        return store.failed(row.id, outcome.message);
      case 'busy':
        return store.retryLater(row.id, backoffMs(row.attempts), outcome.message);
      case 'failed':
        log.warn(
          { deliveryId: row.id, kind: row.kind, gateway: outcome.message },
          'tera-api delivery failed',
        );
        // A fund its ledger cannot record fails the same way on every retry: the staff see why, instead.
        if (
          row.kind === 'coins' &&
          outcome.status === 500 &&
          fundLedgerOverflows(await tera.walletBalance(row.accountDBID), row.quantity)
        ) {
          log.warn(
            { deliveryId: row.id, accountDBID: row.accountDBID },
            "tera-api's fund ledger overflows for this wallet: failed, not retried",
          );
          return store.failed(row.id, GameText.fundLedgerOverflow);
        }
        return store.retryLater(row.id, backoffMs(row.attempts), outcome.message);
      case 'unknown':
        log.warn({ deliveryId: row.id, kind: row.kind, gateway: outcome.reason }, 'tera-api answer lost');
        return store.unknown(row.id, outcome.reason);
    }
  }

  /** Handles one claimed row; an error of tera-api's database leaves it for the next tick, never lost. */
  async function handle(row: DeliveryRow, was: 'pending' | 'unknown' | 'sending') {
    try {
      if (was !== 'pending') {
        const didAct = await acted(row);
        if (didAct) return await store.delivered(row.id);
        if (row.kind === 'coins' || row.kind === 'benefit_days' || row.kind === 'box')
          log.info(
            { deliveryId: row.id, kind: row.kind },
            'reconciled: the lost call had not acted, sending again',
          );
      }
      const outcome = await push(row);
      await settle(row, outcome);
      // After the row is settled, so slow game servers never hold it past its lease: the ban is stored either way.
      if (row.kind === 'ban' && outcome.kind === 'ok') await kickEverywhere(row.accountDBID);
    } catch (error) {
      log.warn({ err: error, deliveryId: row.id }, 'tera-api database error during a delivery');
      // Whether the call went out is unknown only if it was made; `unknown` reconciles either way.
      await store.unknown(row.id, 'tera-api database did not answer');
    }
  }

  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let again = false;

  /** Pushes and reconciles until nothing is due; answers how many rows it handled. */
  async function tick(limit = 100): Promise<number> {
    let handled = 0;
    while (handled < limit) {
      const claimed = await store.claim(leaseMs);
      if (!claimed) break;
      await handle(claimed.row, claimed.was);
      handled++;
    }
    return handled;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    // Rows are claimed atomically, so two workers never push one; still, one instance pushes, the others stand by.
    const leads = deps.leader ? deps.leader.holds() : Promise.resolve(true);
    running = leads
      .then((isLeader) => (isLeader ? tick() : 0))
      .catch((error: unknown) => {
        log.error({ err: error }, 'deliveries worker tick failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  const job: Job & { tick: typeof tick; wake: () => void } = {
    name: 'tera-api deliveries',
    start() {
      if (timer) return;
      timer = setInterval(() => void runOnce(), deps.intervalMs ?? 2_000);
      timer.unref();
      void runOnce();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      again = false;
      await running;
    },
    tick,
    /** Runs a tick soon (after an admin action), instead of at the next interval. */
    wake() {
      if (timer) void runOnce();
    },
  };
  return job;
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
