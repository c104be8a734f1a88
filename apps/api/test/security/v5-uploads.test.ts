import { crc32, gzipSync } from 'node:zlib';
import { Prime } from '@agaia/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { media } from '../../src/db/schema/index.ts';
import { buildAccount, loginAs } from '../builders/accounts.ts';
import { uploadImage } from '../builders/uploads.ts';
import { createTestApp } from '../helpers.ts';

// Uploads as an attacker holding a content permission would send them (the route's guard has its own tests).
const app = await createTestApp();
const editor = await (async () => {
  const { account, password } = await buildAccount(app, { webMgt: Prime.news });
  return (await loginAs(app, account.userName, password)).headers;
})();
const upload = (bytes: Buffer, name?: string, type?: string) =>
  uploadImage(app, editor, bytes, { name, type });
const mediaCount = async () => (await app.platform.db.select({ id: media.id }).from(media)).length;
/** Uploads, expecting it taken; answers the URL and the bytes the site stored and serves. */
async function stored(bytes: Buffer, name?: string) {
  const response = await upload(bytes, name);
  expect(response.statusCode, response.body).toBe(201);
  const { url } = response.json<{ url: string }>();
  return { url, served: (await app.inject(url)).rawPayload };
}

const PAYLOAD = '<script>parent.__xss=1</script>PK\u0003\u0004evil.jar';
const solid = () => sharp({ create: { width: 16, height: 8, channels: 3, background: '#2a6' } });
const images = {
  png: await solid().png().toBuffer(),
  jpeg: await solid().jpeg().toBuffer(),
  gif: await solid().gif().toBuffer(),
  webp: await solid().webp().toBuffer(),
  avif: await solid().avif().toBuffer(),
};

const u32 = (value: number) =>
  Buffer.from([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);
/** The PNG with a text chunk holding the payload, just before its end. */
const pngWithText = (png: Buffer) => {
  const typed = Buffer.from(`tEXtComment\0${PAYLOAD}`, 'latin1');
  const chunk = Buffer.concat([u32(typed.length - 4), typed, u32(crc32(typed))]);
  return Buffer.concat([png.subarray(0, -12), chunk, png.subarray(-12)]);
};
/** The JPEG with a comment segment holding the payload, right after its start. */
const jpegWithComment = (jpeg: Buffer) => {
  const text = Buffer.from(PAYLOAD, 'latin1');
  const length = Buffer.from([(text.length + 2) >> 8, (text.length + 2) & 255]);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
};
/** The GIF with a comment extension holding the payload, just before its trailer. */
const gifWithComment = (gif: Buffer) =>
  Buffer.concat([
    gif.subarray(0, -1),
    Buffer.from([0x21, 0xfe, PAYLOAD.length]),
    Buffer.from(PAYLOAD),
    Buffer.from([0, 0x3b]),
  ]);
const dimensionsOf = async (bytes: Buffer) => {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
};

describe('V5 File Handling: what an upload is, by its bytes', () => {
  it.each<[string, Buffer, string?]>([
    ['HTML named .png', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a script', Buffer.from('alert(document.domain)'), 'image/png'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF')],
    ['a Windows program', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
    ['a ZIP (or JAR)', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(60)])],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml'],
    [
      'an SVG with an XML prolog',
      Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    ],
    [
      'an SVG after a byte-order mark',
      Buffer.from('\uFEFF<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['a gzipped SVG (svgz)', gzipSync('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a GIF header written as a script (GIF89a/*…*/)', Buffer.from('GIF89a/*\u0000\u0000*/=1;alert(1)//;')],
  ])('[5.2.2, 1.3.4] refuses %s and stores nothing', async (_label, bytes, type) => {
    const before = await mediaCount();
    const response = await upload(bytes, 'picture.png', type);
    expect(response.statusCode).toBe(400);
    expect(await mediaCount()).toBe(before);
  });
});

describe('V5 File Handling: polyglots and what an image carries besides its picture', () => {
  it.each(['png', 'jpeg', 'gif', 'webp'] as const)(
    '[5.2.2] cuts off a second file appended to a %s: the stored image ends where its format ends',
    async (format) => {
      const { served } = await stored(Buffer.concat([images[format], Buffer.from(PAYLOAD)]));
      expect(served.includes('__xss')).toBe(false);
      expect(served.includes('PK\u0003\u0004')).toBe(false);
      expect(served.equals(images[format])).toBe(true);
    },
  );

  it('[5.2.2] refuses an AVIF followed by bytes that are not one of its boxes', async () => {
    expect((await stored(images.avif)).served.equals(images.avif)).toBe(true);
    const response = await upload(Buffer.concat([images.avif, Buffer.from(PAYLOAD)]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The image file is incomplete or damaged.');
  });

  it.each([
    ['a PNG text chunk', () => pngWithText(images.png)],
    ['a JPEG comment', () => jpegWithComment(images.jpeg)],
    ['a GIF comment', () => gifWithComment(images.gif)],
    [
      'EXIF (author, GPS position) in a JPEG',
      () =>
        solid()
          .jpeg()
          .withExif({
            IFD0: { Artist: PAYLOAD },
            IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
          })
          .toBuffer(),
    ],
  ])('[5.2.2, 14.2.8] writes the picture again without %s, same size and format', async (_label, make) => {
    const original = await make();
    expect(original.includes('__xss')).toBe(true);
    const { served } = await stored(original);
    expect(served.includes('__xss')).toBe(false);
    expect(await dimensionsOf(served)).toEqual(await dimensionsOf(original));
    const { exif, xmp, iptc, comments } = await sharp(served).metadata();
    expect({ exif, xmp, iptc, comments }).toEqual({
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      comments: undefined,
    });
  });

  it.each([
    ['a PNG cut short', images.png.subarray(0, 40)],
    [
      'a PNG whose chunk claims to run past the file',
      Buffer.concat([images.png.subarray(0, 33), u32(1_000_000), Buffer.from(`tEXt${PAYLOAD}`)]),
    ],
    ['a JPEG cut inside its picture data', images.jpeg.subarray(0, images.jpeg.length - 20)],
  ])('[5.2.2] refuses %s: nothing tells its picture from what it hides', async (_label, bytes) => {
    const before = await mediaCount();
    const response = await upload(bytes);
    expect(response.statusCode).toBe(400);
    expect(await mediaCount()).toBe(before);
  });
});

describe('V5 File Handling: names and paths', () => {
  it.each([
    '../../../../etc/passwd.png',
    '..\\..\\..\\windows\\win.ini',
    '%2e%2e%2f%2e%2e%2fapp.js',
    'index.html',
    'shell.php.png',
    '.htaccess',
  ])(
    '[5.3.2] stores an upload named %s under a random name of its own, served as the image it is',
    async (name) => {
      const { url } = await stored(images.png, name);
      expect(url).toMatch(/^\/api\/media\/[0-9a-f]{32}\.png$/);
      const served = await app.inject(url);
      expect(served.headers['content-type']).toBe('image/png');
    },
  );

  it.each([
    '/api/media/..%2f..%2f..%2fetc%2fpasswd',
    '/api/media/%2e%2e%2fpackage.json',
    '/api/media/..%5c..%5cpackage.json',
    '/api/media/....//....//etc/passwd',
  ])('[5.3.2] serves no file outside the stored images for %s', async (url) => {
    const response = await app.inject(url);
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toMatch(/root:|"name":/);
  });
});
