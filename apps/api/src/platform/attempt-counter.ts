import type { Redis } from 'ioredis';
import type { Clock } from './clock.ts';

/** A count of events (failed logins, say) per key within a fixed window that starts at the key's first event. */
export interface AttemptCounter {
  /** The key's count in its current window, and the milliseconds until that window ends (0 when empty). */
  get(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Counts one more event for each key. */
  add(...keys: string[]): Promise<void>;
  /** Forgets the keys. */
  clear(...keys: string[]): Promise<void>;
}

const SWEEP_EVERY = 1_000;

/** Counts in this process; the clock decides when windows end, so tests can move it. */
export function createMemoryAttemptCounter(options: { windowMs: number; clock: Clock }): AttemptCounter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  let addsSinceSweep = 0;
  const now = () => options.clock.now().getTime();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async get(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async add(...keys) {
      for (const key of keys) {
        const entry = live(key);
        if (entry) entry.count += 1;
        else entries.set(key, { count: 1, resetAt: now() + options.windowMs });
      }
      // Expired keys are dropped now and then, so a flood of distinct keys cannot grow the map for ever.
      addsSinceSweep += keys.length;
      if (addsSinceSweep >= SWEEP_EVERY) {
        addsSinceSweep = 0;
        for (const [key, entry] of entries) if (entry.resetAt <= now()) entries.delete(key);
      }
    },
    async clear(...keys) {
      for (const key of keys) entries.delete(key);
    },
  };
}

/** Counts in Redis, shared by every instance (INCR, and PEXPIRE NX so the window starts at the first event). */
export function createRedisAttemptCounter(options: {
  redis: Redis;
  windowMs: number;
  prefix: string;
}): AttemptCounter {
  const { redis, prefix } = options;
  return {
    async get(key) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[Error | null, string | null], [Error | null, number]];
      return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
    },
    async add(...keys) {
      const batch = redis.multi();
      for (const key of keys) batch.incr(prefix + key).pexpire(prefix + key, options.windowMs, 'NX');
      await batch.exec();
    },
    async clear(...keys) {
      if (keys.length > 0) await redis.del(...keys.map((key) => prefix + key));
    },
  };
}
