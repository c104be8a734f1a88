import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

// The shared-counter test needs the machine's Redis (127.0.0.1:6379); CI's machines run one.
const hasRedis = await new Promise<boolean>((resolve) => {
  const socket = net.connect(6379, '127.0.0.1', () => {
    socket.end();
    resolve(true);
  });
  socket.on('error', () => resolve(false));
});

type App = Awaited<ReturnType<typeof createTestApp>>;
const login = (app: App, remoteAddress: string, identifier = 'nobody') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { identifier, password: 'wrong' },
  });

describe('login rate limits', () => {
  it('limits logins per address, with a clear 429', async () => {
    const app = await createTestApp({
      env: { RATE_LIMIT_LOGIN_PER_IP: '3', RATE_LIMIT_LOGIN_PER_ACCOUNT: '100' },
    });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await login(app, '198.51.100.7', `u${attempt}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await login(app, '198.51.100.7', 'another');
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(blocked.json().message).toMatch(/^Too many requests\. Please try again in /);
    expect((await login(app, '198.51.100.8')).statusCode).toBe(401);
  });

  it('limits logins per account whatever the address, ignoring case', async () => {
    const app = await createTestApp({
      env: { RATE_LIMIT_LOGIN_PER_IP: '100', RATE_LIMIT_LOGIN_PER_ACCOUNT: '2' },
    });
    expect((await login(app, '203.0.113.1', 'Target')).statusCode).toBe(401);
    expect((await login(app, '203.0.113.2', 'target')).statusCode).toBe(401);
    expect((await login(app, '203.0.113.3', 'TARGET')).statusCode).toBe(429);
    expect((await login(app, '203.0.113.3', 'someone_else')).statusCode).toBe(401);
  });

  it.runIf(hasRedis)(
    'shares the counters between instances through Redis when REDIS_URL is set',
    async () => {
      const env = { REDIS_URL: 'redis://127.0.0.1:6379/0', RATE_LIMIT_LOGIN_PER_IP: '4' };
      const first = await createTestApp({ env });
      const second = await createTestApp({ env });
      const address = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
      for (let attempt = 0; attempt < 4; attempt++) {
        expect(
          (await login(attempt % 2 === 0 ? first : second, address, `r${attempt}_${address}`)).statusCode,
        ).toBe(401);
      }
      expect((await login(second, address, `last_${address}`)).statusCode).toBe(429);
    },
  );
});
