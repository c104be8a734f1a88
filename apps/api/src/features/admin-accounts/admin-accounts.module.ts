import { LANGUAGE_CODES, type LanguageCode } from '@agaia/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { AccountsModule } from '../accounts/accounts.module.ts';
import type { TwoFactorService } from '../auth/auth.module.ts';
import type { GameBackendService } from '../game/game.module.ts';
import { createAdminActionsService } from './actions.service.ts';
import { adminAuditRoutes } from './audit.routes.ts';
import { createAuditService } from './audit.service.ts';
import { createAuditSearchService } from './audit-search.service.ts';
import { adminBenefitsRoutes } from './benefits.routes.ts';
import { createAdminBenefitsService } from './benefits.service.ts';
import { benefitNamesOf, type PackCatalog } from './packs.ts';
import { createTwoFactorResetService } from './two-factor-reset.service.ts';
import { createAdminBansService } from './user-bans.service.ts';
import { adminUsersRoutes } from './users.routes.ts';
import { createAdminUsersService } from './users.service.ts';

/** Account administration: users (prime 2), benefits (3), bans and packs (5), and the audit log, under the hierarchy. */
export function createAdminAccountsModule(deps: {
  platform: Pick<Platform, 'db' | 'clock' | 'sessions' | 'guards' | 'mailOutbox' | 'site' | 'entitlements'>;
  accounts: Pick<AccountsModule, 'tokens'>;
  /** The auth module's two-factor authentication: staff turn it off for a player who lost the phone. */
  twoFactor: Pick<TwoFactorService, 'removeFor' | 'dropPending'>;
  game: Pick<GameBackendService, 'setPassword' | 'kind' | 'balance'>;
  packs: PackCatalog;
  /** The game benefit the site's Agaia Club days become (TERA_CLUB_BENEFIT_ID). */
  clubBenefitId: number;
}) {
  const { platform } = deps;
  // The panel's names in each language, made once: the bundled packs' labels are translated.
  const namesByLanguage = new Map(
    LANGUAGE_CODES.map((language) => [
      language,
      benefitNamesOf(deps.packs, deps.clubBenefitId, { packLabels: true, language }),
    ]),
  );
  const adminBans = createAdminBansService(platform);
  const routeDeps = {
    adminUsers: createAdminUsersService({
      ...platform,
      tokens: deps.accounts.tokens,
      game: deps.game,
      twoFactor: deps.twoFactor,
    }),
    adminBans,
    twoFactorReset: createTwoFactorResetService({ ...platform, twoFactor: deps.twoFactor }),
    adminBenefits: createAdminBenefitsService(platform),
    adminActions: createAdminActionsService({ ...platform, packs: deps.packs }),
    audit: createAuditService(platform),
    guards: platform.guards,
    gameBackend: deps.game.kind,
    benefitNames: (language: LanguageCode) => namesByLanguage.get(language) ?? [],
  };
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(adminUsersRoutes, routeDeps);
    await app.register(adminBenefitsRoutes, routeDeps);
    await app.register(adminAuditRoutes, {
      auditSearch: createAuditSearchService(platform),
      guards: platform.guards,
    });
  };
  return {
    name: 'admin-accounts',
    routes,
    service: {
      /** The benefits' own names (the club's and those the packs name), for what players are shown. */
      playerBenefitNames: benefitNamesOf(deps.packs, deps.clubBenefitId, { packLabels: false }),
      /** Bans made by the system (a disputed payment under DISPUTE_POLICY=ban), as the staff's reach the game. */
      systemBans: { ban: adminBans.banBySystem, forget: adminBans.forget },
    },
  };
}

export type AdminAccountsService = ReturnType<typeof createAdminAccountsModule>['service'];
