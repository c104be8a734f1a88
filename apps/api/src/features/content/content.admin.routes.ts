import {
  AdminContentQuery,
  AdminNews,
  AdminNewsList,
  AdminPatchNote,
  AdminPatchNoteList,
  ContentIdParams,
  MessageResponse,
  NewsInput,
  PatchNoteInput,
  Prime,
} from '@agaia/contract';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Actor, actorOf } from '../../platform/audit.ts';
import { BODY_LIMITS } from '../../platform/input-guards.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { ContentRoutesDeps } from './content.routes.ts';

const errors = errorsFor(400, 401, 403, 404);
// A translation in a language its original already has is a 409.
const writeErrors = errorsFor(400, 401, 403, 404, 409);
const security = bearer;

/** The editor calls of one kind of content: list, read, create, update and delete, all behind one guard. */
function registerEditor<Input extends z.ZodType, Item extends z.ZodType, List extends z.ZodType>(
  app: FastifyInstance,
  kind: {
    path: string;
    tag: string;
    guard: onRequestAsyncHookHandler;
    schemas: { input: Input; item: Item; list: List };
    service: {
      listAll(page: number, limit: number): Promise<z.output<List>>;
      get(id: number): Promise<z.output<Item>>;
      create(actor: Actor, input: z.output<Input>): Promise<z.output<Item>>;
      update(actor: Actor, id: number, input: z.output<Input>): Promise<z.output<Item>>;
      remove(actor: Actor, id: number): Promise<{ message: string }>;
    };
  },
): void {
  // The schemas validate every request at run time; inside this shared helper the handlers read them as typed below.
  const { path, guard: onRequest, schemas, service } = kind;
  const tags = [kind.tag];
  type IdParams = { id: number };
  type PageQuery = { page: number; limit: number };
  app.get(
    path,
    {
      onRequest,
      schema: { tags, security, querystring: AdminContentQuery, response: { 200: schemas.list, ...errors } },
    },
    (request) => {
      const query = request.query as PageQuery;
      return service.listAll(query.page, query.limit);
    },
  );
  app.get(
    `${path}/:id`,
    {
      onRequest,
      schema: { tags, security, params: ContentIdParams, response: { 200: schemas.item, ...errors } },
    },
    (request) => service.get((request.params as IdParams).id),
  );
  app.post(
    path,
    {
      onRequest,
      bodyLimit: BODY_LIMITS.article,
      schema: { tags, security, body: schemas.input, response: { 201: schemas.item, ...writeErrors } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(actorOf(request), request.body as z.output<Input>)),
  );
  app.put(
    `${path}/:id`,
    {
      onRequest,
      bodyLimit: BODY_LIMITS.article,
      schema: {
        tags,
        security,
        params: ContentIdParams,
        body: schemas.input,
        response: { 200: schemas.item, ...writeErrors },
      },
    },
    (request) =>
      service.update(actorOf(request), (request.params as IdParams).id, request.body as z.output<Input>),
  );
  app.delete(
    `${path}/:id`,
    {
      onRequest,
      schema: { tags, security, params: ContentIdParams, response: { 200: MessageResponse, ...errors } },
    },
    (request) => service.remove(actorOf(request), (request.params as IdParams).id),
  );
}

/** The content editors: news (prime 11) and patch notes (prime 7). */
export const contentAdminRoutes: FastifyPluginAsyncZod<ContentRoutesDeps> = async (app, deps) => {
  const { newsService, patchNotesService, guards } = deps;
  registerEditor(app, {
    path: '/admin/content/news',
    tag: 'admin: news',
    guard: guards.requirePrime(Prime.news),
    schemas: { input: NewsInput, item: AdminNews, list: AdminNewsList },
    service: newsService,
  });
  registerEditor(app, {
    path: '/admin/content/patchnotes',
    tag: 'admin: patch notes',
    guard: guards.requirePrime(Prime.patchNotes),
    schemas: { input: PatchNoteInput, item: AdminPatchNote, list: AdminPatchNoteList },
    service: patchNotesService,
  });
};
