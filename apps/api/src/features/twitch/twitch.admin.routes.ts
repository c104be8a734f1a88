import {
  ContentIdParams,
  MAX_REWARD_IMAGE_BYTES,
  MessageResponse,
  Prime,
  TwitchReward,
  TwitchRewardFields,
  TwitchRewardList,
  text,
} from '@agaia/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MediaText } from '../../i18n/en/media.ts';
import { TwitchText } from '../../i18n/en/twitch.ts';
import { localize, zodLocales } from '../../i18n/index.ts';
import { actorOf } from '../../platform/audit.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { refuseNul } from '../../platform/input-guards.ts';
import { readMultipart } from '../../platform/multipart.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { TwitchRoutesDeps } from './twitch.routes.ts';

const errors = errorsFor(400, 401, 403, 404, 413);

const REWARD_IMAGE_MEGABYTES = MAX_REWARD_IMAGE_BYTES / (1024 * 1024);
const tooLarge = () =>
  new AppError(413, text(MediaText.tooLarge, { megabytes: REWARD_IMAGE_MEGABYTES }), 'TOO_LARGE', {
    imageUrl: [TwitchText.imageAtMost],
  });

/** Reads the reward form: its text fields, validated, and the optional image file in the field `imageUrl`. */
async function readRewardForm(request: FastifyRequest) {
  if (!request.isMultipart()) return badRequest(TwitchText.multipartOnly);
  const raw: Record<string, string> = {};
  let image: Buffer | undefined;
  await readMultipart(async () => {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        raw[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'imageUrl')
        badRequest(TwitchText.imageFieldOnly, { [part.fieldname]: [TwitchText.unexpectedFile] });
      // An empty file input still sends a part: no bytes and no name means no new image.
      if (bytes.length > 0 || part.filename) image = bytes;
    }
  }, tooLarge);
  // These fields skip the JSON body's guard: PostgreSQL refuses NUL in text.
  refuseNul(raw);
  // The contract's sentences are translated by the error handler; zod's own wording is chosen here, by language.
  const { localeError } = zodLocales[request.language];
  const parsed = TwitchRewardFields.safeParse(raw, { error: (issue) => localeError(issue as never) });
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'request');
      fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
    }
    const [first] = parsed.error.issues;
    return badRequest(first?.message ?? TwitchText.rewardInvalid, fieldErrors);
  }
  return { fields: parsed.data, image };
}

/** The admin Twitch Drops section (prime 13): list, create, edit and delete rewards with their images. */
export const twitchAdminRoutes: FastifyPluginAsyncZod<TwitchRoutesDeps> = async (app, { twitch, guards }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_REWARD_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 10_000 },
  });
  const onRequest = guards.requirePrime(Prime.twitchDrops);
  const schema = { tags: ['admin: twitch'], security: bearer };
  const form = { ...schema, consumes: ['multipart/form-data'] };

  app.get(
    '/admin/twitch/rewards',
    { onRequest, schema: { ...schema, response: { 200: TwitchRewardList, ...errors } } },
    () => twitch.admin.list(),
  );
  app.post(
    '/admin/twitch/rewards',
    { onRequest, schema: { ...form, response: { 201: TwitchReward, ...errors } } },
    async (request, reply) => {
      const { fields, image } = await readRewardForm(request);
      return reply.status(201).send(await twitch.admin.create(actorOf(request), fields, image));
    },
  );
  app.put(
    '/admin/twitch/rewards/:id',
    { onRequest, schema: { ...form, params: ContentIdParams, response: { 200: TwitchReward, ...errors } } },
    async (request) => {
      const { fields, image } = await readRewardForm(request);
      return twitch.admin.update(actorOf(request), request.params.id, fields, image);
    },
  );
  app.delete(
    '/admin/twitch/rewards/:id',
    {
      onRequest,
      schema: { ...schema, params: ContentIdParams, response: { 200: MessageResponse, ...errors } },
    },
    async (request) => {
      const { message } = await twitch.admin.remove(actorOf(request), request.params.id);
      return { message: localize(request.language, message) };
    },
  );
};
