import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { CacheBus, CacheTag } from './public-cache.ts';

const CHANNEL = 'agaia_public_cache';
const TAGS: readonly CacheTag[] = ['news', 'patchnotes', 'products', 'game-status'];
// A lost LISTEN connection is tried again after 1 s, 2, 4, 8, then every 10 s while PostgreSQL stays away.
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 10_000;

/** One process (PGlite): the cache that invalidates is the only one. */
export function createLocalCacheBus(): CacheBus {
  return { publish: async () => {}, subscribe: async () => {}, close: async () => {} };
}

/**
 * Several instances on one PostgreSQL: an invalidation is a NOTIFY on a channel every instance LISTENs to, on a
 * connection of its own that reconnects after a drop (and then clears everything, since it may have missed some).
 */
export function createPostgresCacheBus(deps: { url: string; log: FastifyBaseLogger }): CacheBus {
  const publisher = new pg.Pool({ connectionString: deps.url, max: 1 });
  publisher.on('error', (error) => deps.log.warn({ err: error }, 'cache bus publisher error'));
  let listener: pg.Client | undefined;
  let closed = false;

  async function listen(onTags: (tags: CacheTag[]) => void): Promise<void> {
    const client = new pg.Client({ connectionString: deps.url });
    client.on('notification', (message) => {
      const tags = (message.payload ?? '')
        .split(',')
        .filter((tag): tag is CacheTag => TAGS.includes(tag as CacheTag));
      if (tags.length > 0) onTags(tags);
    });
    client.on('error', (error) => {
      // An attempt that fails before it listens is retried by its caller.
      if (listener !== client) return;
      deps.log.warn({ err: error }, 'cache bus lost its connection: reconnecting');
      listener = undefined;
      void client.end().catch(() => {});
      reconnect(onTags, FIRST_RETRY_MS);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (closed) return void (await client.end().catch(() => {}));
    listener = client;
  }

  // Until it listens again, as long as PostgreSQL takes to come back; only then is everything cleared, since an
  // answer cached before that moment may predate a write whose notification was missed.
  function reconnect(onTags: (tags: CacheTag[]) => void, delayMs: number): void {
    if (closed) return;
    setTimeout(() => {
      if (closed) return;
      listen(onTags).then(
        () => onTags([...TAGS]),
        () => reconnect(onTags, Math.min(delayMs * 2, LAST_RETRY_MS)),
      );
    }, delayMs).unref();
  }

  return {
    async publish(tags) {
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, tags.join(',')]);
    },
    subscribe: (onTags) => listen(onTags),
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await publisher.end();
    },
  };
}
