import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has left (so its duration cannot reveal anything), tracked so that shutdown and tests can
 * wait for it. A failure is logged, never thrown.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>): void {
      const promise = Promise.resolve()
        .then(task)
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    /** Resolves when every task started so far has ended. */
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
