import { createHash } from 'node:crypto';
import type { MediaWidth } from '@agaia/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { media, mediaVariants } from '../db/schema/index.ts';
import { MediaText } from '../i18n/en/media.ts';
import type { Clock } from './clock.ts';
import { createTaskLimiter } from './concurrency.ts';
import { AppError, unavailable } from './errors.ts';
import { loadSharp } from './image-library.ts';
import { MAX_IMAGE_PIXELS } from './media.ts';

/** The format of every copy (ADR 014: WebP, measured against AVIF). */
const VARIANT_TYPE = 'image/webp';
// sharp's own defaults, written down because ADR 014's figures were measured with them.
const WEBP_OPTIONS = { quality: 80, effort: 4 } as const;
// Far above the slowest copy measured (about 0.2 s for 1920 px): only a pathological file reaches it.
const ENCODE_TIMEOUT_SECONDS = 20;

/** An image ready to send: its type, its bytes and the ETag that names them. */
export type ServedImage = { contentType: string; bytes: Buffer; etag: string };

/** A strong ETag for these bytes. */
const etagOf = (bytes: Buffer): string =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

/**
 * The WebP copy of an image at most `width` pixels wide (never enlarged), turned upright by its EXIF orientation and
 * stripped of every metadata (EXIF, XMP, ICC: converted to sRGB). An animation stays animated; null means one whose
 * frames together are over MAX_IMAGE_PIXELS, which is better served as it is than decoded whole. Throws when the
 * image cannot be decoded (sharp refuses on the first decoder warning, as it advises for untrusted input).
 */
async function encodeVariant(original: Buffer, width: number): Promise<Buffer | null> {
  const input = { limitInputPixels: MAX_IMAGE_PIXELS } as const;
  const sharp = await loadSharp();
  const {
    width: frameWidth = 0,
    height = 0,
    pageHeight,
    pages = 1,
  } = await sharp(original, input).metadata();
  const isAnimated = pages > 1;
  // An animation is decoded whole (limitInputPixels then counts every frame): a 5 MB GIF may hold hundreds of
  // full-canvas frames. Over the limit it is served as uploaded rather than refused.
  if (isAnimated && frameWidth * (pageHeight ?? height) * pages > MAX_IMAGE_PIXELS) return null;
  return sharp(original, { ...input, animated: isAnimated, autoOrient: true })
    .resize({ width, withoutEnlargement: true })
    .webp(WEBP_OPTIONS)
    .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
    .toBuffer();
}

/**
 * Width copies of uploaded images, made on first request and stored in media_variants, so each is encoded once.
 * Within this process a copy being made is awaited by every request that wants it (never encoded twice at once);
 * across instances the first copy stored wins and the other is dropped. Encoding holds one of `concurrency` places
 * (the original's bytes are loaded only inside it), so a burst of requests for many copies queues instead of
 * decoding dozens of images at once.
 */
export function createMediaVariants(deps: {
  db: Db;
  clock: Clock;
  concurrency?: number;
  maxQueued?: number;
}) {
  const { db, clock } = deps;
  const limiter = createTaskLimiter(deps.concurrency ?? 2, {
    maxQueued: deps.maxQueued ?? 200,
    refuse: () => unavailable(MediaText.busy),
  });
  const inFlight = new Map<string, Promise<ServedImage | undefined>>();
  const served = {
    contentType: mediaVariants.contentType,
    bytes: mediaVariants.bytes,
    etag: mediaVariants.etag,
  };

  const stored = async (id: string, width: MediaWidth): Promise<ServedImage | undefined> => {
    const [row] = await db
      .select(served)
      .from(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.width, width)));
    return row;
  };

  const make = (id: string, width: MediaWidth) =>
    limiter.run(async (): Promise<ServedImage | undefined> => {
      // Another instance may have stored it while this request waited for a place.
      const existing = await stored(id, width);
      if (existing) return existing;
      const [original] = await db.select().from(media).where(eq(media.id, id));
      if (!original) return undefined;
      let bytes: Buffer | null;
      try {
        bytes = await encodeVariant(original.bytes, width);
      } catch (cause) {
        // The cause (the decoder's words) is for the log; the client gets the catalog's sentence.
        throw Object.assign(new AppError(422, MediaText.variantUndecodable, 'IMAGE_UNREADABLE'), { cause });
      }
      if (bytes === null)
        return { contentType: original.contentType, bytes: original.bytes, etag: `"${original.id}"` };
      const [inserted] = await db
        .insert(mediaVariants)
        .values({
          mediaId: id,
          width,
          contentType: VARIANT_TYPE,
          size: bytes.length,
          bytes,
          etag: etagOf(bytes),
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning(served);
      return inserted ?? (await stored(id, width));
    });

  return {
    /** Image `id` at most `width` pixels wide (see encodeVariant); undefined when there is no such image. */
    async get(id: string, width: MediaWidth): Promise<ServedImage | undefined> {
      const existing = await stored(id, width);
      if (existing) return existing;
      const key = `${id}:${width}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = make(id, width).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
    load: limiter.load,
  };
}

export type MediaVariants = ReturnType<typeof createMediaVariants>;
