import {
  AdminContentQuery,
  AdminNews,
  AdminNewsList,
  AdminPatchNote,
  AdminPatchNoteList,
  ContentIdParams,
  ErrorResponse,
  MessageResponse,
  NewsInput,
  PatchNoteInput,
  Prime,
} from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.ts';
import type { Services } from '../../services.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const security = [{ bearer: [] }];

/** The content editors: news (prime 11) and patch notes (prime 7). */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { newsService, patchNotesService, guards } = services;
  const news = { preHandler: guards.requirePrime(Prime.news), tags: ['admin: news'] };
  const notes = { preHandler: guards.requirePrime(Prime.patchNotes), tags: ['admin: patch notes'] };

  app.get(
    '/admin/content/news',
    {
      preHandler: news.preHandler,
      schema: {
        tags: news.tags,
        security,
        querystring: AdminContentQuery,
        response: { 200: AdminNewsList, ...errors },
      },
    },
    (request) => newsService.listAll(request.query.page, request.query.limit),
  );
  app.get(
    '/admin/content/news/:id',
    {
      preHandler: news.preHandler,
      schema: { tags: news.tags, security, params: ContentIdParams, response: { 200: AdminNews, ...errors } },
    },
    (request) => newsService.get(request.params.id),
  );
  app.post(
    '/admin/content/news',
    {
      preHandler: news.preHandler,
      schema: { tags: news.tags, security, body: NewsInput, response: { 201: AdminNews, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await newsService.create(actorOf(request), request.body)),
  );
  app.put(
    '/admin/content/news/:id',
    {
      preHandler: news.preHandler,
      schema: {
        tags: news.tags,
        security,
        params: ContentIdParams,
        body: NewsInput,
        response: { 200: AdminNews, ...errors },
      },
    },
    (request) => newsService.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/admin/content/news/:id',
    {
      preHandler: news.preHandler,
      schema: {
        tags: news.tags,
        security,
        params: ContentIdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    (request) => newsService.remove(actorOf(request), request.params.id),
  );

  app.get(
    '/admin/content/patchnotes',
    {
      preHandler: notes.preHandler,
      schema: {
        tags: notes.tags,
        security,
        querystring: AdminContentQuery,
        response: { 200: AdminPatchNoteList, ...errors },
      },
    },
    (request) => patchNotesService.listAll(request.query.page, request.query.limit),
  );
  app.get(
    '/admin/content/patchnotes/:id',
    {
      preHandler: notes.preHandler,
      schema: {
        tags: notes.tags,
        security,
        params: ContentIdParams,
        response: { 200: AdminPatchNote, ...errors },
      },
    },
    (request) => patchNotesService.get(request.params.id),
  );
  app.post(
    '/admin/content/patchnotes',
    {
      preHandler: notes.preHandler,
      schema: {
        tags: notes.tags,
        security,
        body: PatchNoteInput,
        response: { 201: AdminPatchNote, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await patchNotesService.create(actorOf(request), request.body)),
  );
  app.put(
    '/admin/content/patchnotes/:id',
    {
      preHandler: notes.preHandler,
      schema: {
        tags: notes.tags,
        security,
        params: ContentIdParams,
        body: PatchNoteInput,
        response: { 200: AdminPatchNote, ...errors },
      },
    },
    (request) => patchNotesService.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/admin/content/patchnotes/:id',
    {
      preHandler: notes.preHandler,
      schema: {
        tags: notes.tags,
        security,
        params: ContentIdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    (request) => patchNotesService.remove(actorOf(request), request.params.id),
  );
};
