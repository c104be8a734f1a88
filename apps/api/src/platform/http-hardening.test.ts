import { Prime } from '@agaia/contract';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../test/builders/accounts.ts';
import { createTestApp } from '../../test/helpers.ts';

const app = await createTestApp();
const session = async (webMgt = 0) => {
  const { account, password } = await buildAccount(app, { webMgt });
  return (await loginAs(app, account.userName, password)).headers;
};
const player = await session();
const editor = await session(Prime.news);
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);
const image = await app.platform.media.saveImage(png, null);

const cacheControl = async (url: string, headers: Record<string, string> = {}) =>
  (await app.inject({ url, headers })).headers['cache-control'];

describe('V14 Data Protection: Cache-Control on API answers', () => {
  it.each([
    ['an account answer with a session (200)', '/api/user/profile', player],
    ['an account answer without a session (401)', '/api/user/profile', {}],
    ['an admin answer to an editor (200)', '/api/admin/content/news', editor],
    ['an admin answer to a player (403)', '/api/admin/users', player],
    ['an admin answer without a session (401)', '/api/admin/users', {}],
    ['an unknown admin path (404)', '/api/admin/nothing-here', {}],
    ['an admin path spelled with a percent-escape', '/api/%61dmin/users', {}],
    ['a public read asked with a session', '/api/products', player],
    ['a public read asked with a bad token', '/api/content/news', { authorization: 'Bearer not-a-token' }],
  ])('[14.2.2, 14.3.2] is no-store for %s', async (_label, url, headers) => {
    expect(await cacheControl(url, headers)).toBe('no-store');
  });

  it('[14.2.2, 14.3.2] is no-store for authenticated writes, failed or not', async () => {
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/user/change-email',
      headers: player,
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
    const logout = await app.inject({ method: 'DELETE', url: '/api/auth/session', headers: await session() });
    expect(logout.statusCode).toBeLessThan(300);
    expect(logout.headers['cache-control']).toBe('no-store');
  });

  it('leaves public reads without a session as they were', async () => {
    expect(await cacheControl('/api/products')).toBeUndefined();
    expect(await cacheControl('/api/content/news')).toBeUndefined();
    expect(await cacheControl('/api/site')).toBe('public, max-age=60');
  });

  it("keeps a route's own caching, even for a request with a session", async () => {
    expect(await cacheControl('/api/site', player)).toBe('public, max-age=60');
    expect(await cacheControl(image.url, player)).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl(image.url)).toBe('public, max-age=31536000, immutable');
  });
});
