import { crc32 } from 'node:zlib';
import { fillTemplate, Prime } from '@agaia/contract';
import { describe, expect, it } from 'vitest';
import { buildPlayer, createTwitchTestApp } from '../../test/builders/twitch.ts';
import { media } from '../db/schema/index.ts';
import { MediaText } from '../i18n/en/media.ts';
import { ptBRMedia } from '../i18n/pt-BR/media.ts';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './media.ts';

// Twitch is configured so that both upload paths (content images and Twitch reward images) can be tried.
const { app } = await createTwitchTestApp();
const admin = (await buildPlayer(app, { webMgt: Prime.news * Prime.twitchDrops })).headers;
const mediaCount = async () => (await app.platform.db.select().from(media)).length;

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const pngChunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
};
/** A PNG that declares width × height in its header; its pixel data is a few bytes whatever it declares. */
const png = (width: number, height: number) =>
  Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', Buffer.concat([u32(width), u32(height), Buffer.from([8, 6, 0, 0, 0])])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
const gif = (width: number, height: number) => {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  return Buffer.concat([Buffer.from('GIF89a', 'latin1'), screen, Buffer.from(';', 'latin1')]);
};
const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type: string, ...payload: Buffer[]) => box(type, Buffer.alloc(4), ...payload);
/** An AVIF header whose image items have the given sizes. */
const avif = (...sizes: [number, number][]) =>
  Buffer.concat([
    box('ftyp', Buffer.from('avif'), u32(0), Buffer.from('avifmif1miaf')),
    fullBox('meta', box('iprp', box('ipco', ...sizes.map(([w, h]) => fullBox('ispe', u32(w), u32(h)))))),
  ]);

/** A multipart body with one file part. */
function form(field: string, bytes: Buffer, extra: Record<string, string> = {}) {
  const boundary = '----agaia-media';
  const text = Object.entries(extra).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(text.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="image"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (bytes: Buffer, language: Record<string, string> = {}) => {
  const { payload, headers } = form('file', bytes);
  return app.inject({
    method: 'POST',
    url: '/api/admin/media',
    payload,
    headers: { ...headers, ...language },
  });
};
const reward = (bytes: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/twitch/rewards',
    ...form('imageUrl', bytes, {
      season: '1',
      type: 'viewer',
      title: 'Huge Mount',
      description: 'A mount.',
      requiredMinutes: '60',
      itemId: '206001',
      itemQuantity: '1',
    }),
  });

const tooBig = (width: number, height: number) =>
  `The image is ${width}×${height} pixels; at most 8192 pixels on a side and 25 megapixels are accepted.`;

describe('V5 File Handling: image uploads: pixel dimensions', () => {
  it('[5.2.1] caps a side at 8192 pixels and the area at 25 megapixels', () => {
    expect([MAX_IMAGE_SIDE, MAX_IMAGE_PIXELS]).toEqual([8192, 25_000_000]);
  });

  it.each([
    ['a 50000×50000 PNG', png(50_000, 50_000), tooBig(50_000, 50_000)],
    ['a side over the cap (8193×1)', png(8193, 1), tooBig(8193, 1)],
    ['an area over the cap (5001×5000)', png(5001, 5000), tooBig(5001, 5000)],
    ['an AVIF with one huge item among small ones', avif([640, 480], [9000, 9000]), tooBig(9000, 9000)],
    [
      'a PNG without its IHDR header',
      Buffer.from(`89504e470d0a1a0a0000000d49444154${'00'.repeat(17)}`, 'hex'),
      null,
    ],
    ['a PNG declaring 0×0', png(0, 0), null],
    ['a JPEG cut short before its size', Buffer.from('ffd8ffe000104a464946000101', 'hex'), null],
  ])('[5.2.1, 5.2.2] refuses %s with 400 and stores nothing', async (_label, bytes, message) => {
    const before = await mediaCount();
    const response = await upload(bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message ?? 'The image dimensions could not be read.');
    expect(await mediaCount()).toBe(before);
  });

  it.each([
    ['1×1', png(1, 1)],
    ['8192 on a side within 25 megapixels (8192×3051)', png(8192, 3051)],
    ['exactly 25 megapixels (5000×5000)', png(5000, 5000)],
    ['an AVIF of 640×480', avif([640, 480])],
  ])('accepts %s', async (_label, bytes) => {
    const response = await upload(bytes);
    expect(response.statusCode).toBe(201);
  });

  it('[2.3.3, 5.2.1] applies to Twitch reward images too: no reward, no stored image', async () => {
    const before = await mediaCount();
    const response = await reward(gif(65_535, 65_535));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(tooBig(65_535, 65_535));
    expect(await mediaCount()).toBe(before);
    expect((await app.inject({ url: '/api/admin/twitch/rewards', headers: admin })).json().rewards).toEqual(
      [],
    );
    expect((await reward(gif(64, 64))).statusCode).toBe(201);
  });
});

describe("image refusals in the reader's language", () => {
  const PT = { 'accept-language': 'pt-BR' };

  it('names the size of an image over the caps in Portuguese', async () => {
    const response = await upload(png(9000, 10), PT);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      fillTemplate(ptBRMedia.tooManyPixels, { width: 9000, height: 10, maxSide: 8192, megapixels: 25 }),
    );
  });

  it('refuses a file that is not an image, or whose size cannot be read, in Portuguese; in English without the header', async () => {
    const formats = { formats: 'PNG, JPEG, WebP, GIF', last: 'AVIF' };
    const script = Buffer.from('<script>alert(1)</script>');
    expect((await upload(script, PT)).json().message).toBe(fillTemplate(ptBRMedia.notOneOfFormats, formats));
    expect((await upload(script)).json().message).toBe(
      'The file is not a PNG, JPEG, WebP, GIF or AVIF image.',
    );
    expect((await upload(png(0, 0), PT)).json().message).toBe(ptBRMedia.dimensionsUnreadable);
    expect((await upload(png(0, 0))).json().message).toBe(MediaText.dimensionsUnreadable);
  });
});
