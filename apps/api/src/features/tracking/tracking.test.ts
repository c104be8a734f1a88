import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { referralHits } from '../../db/schema/index.ts';
import { PlatformText } from '../../i18n/en/platform.ts';
import { TrackingText } from '../../i18n/en/tracking.ts';
import { ptBRPlatform } from '../../i18n/pt-BR/platform.ts';
import { ptBRTracking } from '../../i18n/pt-BR/tracking.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-data-'));
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-dist-'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>x</title></head><body>spa</body></html>',
);
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(distDir, { recursive: true, force: true });
});

const clock = createTestClock(new Date('2026-05-05T10:00:00Z'));
const app = await createTestApp({ clock, webDistDir: distDir, env: { DATA_DIR: dataDir } });
const hit = (overrides: object = {}) => ({
  viewerId: 'vid-1746439200000-k2j3h4',
  landingUrl: 'https://agaia.test/?utm_source=youtube&utm_content=ep12',
  timestamp: '2026-05-05T09:59:00.000Z',
  source: 'youtube',
  medium: 'video',
  campaign: 'launch',
  content: 'ep12',
  term: 'tera',
  ...overrides,
});
const post = (payload: unknown, remoteAddress = '198.51.100.20', headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/tracking/referral-hit',
    payload: payload as object,
    remoteAddress,
    headers,
  });
const PT = { 'accept-language': 'pt-BR' };

/** Any of a catalog's 429 sentences, whatever the wait: "N seconds", "1 minute" or "N minutes". */
const anyWait = (
  catalog: Record<'tooManyRequestsSeconds' | 'tooManyRequestsMinute' | 'tooManyRequestsMinutes', string>,
) => {
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const sentences = [
    catalog.tooManyRequestsSeconds,
    catalog.tooManyRequestsMinute,
    catalog.tooManyRequestsMinutes,
  ];
  return new RegExp(`^(${sentences.map((s) => s.split('{{count}}').map(literal).join('\\d+')).join('|')})$`);
};

describe('POST /api/v1/tracking/referral-hit', () => {
  it('stores the record with a salted hash of the address, never the address', async () => {
    const response = await post(hit(), '203.0.113.77');
    expect(response.json()).toEqual({ ok: true });
    const [row] = await app.platform.db.select().from(referralHits);
    expect(row).toMatchObject({
      viewerId: 'vid-1746439200000-k2j3h4',
      content: 'ep12',
      source: 'youtube',
      term: 'tera',
    });
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113.77');
  });

  it.each([
    ['a missing viewer id', { viewerId: undefined }],
    ['an unknown field', { evil: 'x' }],
    ['a too long content', { content: 'x'.repeat(300) }],
    ['an unparsable timestamp', { timestamp: 'yesterday' }],
    ['a timestamp in the future', { timestamp: '2026-05-06T10:00:00.000Z' }],
  ])('answers 400 and stores nothing for %s', async (_label, override) => {
    const before = (await app.platform.db.select().from(referralHits)).length;
    const response = await post(hit(override));
    expect(response.statusCode).toBe(400);
    expect((await app.platform.db.select().from(referralHits)).length).toBe(before);
  });

  it('refuses a body over 2 KiB', async () => {
    const response = await post(hit({ landingUrl: `https://agaia.test/?${'a'.repeat(2100)}` }));
    expect(response.statusCode).toBe(413);
  });

  it('limits hits per address', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await post(hit(), '192.0.2.200')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // The wait is told in the reader's language.
    const english = await post(hit(), '192.0.2.200');
    expect(english.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(anyWait(PlatformText)),
    });
    const portuguese = await post(hit(), '192.0.2.200', PT);
    expect(portuguese.statusCode).toBe(429);
    expect(portuguese.json().message).toMatch(anyWait(ptBRPlatform));
    expect(portuguese.json().message).toMatch(/^Muitas requisições/);
  });

  it('refuses a timestamp that is not recent in Portuguese; in English without the header', async () => {
    const late = hit({ timestamp: '2026-05-06T10:00:00.000Z' });
    expect((await post(late, '198.51.100.21', PT)).json()).toMatchObject({
      message: ptBRTracking.timestampNotRecent,
      fieldErrors: { timestamp: [ptBRTracking.timestampNotRecent] },
    });
    expect((await post(late, '198.51.100.21')).json().message).toBe(TrackingText.timestampNotRecent);
  });
});

describe('GET /download/{file}', () => {
  it('serves a file from DATA_DIR/download as an attachment; a missing one is a 404, never the page', async () => {
    fs.writeFileSync(path.join(dataDir, 'download', 'TeraLauncher.exe'), Buffer.from('MZ fake launcher'));
    const file = await app.inject('/download/TeraLauncher.exe');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="TeraLauncher.exe"');
    expect(file.body).toBe('MZ fake launcher');
    const missing = await app.inject('/download/Nope.exe');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'File not found.', code: 'NOT_FOUND' });
  });
});
