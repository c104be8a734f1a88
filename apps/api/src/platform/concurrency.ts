/**
 * Runs at most `limit` tasks at once, queueing up to `maxQueued` more (no bound by default); past that `refuse`
 * throws at once (an AppError the caller chose: a 503 with its own message).
 */
export function createTaskLimiter(limit: number, options: { maxQueued?: number; refuse?: () => never } = {}) {
  const maxQueued = options.maxQueued ?? Number.POSITIVE_INFINITY;
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limit) running++;
      else {
        if (waiting.length >= maxQueued) options.refuse?.();
        // The task that finishes hands its place over, so `running` stays counted.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    /** Tasks running and waiting, for tests and logs. */
    load: () => ({ running, waiting: waiting.length }),
  };
}
