import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

async function exhaustLogins(app: Awaited<ReturnType<typeof createTestApp>>, remoteAddress: string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 11; attempt++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { identifier: 'nobody', password: 'wrong' },
    });
    statuses.push(response.statusCode);
    if (response.statusCode === 429) {
      expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(response.json().message).toMatch(/^Too many requests\. Please try again in /);
    }
  }
  return statuses;
}

// The shared-counter test needs the machine's Redis (127.0.0.1:6379); CI's machines run one.
const hasRedis = await new Promise<boolean>((resolve) => {
  const socket = net.connect(6379, '127.0.0.1', () => {
    socket.end();
    resolve(true);
  });
  socket.on('error', () => resolve(false));
});

describe('login rate limit', () => {
  it('allows 10 logins a minute per address, then answers 429', async () => {
    const app = await createTestApp();
    const statuses = await exhaustLogins(app, '198.51.100.7');
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.8',
      payload: { identifier: 'nobody', password: 'wrong' },
    });
    expect(other.statusCode).toBe(401);
  });

  it.runIf(hasRedis)(
    'shares the counters between instances through Redis when REDIS_URL is set',
    async () => {
      const env = { REDIS_URL: 'redis://127.0.0.1:6379/0' };
      const first = await createTestApp({ env });
      const second = await createTestApp({ env });
      const address = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
      for (let attempt = 0; attempt < 10; attempt++) {
        const app = attempt % 2 === 0 ? first : second;
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: address,
          payload: { identifier: 'x', password: 'y' },
        });
      }
      const blocked = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        payload: { identifier: 'x', password: 'y' },
      });
      expect(blocked.statusCode).toBe(429);
    },
  );
});
