import { MediaUploadResponse, Prime } from '@agaia/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf } from '../../platform/auth.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { MAX_IMAGE_BYTES } from '../../platform/media.ts';
import { readMultipart } from '../../platform/multipart.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { ContentRoutesDeps } from './content.routes.ts';

// Content editors and the shop (product icons) may upload images.
const UPLOAD_PRIMES = [Prime.news, Prime.patchNotes, Prime.twitchDrops, Prime.shop];
const tooLarge = () =>
  new AppError(413, `The image is larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`, 'TOO_LARGE');

/** Image uploads for content editors, and serving them. */
export const mediaRoutes: FastifyPluginAsyncZod<ContentRoutesDeps> = async (app, deps) => {
  const { mediaStore, guards } = deps;
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
      if (!request.isMultipart()) badRequest('Send the image as multipart/form-data in a field named file.');
      const bytes = await readMultipart(async () => {
        const file = await request.file();
        if (!file) return badRequest('Send the image as multipart/form-data in a field named file.');
        return file.toBuffer();
      }, tooLarge);
      const saved = await mediaStore.saveImage(bytes, account.accountDBID);
      return reply.status(201).send({ url: saved.url });
    },
  );

  app.get(
    '/media/:id',
    { schema: { tags: ['content'], params: z.object({ id: z.string().regex(/^[\w.-]{1,40}$/) }) } },
    async (request, reply) => {
      const row = (await mediaStore.get(request.params.id)) ?? notFound('Image not found.');
      return reply
        .header('Content-Type', row.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(row.bytes);
    },
  );
};
