import { randomBytes } from 'node:crypto';
import { text } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { Sharp } from 'sharp';
import type { Db } from '../db/client.ts';
import { media } from '../db/schema/index.ts';
import { MediaText } from '../i18n/en/media.ts';
import type { Clock } from './clock.ts';
import { AppError, badRequest } from './errors.ts';
import { loadSharp } from './image-library.ts';
import { imageStructure } from './image-structure.ts';

/** Largest accepted upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Longest accepted side of an image, in pixels. */
export const MAX_IMAGE_SIDE = 8192;
/** Most pixels an accepted image may have (25 megapixels): a decoder allocates about 4 bytes for each. */
export const MAX_IMAGE_PIXELS = 25_000_000;

// Raster formats only: an SVG can carry script.
const IMAGE_TYPES = new Map([
  ['image/png', 'PNG'],
  ['image/jpeg', 'JPEG'],
  ['image/webp', 'WebP'],
  ['image/gif', 'GIF'],
  ['image/avif', 'AVIF'],
] as const);

/** An image format uploads may take. */
export type ImageType = typeof IMAGE_TYPES extends Map<infer K, unknown> ? K : never;

/** "The file is not a PNG, JPEG or GIF image.", the last format joined by the language's own "or". */
const notAnImageOf = (names: string[]) =>
  names.length < 2
    ? text(MediaText.notTheFormat, { format: names.join('') })
    : text(MediaText.notOneOfFormats, { formats: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' });

/** Reads the pixel dimensions from the image's header (never decoding it); every frame or item of it counts. */
function readDimensions(bytes: Buffer): { width: number; height: number }[] | undefined {
  try {
    const size = imageSize(bytes);
    const all = [size, ...(size.images ?? [])];
    const isValid = ({ width, height }: { width: number; height: number }) =>
      Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0;
    return all.every(isValid) ? all : undefined;
  } catch {
    return undefined;
  }
}

/** Refuses (400) an image whose size cannot be read, or whose side or pixel count is over the caps. */
function checkDimensions(bytes: Buffer): void {
  const dimensions = readDimensions(bytes) ?? badRequest(MediaText.dimensionsUnreadable);
  for (const { width, height } of dimensions) {
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS)
      badRequest(
        text(MediaText.tooManyPixels, {
          width,
          height,
          maxSide: MAX_IMAGE_SIDE,
          megapixels: MAX_IMAGE_PIXELS / 1_000_000,
        }),
      );
  }
}

// How an upload carrying metadata is written again in its own format: losslessly where the format allows.
const REWRITE: Record<ImageType, (image: Sharp) => Sharp> = {
  'image/png': (image) => image.png(),
  'image/jpeg': (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/gif': (image) => image.gif(),
  'image/avif': (image) => image.avif({ quality: 70 }),
};

/**
 * The image without what it carries besides the picture: bytes after its end are cut off (a polyglot's second file),
 * and an image with EXIF, XMP or IPTC metadata (a phone photo's GPS position, its owner's name, the camera's serial
 * number), comments or unknown blocks (image-structure.ts) is written again without them, turned upright by its EXIF
 * orientation and keeping its colour profile. Otherwise the bytes are stored as they are; so are those libvips cannot
 * read the header of (then it has no metadata libvips could remove either). A file whose blocks run past its end is
 * refused: nothing can tell its picture from what it hides.
 */
async function withoutMetadata(bytes: Buffer, type: ImageType): Promise<Buffer> {
  const structure = imageStructure(bytes, type) ?? badRequest(MediaText.damaged);
  const image = bytes.subarray(0, structure.end);
  const input = { limitInputPixels: MAX_IMAGE_PIXELS } as const;
  const sharp = await loadSharp();
  if (!structure.hasExtraBlocks) {
    const metadata = await sharp(image, input)
      .metadata()
      .catch(() => undefined);
    if (!metadata || (!metadata.exif && !metadata.xmp && !metadata.iptc)) return image;
  }
  const rewritten = sharp(image, { ...input, animated: true, autoOrient: true }).keepIccProfile();
  try {
    return await REWRITE[type](rewritten).toBuffer();
  } catch {
    return badRequest(MediaText.metadataUndecodable);
  }
}

/**
 * Uploaded images: checked by their bytes (not their name or declared type), stripped of their metadata, stored
 * under a random id. Smaller copies are made by media-variants.ts.
 */
export function createMediaStore(deps: { db: Db; clock: Clock }) {
  return {
    /** Stores an image and returns the path it is served at; a caller may narrow the size and the formats. */
    async saveImage(
      bytes: Buffer,
      uploadedBy: number | null,
      options: { maxBytes?: number; types?: ImageType[] } = {},
    ): Promise<{ id: string; url: string }> {
      const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
      const types = options.types ?? [...IMAGE_TYPES.keys()];
      if (bytes.length === 0) badRequest(MediaText.emptyFile);
      if (bytes.length > maxBytes)
        throw new AppError(
          413,
          text(MediaText.tooLarge, { megabytes: maxBytes / (1024 * 1024) }),
          'TOO_LARGE',
        );
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !types.includes(type.mime as ImageType))
        badRequest(notAnImageOf(types.map((mime) => IMAGE_TYPES.get(mime) ?? mime)));
      // A small file can declare a huge canvas (50000×50000): whoever decodes it later pays for every pixel.
      checkDimensions(bytes);
      const mime = type?.mime as ImageType;
      // The original is public at its URL (and in shared links' previews): what it says of its author goes.
      const cleaned = await withoutMetadata(bytes, mime);
      const id = `${randomBytes(16).toString('hex')}.${type?.ext}`;
      await deps.db.insert(media).values({
        id,
        contentType: mime,
        size: cleaned.length,
        bytes: cleaned,
        uploadedBy,
        createdAt: deps.clock.now(),
      });
      return { id, url: `/api/media/${id}` };
    },

    async get(id: string) {
      const [row] = await deps.db.select().from(media).where(eq(media.id, id));
      return row;
    },

    /** Deletes the image behind a /api/media/… URL, if it is one of ours. */
    async deleteByUrl(url: string | null | undefined): Promise<void> {
      const id = url?.match(/^\/api\/media\/([\w.-]+)$/)?.[1];
      if (id) await deps.db.delete(media).where(eq(media.id, id));
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
