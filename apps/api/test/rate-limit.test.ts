import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildAccount } from './builders/accounts.ts';
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
const login = (app: App, remoteAddress: string, identifier = 'nobody', password = 'wrong') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { identifier, password },
  });

describe('V6 Authentication: login rate limits', () => {
  it('[6.3.1] limits logins per address, with a clear 429', async () => {
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

  it('[6.3.1] counts failures per account whatever the address, identifier or case', async () => {
    const app = await createTestApp({
      env: { RATE_LIMIT_LOGIN_PER_IP: '100', RATE_LIMIT_LOGIN_PER_ACCOUNT: '3' },
    });
    await buildAccount(app, { userName: 'Target', email: 'target@example.com', password: 'the-real-one' });
    // The user name and the email of one account are one bucket: the attacker gets 3 guesses, not 6.
    const attacker = '203.0.113.1';
    expect((await login(app, attacker, 'Target')).statusCode).toBe(401);
    expect((await login(app, attacker, 'TARGET@example.com')).statusCode).toBe(401);
    expect((await login(app, attacker, 'target')).statusCode).toBe(401);
    const held = await login(app, attacker, 'target@EXAMPLE.com');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(held.json().message).toMatch(/^Too many failed logins\. Please try again in \d+ minutes\.$/);
    // Even the right password is held back from an address that took part in the failures.
    const fromAttacker = await login(app, attacker, 'target', 'the-real-one');
    expect(fromAttacker.statusCode).toBe(429);
    // Unknown names are counted the same way, so a 429 says nothing about whether an account exists.
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await login(app, attacker, 'no_such_player')).statusCode).toBe(401);
    expect((await login(app, attacker, 'no_such_player')).statusCode).toBe(429);
  });

  it('[6.3.1] never locks the owner out: a correct password from an address that has not failed passes', async () => {
    const app = await createTestApp({
      env: { RATE_LIMIT_LOGIN_PER_IP: '100', RATE_LIMIT_LOGIN_PER_ACCOUNT: '3' },
    });
    await buildAccount(app, { userName: 'Owner', password: 'owners-secret' });
    for (let attempt = 0; attempt < 10; attempt++) await login(app, '198.51.100.66', 'owner');
    expect((await login(app, '198.51.100.66', 'owner')).statusCode).toBe(429);
    // The owner, elsewhere, logs in at once.
    expect((await login(app, '192.0.2.10', 'owner', 'owners-secret')).statusCode).toBe(200);
    // A fresh address guessing wrong while the account is over its limit gets one try, then is held back too.
    await Promise.all([0, 1, 2].map(() => login(app, '198.51.100.67', 'owner')));
    expect((await login(app, '198.51.100.68', 'owner')).statusCode).toBe(401);
    expect((await login(app, '198.51.100.68', 'owner')).statusCode).toBe(429);
  });

  it.runIf(hasRedis)(
    '[6.3.1] shares the counters between instances through Redis when REDIS_URL is set',
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

  it.runIf(hasRedis)(
    '[6.3.1] shares failed-login counts per account between instances through Redis',
    async () => {
      const env = {
        REDIS_URL: 'redis://127.0.0.1:6379/0',
        RATE_LIMIT_LOGIN_PER_IP: '100',
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '2',
      };
      const first = await createTestApp({ env });
      const second = await createTestApp({ env });
      const name = `shared_${Math.random().toString(36).slice(2, 10)}`;
      expect((await login(first, '192.0.2.77', name)).statusCode).toBe(401);
      expect((await login(second, '192.0.2.77', name)).statusCode).toBe(401);
      expect((await login(first, '192.0.2.77', name)).statusCode).toBe(429);
      expect((await login(second, '192.0.2.77', name)).statusCode).toBe(429);
    },
  );
});
