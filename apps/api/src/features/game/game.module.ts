import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { accounts } from '../../db/schema/index.ts';
import type { FeatureModule, Job } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { createAdminDeliveriesService } from './deliveries.admin.service.ts';
import { gameAdminRoutes } from './game.admin.routes.ts';
import { createGameBackend, type GameBackendService } from './game.backend.ts';
import { gamePlayerRoutes } from './game.player.routes.ts';
import { gameRoutes } from './game.routes.ts';
import { createOutboxWorker, type OutboxWorker } from './tera/outbox-worker.ts';

export type {
  CharacterCount,
  GameAccountRecord,
  GameBackendService,
} from './game.backend.ts';

/**
 * The game back end (GAME_BACKEND). With `none` a custom connector drains the deliveries outbox over the pull API
 * (`Authorization: Bearer GAME_API_KEY`). With `tera-api` the site and the game are one: accounts are made in the
 * game first, passwords and bans reach it, and a worker pushes every grant through tera-api's Gateway (ADR 011).
 */
export function createGameModule(deps: {
  platform: Pick<Platform, 'deliveries' | 'db' | 'clock' | 'log' | 'guards' | 'publicCache' | 'jobLeader'>;
  config: Pick<Config, 'GAME_API_KEY' | 'tera'>;
  /** Tests hand in a back end of their own. */
  backend?: GameBackendService;
}) {
  const { platform } = deps;
  const backend =
    deps.backend ?? createGameBackend({ config: deps.config.tera, log: platform.log, clock: platform.clock });
  const worker: OutboxWorker | undefined = backend.tera
    ? createOutboxWorker({
        db: platform.db,
        clock: platform.clock,
        log: platform.log,
        gateway: backend.tera.gateway,
        tera: backend.tera.db,
        timeoutMs: backend.tera.config.timeoutMs,
        serverIds: async () => (await backend.servers())?.map((s) => s.serverId) ?? [],
        leader: platform.jobLeader,
      })
    : undefined;
  const jobs: Job[] = worker ? [worker] : [];
  const wake = () => worker?.wake();
  const deliveriesAdmin = createAdminDeliveriesService({ db: platform.db, clock: platform.clock, wake });
  const userNameOf = async (accountDBID: number) => {
    const [row] = await platform.db
      .select({ userName: accounts.userName })
      .from(accounts)
      .where(eq(accounts.accountDBID, accountDBID));
    return row?.userName;
  };

  const routes: FastifyPluginAsync = async (app) => {
    await app.register(gameRoutes, {
      deliveries: platform.deliveries,
      apiKey: deps.config.GAME_API_KEY,
    });
    await app.register(gamePlayerRoutes, {
      backend,
      guards: platform.guards,
      publicCache: platform.publicCache,
    });
    await app.register(gameAdminRoutes, { backend, deliveriesAdmin, guards: platform.guards, userNameOf });
    app.addHook('onClose', async () => {
      await worker?.stop();
      await backend.close();
    });
  };

  return {
    name: 'game',
    routes,
    jobs,
    service: {
      ...backend,
      /** Pushes queued deliveries soon (after an admin action or a payment), not at the next interval. */
      wake,
      deliveries: deliveriesAdmin,
      /** The worker, for tests and the process. */
      worker,
    },
  } satisfies FeatureModule;
}

export type GameModule = ReturnType<typeof createGameModule>['service'];
