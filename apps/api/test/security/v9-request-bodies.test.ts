import { ALL_WEB_PERMISSIONS } from '@agaia/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAccount, loginAs } from '../builders/accounts.ts';
import { createTestApp } from '../helpers.ts';

// Third outside probe, hole 7: a 254 KB body of `[[[…]]]` cost about 140 ms of CPU before it was refused (a flat body
// of the same size 12 ms, a small one 0.4 ms), before any rate limit; and every route read 256 KB, login included.
const app = await createTestApp({
  env: { RATE_LIMIT_LOGIN_PER_IP: '1000', RATE_LIMIT_REGISTER_PER_IP: '1000' },
});
const { account, password } = await buildAccount(app, { webMgt: ALL_WEB_PERMISSIONS });
const editor = (await loginAs(app, account.userName, password)).headers;
const json = { 'content-type': 'application/json' };

const LEVELS = 120_000;
/** An article whose extra field is LEVELS arrays inside each other: 240 KB, under the article limit. */
const nestedArticle = `{"title":"Hello","body":"Text","extra":${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}}`;
/** An article of the same size whose body is one long text (too long: refused by its schema once parsed). */
const longArticle = JSON.stringify({ title: 'Hello', body: 'a'.repeat(2 * LEVELS) });
/** The same size again, flat: LEVELS numbers in one array. */
const flatArticle = `{"title":"Hello","body":"Text","extra":[${Array(LEVELS).fill('1').join(',')}]}`;

const postArticle = (payload: string) =>
  app.inject({ method: 'POST', url: '/api/admin/content/news', headers: { ...editor, ...json }, payload });

/** The median CPU time (user + system, µs) of each request, run in turn `times` times after one warm-up run. */
async function medianCpu(times: number, requests: Record<string, () => Promise<unknown>>) {
  const runs = Object.fromEntries(Object.keys(requests).map((name) => [name, [] as number[]]));
  for (const request of Object.values(requests)) await request();
  for (let i = 0; i < times; i++)
    for (const [name, request] of Object.entries(requests)) {
      const start = process.cpuUsage();
      await request();
      const used = process.cpuUsage(start);
      runs[name]?.push(used.user + used.system);
    }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return Object.fromEntries(Object.entries(runs).map(([name, values]) => [name, median(values)]));
}

afterEach(() => vi.restoreAllMocks());

describe('V4 API: deeply nested JSON', () => {
  it('refuses a body nested too deeply before it is parsed', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    const response = await postArticle(nestedArticle);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request is nested too deeply.');
    const parsedBody = parse.mock.calls.some(([text]) => typeof text === 'string' && text.length > 100_000);
    expect(parsedBody).toBe(false);
  });

  it('costs about what a long text of the same size costs, and so does a flat array', async () => {
    // Today's main: nested 30 to 70 ms, flat array 120 to 150 ms, long text 4 ms. After: 3 to 5, 10, 5.
    const cpu = await medianCpu(9, {
      nested: () => postArticle(nestedArticle),
      long: () => postArticle(longArticle),
      flat: () => postArticle(flatArticle),
    });
    console.info(`request bodies, median CPU µs: ${JSON.stringify(cpu)}`);
    expect(cpu.nested).toBeLessThan(2 * (cpu.long ?? 0));
    expect(cpu.flat).toBeLessThan(5 * (cpu.long ?? 0));
  });

  it('refuses nesting inside strings no more than the parser would: brackets in text are text', async () => {
    const body = JSON.stringify({ title: 'Hello', body: `${'['.repeat(500)} \\" {{{ ${'{'.repeat(500)}` });
    const response = await postArticle(body);
    expect(response.statusCode).toBe(201);
  });

  it('still refuses prototype pollution and broken JSON with their messages', async () => {
    const polluted = await postArticle('{"title":"Hello","body":"Text","__proto__":{"admin":true}}');
    expect(polluted.statusCode).toBe(400);
    const broken = await postArticle('{"title":');
    expect({ status: broken.statusCode, message: broken.json().message }).toEqual({
      status: 400,
      message: 'The request body is not valid JSON.',
    });
  });
});

describe('V4 API: each route reads what it needs', () => {
  const padded = (fields: object, bytes: number) => {
    const body = { ...fields, padding: '' };
    return JSON.stringify({ ...body, padding: 'x'.repeat(bytes - JSON.stringify(body).length) });
  };

  it.each([
    ['/api/auth/login', { login: 'someone', password: 'a password' }],
    ['/api/auth/register', { userName: 'someone', email: 'someone@example.com', password: 'a password' }],
    ['/api/user/request-password-reset-unauth', { email: 'someone@example.com' }],
    ['/api/auth/login/two-factor', { ticket: 'x', code: '123456' }],
  ])('refuses a body of 12 KB to %s as too large', async (url, fields) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: json,
      payload: padded(fields, 12 * 1024),
    });
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 413,
      message: 'The request body is too large.',
    });
  });

  it('refuses an admin form of 64 KB, and takes an article of 200,000 characters', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/api/admin/banUser',
      headers: { ...editor, ...json },
      payload: padded({ accountDBID: 1 }, 64 * 1024),
    });
    expect(form.statusCode).toBe(413);
    const article = await postArticle(JSON.stringify({ title: 'Long', body: 'a'.repeat(200_000) }));
    expect(article.statusCode).toBe(201);
  });
});
