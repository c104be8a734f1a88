import { GameStatus, UserGame } from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthGuards, accountOf } from '../../platform/auth.ts';
import type { PublicCache } from '../../platform/public-cache.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { GameBackendService } from './game.backend.ts';

/** The game as visitors and players see it: server status (public), and a player's characters and coins. */
export const gamePlayerRoutes: FastifyPluginAsyncZod<{
  backend: Pick<GameBackendService, 'kind' | 'servers' | 'characters' | 'balance'>;
  guards: AuthGuards;
  publicCache: PublicCache;
}> = async (app, { backend, guards, publicCache }) => {
  app.get('/game/status', { schema: { tags: ['game'], response: { 200: GameStatus } } }, (request, reply) => {
    // Browsers and proxies may keep it 30 s too; the back end asks the game at most that often.
    reply.header('Cache-Control', 'public, max-age=30');
    return publicCache.respond(
      request,
      reply,
      ['game-status'],
      async () => ({ backend: backend.kind, servers: (await backend.servers()) ?? null }),
      { ttlMs: 30_000 },
    );
  });

  app.get(
    '/user/game',
    {
      onRequest: guards.requireUser,
      schema: { tags: ['user'], security: bearer, response: { 200: UserGame, ...errorsFor(401) } },
    },
    async (request) => {
      if (backend.kind === 'none')
        return { backend: backend.kind, available: false, characters: [], coins: null };
      const { accountDBID } = accountOf(request);
      const [characters, coins] = await Promise.all([
        backend.characters(accountDBID),
        backend.balance(accountDBID),
      ]);
      return {
        backend: backend.kind,
        available: characters !== undefined && coins !== undefined,
        characters: characters ?? [],
        coins: coins ?? null,
      };
    },
  );
};
