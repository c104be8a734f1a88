import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

// Served over TLS (PUBLIC_URL https) and over plain http: HSTS only where a browser heeds it.
const secure = await createTestApp({ env: { PUBLIC_URL: 'https://agaia.test' } });
const plain = await createTestApp({ env: { PUBLIC_URL: 'http://127.0.0.1:3000' } });
const YEAR = 31_536_000;

const headersOf = async (app: typeof secure, url: string) => (await app.inject(url)).headers;

describe('V3 Web Frontend Security: transport and browser headers', () => {
  it.each(['/api/site', '/api/docs', '/api/nothing-here'])(
    '[3.4.1] sends HSTS of at least a year with subdomains over TLS: %s',
    async (url) => {
      const hsts = String((await headersOf(secure, url))['strict-transport-security']);
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(YEAR);
      expect(hsts).toContain('includeSubDomains');
    },
  );

  it('[3.4.1] sends no HSTS over plain http, where a browser ignores it', async () => {
    expect((await headersOf(plain, '/api/site'))['strict-transport-security']).toBeUndefined();
  });

  it.each(['/api/site', '/api/docs', '/api/user/profile'])(
    '[3.4.5] sends a Referrer-Policy that leaks no URL to other sites: %s',
    async (url) => {
      expect((await headersOf(secure, url))['referrer-policy']).toBe('no-referrer');
    },
  );

  it('[3.4.3] answers the API with a policy that runs and frames nothing', async () => {
    const headers = await headersOf(secure, '/api/site');
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});
