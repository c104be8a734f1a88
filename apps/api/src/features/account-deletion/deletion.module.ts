import type { FastifyPluginAsync } from 'fastify';
import type { FeatureModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountsModule } from '../accounts/accounts.module.ts';
import type { AuthModule } from '../auth/auth.module.ts';
import type { GameBackendService } from '../game/game.module.ts';
import { deletionRoutes } from './deletion.routes.ts';
import { createDeletionService } from './deletion.service.ts';

/** Account deletion on request: the player's request and the staff's confirmation (Account Management). */
export function createDeletionModule(deps: {
  platform: Pick<Platform, 'db' | 'clock' | 'sessions' | 'guards' | 'mailOutbox' | 'site'>;
  accounts: Pick<AccountsModule, 'tokens'>;
  game: Pick<GameBackendService, 'setPassword'>;
  auth: Pick<AuthModule, 'removeWaysIn'>;
}) {
  const { platform } = deps;
  const deletion = createDeletionService({
    ...platform,
    tokens: deps.accounts.tokens,
    game: deps.game,
    auth: deps.auth,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(deletionRoutes, { deletion, guards: platform.guards });
  };
  return { name: 'account-deletion', routes, service: {} } satisfies FeatureModule;
}
