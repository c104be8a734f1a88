import { MediaQuery, MediaUploadResponse, Prime, text } from '@agaia/contract';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContentText } from '../../i18n/en/content.ts';
import { MediaText } from '../../i18n/en/media.ts';
import { accountOf } from '../../platform/auth.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { MAX_IMAGE_BYTES } from '../../platform/media.ts';
import type { ServedImage } from '../../platform/media-variants.ts';
import { readMultipart } from '../../platform/multipart.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { ContentRoutesDeps } from './content.routes.ts';

// Content editors and the shop (product icons) may upload images.
const UPLOAD_PRIMES = [Prime.news, Prime.patchNotes, Prime.twitchDrops, Prime.shop];
const tooLarge = () =>
  new AppError(413, text(MediaText.tooLarge, { megabytes: MAX_IMAGE_BYTES / (1024 * 1024) }), 'TOO_LARGE');

/** Image uploads for content editors, and serving them. */
export const mediaRoutes: FastifyPluginAsyncZod<ContentRoutesDeps> = async (app, deps) => {
  const { mediaStore, mediaVariants, guards } = deps;
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 10_000 },
  });

  app.post(
    '/admin/media',
    {
      onRequest: guards.requireAnyPrime(UPLOAD_PRIMES),
      schema: {
        tags: ['admin: content'],
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 201: MediaUploadResponse, ...errorsFor(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      if (!request.isMultipart()) badRequest(ContentText.sendImageAsMultipart);
      const bytes = await readMultipart(async () => {
        const file = await request.file();
        if (!file) return badRequest(ContentText.sendImageAsMultipart);
        return file.toBuffer();
      }, tooLarge);
      const saved = await mediaStore.saveImage(bytes, account.accountDBID);
      return reply.status(201).send({ url: saved.url });
    },
  );

  app.get(
    '/media/:id',
    {
      schema: {
        tags: ['content'],
        description:
          'The uploaded image; with w, a WebP copy at most w pixels wide (made on first request, then kept).',
        params: z.object({ id: z.string().regex(/^[\w.-]{1,40}$/) }),
        querystring: MediaQuery,
        response: {
          200: z.string().describe('The image bytes, in its own type (image/webp with w).'),
          304: z.null().describe('Not modified: the client already has this image.'),
          ...errorsFor(400, 404, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { w: width } = request.query;
      if (width === undefined) {
        const row = (await mediaStore.get(id)) ?? notFound(ContentText.imageNotFound);
        // An image is never changed under its id (a new upload gets a new one): the id names the bytes.
        return sendImage(request, reply, {
          contentType: row.contentType,
          bytes: row.bytes,
          etag: `"${row.id}"`,
        });
      }
      const image = await mediaVariants.get(id, width).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'IMAGE_UNREADABLE')
          request.log.warn(
            { mediaId: id, width, reason: String((error.cause as Error)?.message) },
            error.message,
          );
        throw error;
      });
      return sendImage(request, reply, image ?? notFound(ContentText.imageNotFound));
    },
  );
};

/** Sends an image that never changes under its URL: cached for a year, sandboxed, and 304 when the client has it. */
function sendImage(request: FastifyRequest, reply: FastifyReply, image: ServedImage) {
  reply
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
    .header('ETag', image.etag);
  const known = request.headers['if-none-match'];
  if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag))
    return reply.status(304).send();
  return reply.header('Content-Type', image.contentType).send(image.bytes);
}
