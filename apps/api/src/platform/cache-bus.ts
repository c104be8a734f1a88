import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { CacheBus, CacheTag } from './public-cache.ts';

const CHANNEL = 'agaia_public_cache';
const TAGS: readonly CacheTag[] = ['news', 'patchnotes', 'products', 'game-status'];

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
      deps.log.warn({ err: error }, 'cache bus lost its connection: reconnecting');
      listener = undefined;
      void client.end().catch(() => {});
      if (!closed)
        setTimeout(() => {
          onTags([...TAGS]);
          void listen(onTags).catch(() => {});
        }, 1_000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
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
