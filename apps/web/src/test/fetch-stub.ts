import type { SiteInfo, TwoFactorStatus } from '@agaia/contract';
import { vi } from 'vitest';

/** A stubbed answer: a status and a JSON body (or a raw text body). */
export type StubResponse = { status?: number; json?: unknown; text?: string };

/** Site info as the API answers it by default. */
export const siteInfo: SiteInfo = {
  siteName: 'Agaia Online',
  chatInviteUrl: 'https://chat.example/invite',
  launcherUrl: '/download/TeraLauncher.exe',
  launcherAvailable: true,
  paymentsEnabled: false,
  currency: 'brl',
  twitchEnabled: false,
  gameBackend: 'none',
  legalEntity: 'Agaia Games',
  legalAddress: 'Odos Example 1, Athens, Greece',
  legalEmail: 'privacy@agaia.example',
};

/** Two-factor status as the API answers it by default: off and not required, so no admin test meets the gate. */
const twoFactorOff: TwoFactorStatus = { enabled: false, recoveryCodesLeft: 0, required: false };

/**
 * Stubs fetch with answers keyed by 'METHOD /path' (query string excluded). GET /api/site (the test site),
 * GET /api/user/deletion-request (none), GET /api/user/two-factor (off, not required) and GET /api/user/passkeys
 * (none) answer by default.
 * Any other request fails the test. Answers the mock to inspect calls.
 */
export function stubFetch(routes: Record<string, StubResponse> = {}) {
  const table: Record<string, StubResponse> = {
    'GET /api/site': { json: siteInfo },
    // Every profile asks whether a deletion request is waiting; most tests have none.
    'GET /api/user/deletion-request': { json: { request: null } },
    // The admin panel checks it before its sections, the Security tab shows it.
    'GET /api/user/two-factor': { json: twoFactorOff },
    'GET /api/user/passkeys': { json: { items: [] } },
    ...routes,
  };
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = table[key];
    if (!answer) throw new Error(`Unexpected fetch in a test: ${key}`);
    const body = answer.text ?? (answer.json === undefined ? null : JSON.stringify(answer.json));
    return new Response(body, {
      status: answer.status ?? 200,
      headers: answer.json === undefined ? {} : { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON bodies sent to one 'METHOD /path' (query string excluded), in call order. */
export function bodiesSent(mock: ReturnType<typeof stubFetch>, key: string): unknown[] {
  return mock.mock.calls
    .filter(
      ([input, init]) =>
        `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
    )
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
}

/** The query parameters sent to one 'METHOD /path', in call order. */
export function queriesSent(mock: ReturnType<typeof stubFetch>, key: string): URLSearchParams[] {
  return mock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
    }))
    .filter(({ url, method }) => `${method} ${url.pathname}` === key)
    .map(({ url }) => url.searchParams);
}
