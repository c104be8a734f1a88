import { ALL_PRIMES, ALL_WEB_PERMISSIONS } from '@agaia/contract';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../builders/accounts.ts';
import { changedTables, createSnapshotter } from '../fuzz/db-snapshot.ts';
import { createTestApp } from '../helpers.ts';

// Every admin route, read from the app's own OpenAPI document, against every kind of session that lacks its
// permission. Each guarded operation carries `x-required-primes` (written from its guard by platform/openapi.ts): the
// primes of which the caller's webMgt must hold one. A new admin route is covered the day it is added; one added
// without a permission guard fails the first test.
// Some thirty callers log in from one test address.
const app = await createTestApp({ env: { RATE_LIMIT_LOGIN_PER_IP: '1000' } });
const FORBIDDEN = 'You do not have permission to do this.';
// An id no row has: within int32, so it passes validation wherever validation would run.
const ABSENT_ID = '2147483000';

type Operation = { method: string; path: string; url: string; primes: number[] | undefined };
const document = (await app.inject('/api/docs/json')).json<{
  paths: Record<string, Record<string, { 'x-required-primes'?: number[] }>>;
}>();
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    url: path.replace(/\{[^}]+\}/g, ABSENT_ID),
    primes: operation['x-required-primes'],
  })),
);
const guarded = operations.filter((operation) => operation.primes !== undefined);
const named = guarded.map((operation) => [`${operation.method} ${operation.path}`, operation] as const);
const adminOperations = operations.filter((operation) => operation.path.startsWith('/api/admin/'));

/** A session whose account has this webMgt stored, and the known primes that value holds (none for odd values). */
type Caller = { label: string; primes: readonly number[]; headers: Record<string, string> };
const callers = new Map<number, Caller>();
async function callerWith(label: string, webMgt: number, primes: readonly number[]): Promise<Caller> {
  const known = callers.get(webMgt);
  if (known) return known;
  const { account, password } = await buildAccount(app, { webMgt });
  const caller = { label, primes, headers: (await loginAs(app, account.userName, password)).headers };
  callers.set(webMgt, caller);
  return caller;
}
const product = (primes: readonly number[]) => primes.reduce((all, prime) => all * prime, 1);

// Stored values that hold no known prime, however they look: 0 (divisible by every prime), 1, a negative product of
// every prime, and products of primes the site does not know. (webMgt is a bigint column: no fraction is stored.)
const holdingNothing = [
  await callerWith('webMgt 0', 0, []),
  await callerWith('webMgt 1', 1, []),
  await callerWith('webMgt −(every prime)', -ALL_WEB_PERMISSIONS, []),
  await callerWith('webMgt 41 (an unknown prime)', 41, []),
  await callerWith('webMgt 41 × 43', 41 * 43, []),
];
const singles = await Promise.all(ALL_PRIMES.map((prime) => callerWith(`webMgt ${prime}`, prime, [prime])));
const everyPrime = await callerWith('every prime', ALL_WEB_PERMISSIONS, ALL_PRIMES);
// The primes every guarded route lacks in turn: each route also meets a caller holding every prime but its own.
const complements = new Map<string, Caller>();
for (const { primes = [] } of guarded) {
  const others = ALL_PRIMES.filter((prime) => !primes.includes(prime));
  complements.set(
    primes.join(','),
    await callerWith(`every prime but ${primes.join(', ')}`, product(others), others),
  );
}

const { account: leaver, password: leaverPassword } = await buildAccount(app, {
  webMgt: ALL_WEB_PERMISSIONS,
});
const loggedOut = (await loginAs(app, leaver.userName, leaverPassword)).headers;
await app.inject({ method: 'DELETE', url: '/api/auth/session', headers: loggedOut });
/** Requests that carry no usable session: each must be 401 on every guarded route. */
const sessionless: [string, Record<string, string>, string?][] = [
  ['no Authorization header', {}],
  [
    'a token that was never issued',
    { authorization: 'Bearer bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtYXQtYWxsLWF0LWE' },
  ],
  ['a logged-out session', loggedOut],
  ['a Basic credential', { authorization: 'Basic ZTJlOmFkbWluLXBhc3M=' }],
  ['a session token in the query string', {}, `access_token=${everyPrime.headers.authorization?.slice(7)}`],
];

const call = (operation: Operation, headers: Record<string, string>, query?: string) =>
  app.inject({
    method: operation.method as 'GET',
    url: query ? `${operation.url}?${query}` : operation.url,
    headers,
    ...(operation.method === 'GET' ? {} : { payload: {} }),
  });

describe('V8 Authorization: the admin routes of the OpenAPI document', () => {
  it('[8.2.1] finds the admin routes, and every one declares the permission primes it asks for', () => {
    expect(adminOperations.length).toBeGreaterThan(40);
    const undeclared = adminOperations
      .filter(({ primes }) => !primes?.length)
      .map((o) => `${o.method} ${o.path}`);
    expect(undeclared).toEqual([]);
    for (const { primes = [] } of guarded) for (const prime of primes) expect(ALL_PRIMES).toContain(prime);
  });

  it.each(named)(
    '[8.2.1, 8.3.1] %s refuses every session without one of its primes, and changes nothing',
    async (_name, operation) => {
      const primes = operation.primes ?? [];
      const lacking = [
        ...holdingNothing,
        ...singles.filter((caller) => !caller.primes.some((prime) => primes.includes(prime))),
        complements.get(primes.join(',')),
      ].filter((caller) => caller !== undefined);
      const snapshot = await createSnapshotter(app.platform.db);
      const before = await snapshot();
      for (const [label, headers, query] of sessionless)
        expect((await call(operation, headers, query)).statusCode, label).toBe(401);
      for (const caller of lacking) {
        const response = await call(operation, caller.headers);
        expect({
          caller: caller.label,
          status: response.statusCode,
          message: response.json().message,
        }).toEqual({
          caller: caller.label,
          status: 403,
          message: FORBIDDEN,
        });
      }
      // The sessions table is left out: a refused call may still record that its (valid) session was used.
      const changed = changedTables(before, await snapshot()).filter(
        (table) => !table.startsWith('sessions '),
      );
      expect(changed).toEqual([]);
    },
  );

  it.each(named)(
    '%s lets a holder of any one of its primes past the guard (the refusals above are not blanket)',
    async (_name, operation) => {
      for (const prime of operation.primes ?? []) {
        const holder = singles.find((caller) => caller.primes[0] === prime);
        if (!holder) throw new Error(`no caller holding ${prime}`);
        const response = await call(operation, holder.headers);
        // Past the guard the route may still say no (404 for the absent id, 400 for the empty body, or a service's
        // own 403 such as the hierarchy's): never the guard's 401 or its 403.
        expect(response.statusCode, `prime ${prime}`).not.toBe(401);
        if (response.statusCode === 403) expect(response.json().message).not.toBe(FORBIDDEN);
      }
    },
  );
});
