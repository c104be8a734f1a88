import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { accountOf } from './auth.ts';
import type { Clock } from './clock.ts';
import type { SessionAccount } from './sessions.ts';

/** Who did an admin write, and from where. */
export interface Actor {
  account: SessionAccount;
  ip: string;
}

/** A write made by the system on behalf of an outside party (Stripe's webhook, a job), not by a person. */
export interface SystemActor {
  system: string;
}

/** The actor of an admin write: the session account and its address. */
export const actorOf = (request: FastifyRequest): Actor => ({ account: accountOf(request), ip: request.ip });

const SECRET_FIELDS = new Set(['password', 'passwordHash', 'newPassword', 'currentPassword']);

/** Records one write (by an admin or the system) inside the caller's transaction; secrets are named, never stored. */
export async function recordAudit(
  tx: Db,
  clock: Clock,
  entry: {
    actor: Actor | SystemActor;
    action: string;
    targetAccountDBID?: number | null;
    changes?: Record<string, unknown>;
  },
): Promise<void> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry.changes ?? {})) {
    changes[key] = SECRET_FIELDS.has(key) ? '(changed)' : value;
  }
  const { actor } = entry;
  const who =
    'system' in actor
      ? { actorAccountDBID: null, actorName: actor.system, ip: null }
      : {
          actorAccountDBID: actor.account.accountDBID,
          actorName: actor.account.userName,
          ip: actor.ip.slice(0, 64),
        };
  await tx.insert(auditLog).values({
    ...who,
    action: entry.action,
    targetAccountDBID: entry.targetAccountDBID ?? null,
    changes,
    createdAt: clock.now(),
  });
}

/** The fields whose values differ between before and after, as { field: { from, to } }. */
export function diff<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, to] of Object.entries(after)) {
    const from = before[key];
    const same = from instanceof Date && to instanceof Date ? from.getTime() === to.getTime() : from === to;
    if (!same && to !== undefined) changes[key] = { from, to };
  }
  return changes;
}
