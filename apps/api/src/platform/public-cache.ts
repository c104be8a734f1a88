import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './clock.ts';

/** What a public read's answer depends on: an admin write to one of these drops every answer tagged with it. */
export type CacheTag = 'news' | 'patchnotes' | 'products' | 'game-status';

/** Carries invalidations between instances (PostgreSQL LISTEN/NOTIFY), or only within this one (PGlite). */
export interface CacheBus {
  publish(tags: CacheTag[]): Promise<void>;
  subscribe(onTags: (tags: CacheTag[]) => void): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  body: string;
  gzipped?: Buffer;
  etag: string;
  tags: CacheTag[];
  expiresAt: number;
}

// Answers smaller than this are sent as they are: compressing them costs more than it saves.
const GZIP_MIN_BYTES = 1024;
const MAX_ENTRIES = 500;

/**
 * An in-process cache of public JSON reads (news, patch notes, products, server status), keyed by route and
 * validated parameters.
 * A hit is answered from memory without a query or a serialization: the body as the route's schema serialized it,
 * its ETag (a matching If-None-Match answers 304) and its gzip when the client takes it. An admin write drops the
 * answers of its tag at once on every instance (the bus); the TTL bounds what a lost notification could leave.
 */
export function createPublicCache(deps: { clock: Clock; bus: CacheBus; ttlMs?: number }) {
  const { clock, bus } = deps;
  const ttlMs = deps.ttlMs ?? 60_000;
  const entries = new Map<string, Entry>();
  // Bumped by every invalidation: an answer computed while one happened may predate the write, so it is not kept.
  let generation = 0;

  const drop = (tags: CacheTag[]) => {
    generation++;
    for (const [key, entry] of entries) if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
  };

  function reply304orBody(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
    reply.header('etag', entry.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    reply.type('application/json; charset=utf-8');
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && entry.body.length >= GZIP_MIN_BYTES) {
      entry.gzipped ??= gzipSync(entry.body);
      return reply.header('content-encoding', 'gzip').send(entry.gzipped);
    }
    return reply.send(entry.body);
  }

  return {
    /** Subscribes to the other instances' invalidations; called once at start. */
    start: () => bus.subscribe(drop),

    /**
     * Answers a public GET from the cache, or runs `produce`, serializes its result with the route's response schema
     * and keeps it under the tags. Errors are not kept: they answer as usual, through the error handler.
     *
     * The route's handler must not be async: it returns nothing and this sends. (An async handler that resolves
     * before its answer is written makes Fastify answer a second time.)
     */
    respond(
      request: FastifyRequest,
      reply: FastifyReply,
      tags: CacheTag[],
      produce: () => Promise<unknown>,
      options: { ttlMs?: number } = {},
    ): void {
      const key = `${request.method} ${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;
      const now = clock.now().getTime();
      const kept = entries.get(key);
      if (kept && kept.expiresAt > now) {
        reply304orBody(request, reply, kept);
        return;
      }
      const startedAt = generation;
      produce().then(
        (value) => {
          const body = String(reply.serialize(value));
          const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
          const entry: Entry = { body, etag, tags, expiresAt: now + (options.ttlMs ?? ttlMs) };
          // An invalidation while this was computed may postdate what it read: answer it, but do not keep it.
          if (generation === startedAt) {
            if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
            entries.set(key, entry);
          }
          reply304orBody(request, reply, entry);
        },
        (error: unknown) => reply.send(error),
      );
    },

    /** Drops the tags' answers here and, through the bus, on every other instance. */
    async invalidate(...tags: CacheTag[]): Promise<void> {
      drop(tags);
      await bus.publish(tags);
    },

    /** How many answers are kept (tests). */
    size: () => entries.size,
    close: () => bus.close(),
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;
