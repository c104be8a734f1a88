import type { Database } from '../db/client.ts';

// Migration 0011: every statement that changes accounts or twitch_links announces the accounts it changed here.
const CHANNEL = 'agaia_account_changed';

/** The accounts a statement changed, or 'all' when it changed too many to name. */
export type ChangedAccounts = readonly number[] | 'all';

/** Reads a payload of migration 0011: account ids, comma-separated, or '*'. Anything unreadable counts as 'all'. */
export function parseChangedAccounts(payload: string): ChangedAccounts {
  if (payload === '*') return 'all';
  const ids = payload.split(',').map(Number);
  return ids.length > 0 && ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : 'all';
}

/**
 * What the database says about changed accounts, when it says it in process (the embedded database, see
 * `Database.notifications`). `live` is false on PostgreSQL: there nothing is heard, and nothing may be cached on it.
 */
export function createAccountChanges(database: Pick<Database, 'notifications'>) {
  const listeners = new Set<(changed: ChangedAccounts) => void>();
  const notifications = database.notifications;
  return {
    live: notifications !== undefined,
    /** Starts hearing the database; called once at start, before the first request. */
    async start(): Promise<void> {
      await notifications?.listen(CHANNEL, (payload) => {
        const changed = parseChangedAccounts(payload);
        for (const listener of listeners) listener(changed);
      });
    },
    onChange(listener: (changed: ChangedAccounts) => void): void {
      listeners.add(listener);
    },
  };
}

export type AccountChanges = ReturnType<typeof createAccountChanges>;

/**
 * A value read about an account (its profile), kept until the database says the account changed, bounded by a TTL
 * as a backstop. A read that was under way when a change was heard is not kept: it may have read the row before the
 * change. Values are frozen, since every caller gets the same object.
 */
export function createAccountReadCache<T extends object>(options: {
  changes: AccountChanges;
  ttlMs: number;
  maxEntries?: number;
}) {
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<number, { value: Readonly<T>; validUntil: number }>();
  let generation = 0;

  options.changes.onChange((changed) => {
    generation++;
    if (changed === 'all') entries.clear();
    else for (const id of changed) entries.delete(id);
  });

  return {
    get(accountDBID: number, now: number): Readonly<T> | undefined {
      const entry = entries.get(accountDBID);
      if (!entry) return undefined;
      if (entry.validUntil > now) return entry.value;
      entries.delete(accountDBID);
      return undefined;
    },
    /** A token for `set`, taken before the read. */
    begin: () => generation,
    /** Keeps what a read found, unless a change was heard since `begin`. */
    set(accountDBID: number, value: T, startedAt: number, now: number): Readonly<T> {
      const frozen = Object.freeze(value);
      if (startedAt !== generation) return frozen;
      entries.delete(accountDBID);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as number);
      entries.set(accountDBID, { value: frozen, validUntil: now + options.ttlMs });
      return frozen;
    },
    size: () => entries.size,
  };
}
