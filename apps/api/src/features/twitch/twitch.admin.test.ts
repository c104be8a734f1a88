import { fillTemplate, Prime } from '@agaia/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildPlayer, createTwitchTestApp } from '../../../test/builders/twitch.ts';
import { createTestClock } from '../../../test/helpers.ts';
import { auditLog, media, twitchRewards } from '../../db/schema/index.ts';
import { MediaText } from '../../i18n/en/media.ts';
import { TwitchText } from '../../i18n/en/twitch.ts';
import { ptBRMedia } from '../../i18n/pt-BR/media.ts';
import { ptBRTwitch } from '../../i18n/pt-BR/twitch.ts';

const clock = createTestClock(new Date('2026-04-01T12:00:00Z'));
const { app } = await createTwitchTestApp({ clock });
const db = app.platform.db;
const admin = (await buildPlayer(app, { webMgt: Prime.twitchDrops * Prime.news })).headers;

const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

type Part = string | { filename: string; bytes: Buffer; type?: string };

/** A multipart body as a browser's FormData sends it. */
function form(fields: Record<string, Part>) {
  const boundary = '----agaia-twitch';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type ?? 'image/png'}\r\n\r\n`,
        ),
        value.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const fields = (overrides: Record<string, Part> = {}): Record<string, Part> => ({
  season: '2',
  type: 'viewer',
  title: 'Crimson Mount',
  description: 'A mount for loyal viewers.',
  requiredMinutes: '120',
  itemId: '206001',
  itemQuantity: '1',
  ...overrides,
});

const send = (method: 'POST' | 'PUT', url: string, body: Record<string, Part>, headers = admin) => {
  const { payload, contentType } = form(body);
  return app.inject({ method, url, headers: { ...headers, 'content-type': contentType }, payload });
};
const create = (body: Record<string, Part>, headers = admin) =>
  send('POST', '/api/admin/twitch/rewards', body, headers);

const lastAudit = async () => (await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('admin Twitch rewards: guards', () => {
  it('answers 401 without a session and 403 without the Twitch Drops permission', async () => {
    const newsEditor = (await buildPlayer(app, { webMgt: Prime.news })).headers;
    expect((await app.inject({ method: 'GET', url: '/api/admin/twitch/rewards' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/twitch/rewards', headers: newsEditor })).statusCode,
    ).toBe(403);
    expect((await create(fields(), newsEditor)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/admin/twitch/rewards/1', headers: newsEditor }))
        .statusCode,
    ).toBe(403);
  });
});

describe('admin Twitch rewards: create, edit, delete', () => {
  it('creates a reward with an image, lists it, and audits it', async () => {
    const response = await create(fields({ imageUrl: { filename: 'mount.png', bytes: png } }));
    expect(response.statusCode).toBe(201);
    const reward = response.json();
    expect(reward).toMatchObject({
      season: 2,
      type: 'viewer',
      title: 'Crimson Mount',
      description: 'A mount for loyal viewers.',
      requiredMinutes: 120,
      itemId: 206001,
      itemQuantity: 1,
    });
    expect(reward.imageUrl).toMatch(/^\/api\/media\/[0-9a-f]{32}\.png$/);
    const served = await app.inject(reward.imageUrl);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const list = (
      await app.inject({ method: 'GET', url: '/api/admin/twitch/rewards', headers: admin })
    ).json();
    expect(list.rewards).toContainEqual(reward);
    expect(await lastAudit()).toMatchObject({ action: 'twitch_reward.create' });
  });

  it('defaults itemQuantity to 1 and description to none', async () => {
    const { itemQuantity: _q, description: _d, ...rest } = fields({ type: 'streamer' });
    const response = await create(rest);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      itemQuantity: 1,
      description: null,
      imageUrl: null,
      type: 'streamer',
    });
  });

  it('answers 400 with a message per field', async () => {
    const response = await create({
      season: 'x',
      type: 'lurker',
      title: ' ',
      requiredMinutes: '',
      itemId: '1.5',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      season: ['Season must be a whole number.'],
      type: ['Type must be viewer or streamer.'],
      title: ['Title is required.'],
      requiredMinutes: ['Required minutes is required.'],
      itemId: ['Item ID must be a whole number.'],
    });
    const json = await app.inject({
      method: 'POST',
      url: '/api/admin/twitch/rewards',
      headers: admin,
      payload: { title: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Send the reward as multipart/form-data.');
  });

  it('refuses a file that is not an image whatever its name (400) and an image over 2 MB (413)', async () => {
    const before = (await db.select().from(media)).length;
    const fake = await create(
      fields({ imageUrl: { filename: 'mount.png', bytes: Buffer.from('<svg onload=x>') } }),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('The file is not a PNG, JPEG, WebP or GIF image.');
    const huge = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await create(fields({ imageUrl: { filename: 'huge.png', bytes: huge } }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The image is larger than 2 MB.');
    expect((await db.select().from(media)).length).toBe(before);
  });

  it('edits a reward, replacing its image and deleting the old one', async () => {
    const created = (await create(fields({ imageUrl: { filename: 'a.png', bytes: png } }))).json();
    const url = `/api/admin/twitch/rewards/${created.rewardId}`;
    const edited = await send(
      'PUT',
      url,
      fields({ title: 'Azure Mount', imageUrl: { filename: 'b.gif', bytes: gif } }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ rewardId: created.rewardId, title: 'Azure Mount' });
    expect(edited.json().imageUrl).toMatch(/\.gif$/);
    expect((await app.inject(created.imageUrl)).statusCode).toBe(404);
    expect(await lastAudit()).toMatchObject({ action: 'twitch_reward.update' });

    const kept = await send('PUT', url, fields({ title: 'Azure Mount II' }));
    expect(kept.json().imageUrl).toBe(edited.json().imageUrl);
    const removed = await send('PUT', url, fields({ removeImage: 'true' }));
    expect(removed.json().imageUrl).toBeNull();
    expect((await app.inject(edited.json().imageUrl)).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/twitch/rewards/999999', fields())).statusCode).toBe(404);
  });

  it('deletes a reward and its image', async () => {
    const created = (await create(fields({ imageUrl: { filename: 'a.png', bytes: png } }))).json();
    const url = `/api/admin/twitch/rewards/${created.rewardId}`;
    const removed = await app.inject({ method: 'DELETE', url, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Reward "Crimson Mount" deleted.');
    expect(await db.select().from(twitchRewards).where(eq(twitchRewards.id, created.rewardId))).toHaveLength(
      0,
    );
    expect((await app.inject(created.imageUrl)).statusCode).toBe(404);
    expect(await lastAudit()).toMatchObject({ action: 'twitch_reward.delete' });
    expect((await app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);
  });
});

describe("the reward editor in the reader's language", () => {
  const pt = { ...admin, 'accept-language': 'pt-BR' };

  it('refuses a file that is not an image and an image over 2 MB in Portuguese; in English without the header', async () => {
    const notImage = fields({ imageUrl: { filename: 'mount.png', bytes: Buffer.from('<svg onload=x>') } });
    const formats = { formats: 'PNG, JPEG, WebP', last: 'GIF' };
    expect((await create(notImage, pt)).json().message).toBe(
      fillTemplate(ptBRMedia.notOneOfFormats, formats),
    );
    expect((await create(notImage)).json().message).toBe(fillTemplate(MediaText.notOneOfFormats, formats));

    const huge = fields({
      imageUrl: { filename: 'huge.png', bytes: Buffer.concat([png, Buffer.alloc(2 << 20)]) },
    });
    const tooLarge = await create(huge, pt);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      message: fillTemplate(ptBRMedia.tooLarge, { megabytes: 2 }),
      fieldErrors: { imageUrl: [ptBRTwitch.imageAtMost] },
    });
    expect((await create(huge)).json()).toMatchObject({
      message: 'The image is larger than 2 MB.',
      fieldErrors: { imageUrl: [TwitchText.imageAtMost] },
    });
  });

  it('names the deleted reward in Portuguese', async () => {
    const created = (await create(fields({ title: 'Montaria Rubra' }))).json();
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/twitch/rewards/${created.rewardId}`,
      headers: pt,
    });
    expect(removed.json()).toEqual({
      message: fillTemplate(ptBRTwitch.rewardDeleted, { title: 'Montaria Rubra' }),
    });
  });
});
