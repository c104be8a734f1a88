import { Prime } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { media, mediaVariants } from '../../db/schema/index.ts';

// Every use of sharp in the app is counted: a copy made once means no decoding at all on the next request.
const calls = vi.hoisted(() => ({ sharp: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const actual = (await importOriginal<typeof import('sharp')>()).default;
  const counted = (...args: Parameters<typeof actual>) => {
    calls.sharp++;
    return actual(...args);
  };
  return { default: Object.assign(counted, actual) };
});

const app = await createTestApp();
const { db } = app.platform;
const editor = await (async () => {
  const { account, password } = await buildAccount(app, { webMgt: Prime.news });
  return (await loginAs(app, account.userName, password)).headers;
})();

/** Uploads through the API, as an editor does; answers the image's URL. */
async function upload(bytes: Buffer): Promise<string> {
  const boundary = '----agaia-variants';
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...editor, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ url: string }>().url;
}

/** Stores bytes as they are, the way images uploaded before this change (or before any check) sit in the table. */
async function storeDirectly(bytes: Buffer, ext: string, contentType: string): Promise<string> {
  const id = `legacy${Math.random().toString(16).slice(2, 14)}.${ext}`;
  await db.insert(media).values({ id, contentType, size: bytes.length, bytes, createdAt: new Date() });
  return `/api/media/${id}`;
}

const variantRows = async (url: string) =>
  db
    .select({ width: mediaVariants.width })
    .from(mediaVariants)
    .where(eq(mediaVariants.mediaId, url.split('/').at(-1) ?? ''));
const metadataOf = (bytes: Buffer) => sharp(bytes, { animated: true }).metadata();

