import { describe, expect, it } from 'vitest';
import { createTaskLimiter } from './concurrency.ts';
import { unavailable } from './errors.ts';

describe('the task limiter', () => {
  it('runs at most its limit at once and refuses past its queue', async () => {
    const limiter = createTaskLimiter(2, {
      maxQueued: 1,
      refuse: () => unavailable('Busy.'),
    });
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      limiter.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      });
    const started = [task(), task(), task()];
    await expect(task()).rejects.toMatchObject({ statusCode: 503 });
    expect(limiter.load()).toEqual({ running: 2, waiting: 1 });
    while (releases.length > 0 || limiter.load().running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(started);
    expect(most).toBe(2);
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('queues without bound when given none', async () => {
    const limiter = createTaskLimiter(1);
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => limiter.run(async () => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });
});
