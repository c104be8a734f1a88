/**
 * The sessions recently found valid, by token hash, each kept until the earliest of: its TTL, the session's expiry,
 * and the start of a ban scheduled on its account. Every change that can end a session or change what it carries
 * (logout, password, ban, admin edit, change of email) drops its account's entries, and a lookup that was under way
 * while one happened is not kept, since it may have read the database before the change.
 */
export function createSessionCache<T extends { accountDBID: number }>(options: {
  ttlMs: number;
  maxEntries?: number;
}) {
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { value: T; validUntil: number }>();
  const byAccount = new Map<number, Set<string>>();
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = byAccount.get(entry.value.accountDBID);
    keys?.delete(key);
    if (keys?.size === 0) byAccount.delete(entry.value.accountDBID);
  };

  return {
    /** The kept value, if it is still valid at `now` (ms). */
    get(key: string, now: number): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.validUntil > now) return entry.value;
      remove(key);
      return undefined;
    },

    /** A token for `set`: taken before the lookup, it tells whether a change happened while the lookup ran. */
    begin: () => generation,

    /** Keeps a looked-up value unless a change happened since `begin`; never beyond `validUntil` or the TTL. */
    set(key: string, value: T, startedAt: number, now: number, validUntil: number): void {
      if (startedAt !== generation) return;
      remove(key);
      if (entries.size >= maxEntries) remove(entries.keys().next().value as string);
      entries.set(key, { value, validUntil: Math.min(validUntil, now + options.ttlMs) });
      const keys = byAccount.get(value.accountDBID) ?? new Set<string>();
      keys.add(key);
      byAccount.set(value.accountDBID, keys);
    },

    /** Drops every kept session of the account, and voids the lookups under way. */
    forget(accountDBID: number): void {
      generation++;
      for (const key of byAccount.get(accountDBID) ?? []) entries.delete(key);
      byAccount.delete(accountDBID);
    },

    /** Drops every kept session, and voids the lookups under way. */
    clear(): void {
      generation++;
      entries.clear();
      byAccount.clear();
    },

    /** How many sessions are kept (tests). */
    size: () => entries.size,
  };
}
