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

const htmlOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'html' in value
    ? (value as { html: string; status: number })
    : { html: String(value), status: undefined as number | undefined };

interface Entry {
  body: string;
  type: string;
  gzipped?: Buffer;
  etag: string;
  tags: CacheTag[];
  expiresAt: number;
  /** A page's own status (404 for a page naming an item that does not exist); 200 otherwise. */
  status?: number;
}

// Answers smaller than this are sent as they are: compressing them costs more than it saves.
const GZIP_MIN_BYTES = 1024;
const MAX_ENTRIES = 500;

/**
 * An in-process cache of public reads (news, patch notes, products, server status, the rendered public pages), keyed by route and
 * validated parameters.
 * A hit is answered from memory without a query or a serialization: the body as the route's schema serialized it,
 * its ETag (a matching If-None-Match answers 304) and its gzip when the client takes it. An admin write drops the
 * answers of its tag at once on every instance (the bus); the TTL bounds what a lost notification could leave.
 */
export function createPublicCache(deps: { clock: Clock; bus: CacheBus; ttlMs?: number }) {
  const { clock, bus } = deps;
  const ttlMs = deps.ttlMs ?? 60_000;
  const entries = new Map<string, Entry>();
  // The kept JSON answers by the exact URL they were asked with, for `answerEarly`.
  const byUrl = new Map<string, Entry>();
  // Answers being computed: a burst of requests for one missing answer (after an invalidation, at start) waits for
  // one computation instead of running one each.
  const pending = new Map<string, { entry: Promise<Entry>; tags: CacheTag[] }>();
  // Bumped by every invalidation: an answer computed while one happened may predate the write, so it is not kept.
  let generation = 0;

  const drop = (tags: CacheTag[]) => {
    generation++;
    byUrl.clear();
    const isHit = (entry: { tags: CacheTag[] }) => entry.tags.some((tag) => tags.includes(tag));
    for (const [key, entry] of entries) if (isHit(entry)) entries.delete(key);
    // A computation begun before the write may read what it changed: later requests start their own.
    for (const [key, computing] of pending) if (isHit(computing)) pending.delete(key);
  };

  function reply304orBody(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
    // A page that follows its visitor's language already varies on it (web-app.ts): compression is one more.
    const varies = reply.getHeader('vary');
    reply
      .header('etag', entry.etag)
      .header('vary', varies ? `${String(varies)}, Accept-Encoding` : 'accept-encoding');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    if (entry.status) reply.status(entry.status);
    reply.type(entry.type);
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
     *
     * Only for public reads whose route has no check of its own (guard, rate limit): an answer is the same for every
     * caller, and a URL answered from memory once is next answered by `answerEarly`, before such checks would run.
     */
    respond(
      request: FastifyRequest,
      reply: FastifyReply,
      tags: CacheTag[],
      produce: () => Promise<unknown>,
      options: {
        ttlMs?: number;
        /** What identifies the answer when the route's own URL does not (a page served by the not-found handler). */
        key?: string;
        /** The answer is an HTML page (a string, or the page with its status), not the route's JSON. */
        isHtml?: boolean;
      } = {},
    ): void {
      const key =
        options.key ??
        `${request.method} ${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;
      const now = clock.now().getTime();
      const kept = entries.get(key);
      if (kept && kept.expiresAt > now) {
        // A route's JSON depends on its URL alone (nothing set on the reply before this call), so the next ask of
        // this exact URL can be answered before validation; a page's reply carries headers of its own route.
        if (request.method === 'GET' && !options.key && !options.isHtml) {
          if (byUrl.size >= MAX_ENTRIES) byUrl.delete(byUrl.keys().next().value as string);
          byUrl.set(request.url, kept);
        }
        reply304orBody(request, reply, kept);
        return;
      }
      let computing = pending.get(key);
      if (!computing) {
        const startedAt = generation;
        const entry = produce().then((value) => {
          const page = options.isHtml ? htmlOf(value) : undefined;
          const body = page ? page.html : String(reply.serialize(value));
          const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
          const type = options.isHtml ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
          const made: Entry = {
            body,
            type,
            etag,
            tags,
            expiresAt: now + (options.ttlMs ?? ttlMs),
            status: page?.status,
          };
          // An invalidation while this was computed may postdate what it read: answer it, but do not keep it.
          if (generation === startedAt) {
            if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
            entries.set(key, made);
          }
          return made;
        });
        const own = { entry, tags };
        computing = own;
        pending.set(key, own);
        const settle = () => {
          if (pending.get(key) === own) pending.delete(key);
        };
        entry.then(settle, settle);
      }
      computing.entry.then(
        (entry) => reply304orBody(request, reply, entry),
        (error: unknown) => reply.send(error),
      );
    },

    /**
     * An onRequest hook: a GET of a URL whose JSON answer is kept is answered at once, without the route's
     * validation and handler, which gave that answer for that same URL (a URL that fails validation is never kept).
     * The security headers, set by an earlier onRequest hook, and every onSend hook still apply.
     */
    answerEarly(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
      const entry = request.method === 'GET' ? byUrl.get(request.url) : undefined;
      if (entry && entry.expiresAt > clock.now().getTime()) reply304orBody(request, reply, entry);
      else done();
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