/** A 2400×1260 PNG of 2×2-pixel blocks of noise (4.4 MB): as heavy as a screenshot cover. */
const largePngBytes = await sharp(
  await sharp({
    create: {
      width: 1200,
      height: 630,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer(),
)
  .resize(2400, 1260, { kernel: 'nearest' })
  .png()
  .toBuffer();

/** A JPEG whose EXIF names its author, holds a GPS position and says 'rotate 90°' (orientation 6). */
const phonePhoto = () =>
  sharp({ create: { width: 200, height: 100, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Jane Doe' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** An animated GIF of width × height: one solid frame of each colour, 100 ms each, looping. */
const animatedGif = async (width: number, height: number, colours: string[]) => {
  const frames = await Promise.all(
    colours.map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: colours.map(() => 100), loop: 0 })
    .toBuffer();
};

/**
 * A GIF of two 5000×5000 frames (each 25 megapixels, so the upload is accepted; 50 decoded together). Its pixel
 * data is a few bytes: only headers are ever read from it.
 */
const hugeAnimation = () => {
  const screen = Buffer.from([0x88, 0x13, 0x88, 0x13, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff]);
  const frame = Buffer.from([
    ...[0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00],
    ...[0x2c, 0, 0, 0, 0, 0x88, 0x13, 0x88, 0x13, 0],
    ...[0x02, 0x02, 0x44, 0x01, 0x00],
  ]);
  return Buffer.concat([Buffer.from('GIF89a', 'latin1'), screen, frame, frame, Buffer.from([0x3b])]);
};

describe('GET /api/media/{id}?w=: width copies', () => {
  it('answers a WebP no wider than asked, far smaller than a large PNG, with the headers of the original', async () => {
    const original = largePngBytes;
    const url = await upload(original);
    const response = await app.inject(`${url}?w=640`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
    const { format, width, height } = await metadataOf(response.rawPayload);
    expect([format, width, height]).toEqual(['webp', 640, 336]);
    expect(response.rawPayload.length).toBeLessThan(original.length / 20);
  });

  it('is never wider than the original', async () => {
    const url = await upload(
      await sharp({ create: { width: 300, height: 150, channels: 3, background: '#468' } })
        .png()
        .toBuffer(),
    );
    const response = await app.inject(`${url}?w=1920`);
    expect(response.statusCode).toBe(200);
    const { format, width, height } = await metadataOf(response.rawPayload);
    expect([format, width, height]).toEqual(['webp', 300, 150]);
  });

  it('is made once: the next request reads the stored copy without decoding anything', async () => {
    const url = await upload(largePngBytes);
    const first = await app.inject(`${url}?w=960`);
    expect(first.statusCode).toBe(200);
    const before = calls.sharp;
    const second = await app.inject(`${url}?w=960`);
    expect(second.statusCode).toBe(200);
    expect(calls.sharp).toBe(before);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(await variantRows(url)).toEqual([{ width: 960 }]);
  });

  it('answers 304 to a client that already has the copy, and the original gets an ETag too', async () => {
    const url = await upload(
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    const copy = await app.inject(`${url}?w=320`);
    const again = await app.inject({ url: `${url}?w=320`, headers: { 'if-none-match': copy.headers.etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const original = await app.inject(url);
    expect(original.headers.etag).toBe(`"${url.split('/').at(-1)}"`);
    const originalAgain = await app.inject({
      url,
      headers: { 'if-none-match': `W/"other", ${original.headers.etag}` },
    });
    expect(originalAgain.statusCode).toBe(304);
  });

  it('encodes once when two requests ask for the same missing copy at the same time', async () => {
    const url = await upload(largePngBytes);
    // What one copy costs in sharp calls (reading the header, then encoding), measured on another width.
    let before = calls.sharp;
    await app.inject(`${url}?w=320`);
    const oneCopy = calls.sharp - before;
    before = calls.sharp;
    const [a, b] = await Promise.all([app.inject(`${url}?w=1280`), app.inject(`${url}?w=1280`)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(calls.sharp - before).toBe(oneCopy);
    expect(await variantRows(url)).toEqual(expect.arrayContaining([{ width: 320 }, { width: 1280 }]));
    expect(await variantRows(url)).toHaveLength(2);
  });

  it.each([
    ['an unlisted width', '?w=480'],
    ['a width that is not a number', '?w=big'],
    ['an empty width', '?w='],
    ['two widths', '?w=320&w=640'],
  ])('refuses %s with 400 naming the widths', async (_label, query) => {
    const url = await upload(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    const response = await app.inject(`${url}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('w must be one of 320, 640, 960, 1280, 1920.');
  });

  it('answers 404 for an unknown image, and makes nothing', async () => {
    const response = await app.inject('/api/media/0123456789abcdef0123456789abcdef.png?w=640');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Image not found.');
    expect(await variantRows('/api/media/0123456789abcdef0123456789abcdef.png')).toEqual([]);
  });

  it('strips every metadata and keeps the picture upright, for images stored before uploads were cleaned too', async () => {
    const photo = await phonePhoto();
    expect(photo.includes('Jane Doe')).toBe(true);
    const url = await storeDirectly(photo, 'jpg', 'image/jpeg');
    const response = await app.inject(`${url}?w=1920`);
    expect(response.statusCode).toBe(200);
    const metadata = await metadataOf(response.rawPayload);
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 100, 200]);
    expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(response.rawPayload.includes('Jane Doe')).toBe(false);
  });

  it('keeps an animated GIF animated (an animated WebP of every frame, with its timing)', async () => {
    const url = await upload(await animatedGif(64, 32, ['#f00', '#0f0', '#00f']));
    const response = await app.inject(`${url}?w=320`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const { format, width, pages, delay, loop } = await metadataOf(response.rawPayload);
    expect({ format, width, pages, delay, loop }).toEqual({
      format: 'webp',
      width: 64,
      pages: 3,
      delay: [100, 100, 100],
      loop: 0,
    });
  });

  it('serves as it is an animation whose frames together are over 25 megapixels, without storing a copy', async () => {
    const gif = hugeAnimation();
    const url = await upload(gif);
    const response = await app.inject(`${url}?w=640`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.rawPayload.equals(gif)).toBe(true);
    expect(await variantRows(url)).toEqual([]);
  });

  it('answers 422 with a message, not a 500, for a stored image that cannot be decoded', async () => {
    const headerOnly = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const url = await storeDirectly(headerOnly, 'png', 'image/png');
    const response = await app.inject(`${url}?w=640`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The image could not be decoded, so no smaller copy of it can be made.',
      code: 'IMAGE_UNREADABLE',
    });
    expect(await variantRows(url)).toEqual([]);
    // The original is still served as it was.
    expect((await app.inject(url)).statusCode).toBe(200);
  });

  it('deletes the copies with their image', async () => {
    const url = await upload(
      await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    await app.inject(`${url}?w=320`);
    expect(await variantRows(url)).toHaveLength(1);
    await app.platform.media.deleteByUrl(url);
    expect(await variantRows(url)).toEqual([]);
  });
});

describe('uploads lose their metadata', () => {
  it('stores a phone photo without its EXIF (GPS, author), turned upright', async () => {
    const url = await upload(await phonePhoto());
    const stored = (await app.inject(url)).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 100, 200]);
    expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
    expect(stored.includes('Jane Doe')).toBe(false);
  });

  it('stores an image without metadata byte for byte', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    const url = await upload(png);
    expect((await app.inject(url)).rawPayload.equals(png)).toBe(true);
  });
});
