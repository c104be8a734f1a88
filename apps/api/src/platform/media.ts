import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/client.ts';
import { media } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import { AppError, badRequest } from './errors.ts';

/** Largest accepted upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

// Raster formats only: an SVG can carry script.
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);

/** Uploaded images: checked by their bytes (not their name or declared type), stored under a random id. */
export function createMediaStore(deps: { db: Db; clock: Clock }) {
  return {
    /** Stores an image and returns the path it is served at. */
    async saveImage(bytes: Buffer, uploadedBy: number | null): Promise<{ id: string; url: string }> {
      if (bytes.length === 0) badRequest('The file is empty.');
      if (bytes.length > MAX_IMAGE_BYTES)
        throw new AppError(413, 'The image is larger than 5 MB.', 'TOO_LARGE');
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !IMAGE_TYPES.has(type.mime))
        badRequest('The file is not a PNG, JPEG, WebP, GIF or AVIF image.');
      const id = `${randomBytes(16).toString('hex')}.${type?.ext}`;
      await deps.db.insert(media).values({
        id,
        contentType: type?.mime ?? 'application/octet-stream',
        size: bytes.length,
        bytes,
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
