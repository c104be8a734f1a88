import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildAccount } from '../builders/accounts.ts';
import { createTestApp } from '../helpers.ts';

// Login throttling keyed by the client's address, as the server works it out with and without a reverse proxy. A
// client may write any X-Forwarded-For it likes; a proxy appends the address it saw. Each setup below says how a
// request from `client` reaches the app carrying the header the client forged.
type Via = (client: string, forged: string[]) => Pick<InjectOptions, 'remoteAddress' | 'headers'>;
const PROXY = '10.0.0.1';
const forwarded = (...addresses: string[]) => ({ 'x-forwarded-for': addresses.join(', ') });
const setups: [string, Record<string, string>, Via][] = [
  // No proxy trusted: the socket's address is the client's, whatever the header says.
  ['TRUST_PROXY unset', {}, (client, forged) => ({ remoteAddress: client, headers: forwarded(...forged) })],
  // One proxy: it connects, and appends the client's address to what the client sent.
  [
    'TRUST_PROXY=1',
    { TRUST_PROXY: '1' },
    (client, forged) => ({ remoteAddress: PROXY, headers: forwarded(...forged, client) }),
  ],
];
let forgeries = 0;
/** A different made-up address each time, as an attacker rotating its header would send. */
const forgedAddress = () => {
  forgeries += 1;
  return `203.0.113.${forgeries % 250}`;
};

/** One app per setup, each with its own counters: 5 logins a minute per address, 3 failures per account. */
const apps = await Promise.all(
  setups.map(async ([label, env, via]) => {
    const app = await createTestApp({
      env: { RATE_LIMIT_LOGIN_PER_IP: '5', RATE_LIMIT_LOGIN_PER_ACCOUNT: '3', ...env },
    });
    await buildAccount(app, { userName: 'Owner', password: 'owners-secret-9' });
    const login = (client: string, forged: string[], identifier: string, password = 'wrong-guess') =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier, password },
        ...via(client, forged),
      });
    return [label, { app, login }] as const;
  }),
);

describe.each(apps)('V6 Authentication: login throttling with %s', (_label, ready) => {
  it('[6.3.1, 4.1.3, 15.3.4] counts logins per real address: a forged X-Forwarded-For buys no more tries', async () => {
    const { login } = ready;
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await login('192.0.2.10', [forgedAddress()], `guess_${attempt}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another client behind the same proxy is not held back by the first one's budget.
    expect((await login('192.0.2.11', [], 'someone')).statusCode).toBe(401);
  });

  it('[6.3.1, 6.1.1, 15.3.4] holds back the guesser of an account, not its owner, even when the guesser forges the owner’s address', async () => {
    const { login } = ready;
    const owner = '198.51.100.77';
    const attacker = '192.0.2.66';
    for (const forged of [[owner], [forgedAddress()], [owner, forgedAddress()]])
      expect((await login(attacker, forged, 'owner')).statusCode).toBe(401);
    // The account is over its limit: the guesser is held back, even with the right password...
    expect((await login(attacker, [owner], 'owner', 'owners-secret-9')).statusCode).toBe(429);
    expect((await login(attacker, [forgedAddress()], 'owner', 'owners-secret-9')).statusCode).toBe(429);
    // ...while the owner, from its own address, logs in.
    expect((await login(owner, [], 'owner', 'owners-secret-9')).statusCode).toBe(200);
  });

  it('[15.3.4] records the address it throttled by as the login’s address', async () => {
    const { app, login } = ready;
    const { account, password } = await buildAccount(app);
    expect((await login('198.51.100.90', [forgedAddress()], account.userName, password)).statusCode).toBe(
      200,
    );
    const stored = await app.modules.accounts.findById(account.accountDBID);
    expect(stored?.lastLoginIP).toBe('198.51.100.90');
  });
});
