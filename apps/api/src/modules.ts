import { createDeletionModule } from './features/account-deletion/deletion.module.ts';
import { createAccountsModule } from './features/accounts/accounts.module.ts';
import { createAdminAccountsModule } from './features/admin-accounts/admin-accounts.module.ts';
import { loadPacks } from './features/admin-accounts/packs.ts';
import { createAuthModule } from './features/auth/auth.module.ts';
import { createContentModule } from './features/content/content.module.ts';
import { createGameModule } from './features/game/game.module.ts';
import { createMailModule } from './features/mail/mail.module.ts';
import { createShopModule } from './features/shop/shop.module.ts';
import { createSiteModule } from './features/site/site.module.ts';
import { createStatsModule } from './features/stats/stats.module.ts';
import { createTrackingModule } from './features/tracking/tracking.module.ts';
import { createTwitchModule } from './features/twitch/twitch.module.ts';
import type { FeatureModule } from './platform/module.ts';
import type { PaymentGateway } from './platform/payments.ts';
import type { Platform } from './platform/platform.ts';

/**
 * Assembles the feature modules in order, each with the named dependencies it declares: platform parts, its slice
 * of the configuration, and the public services of the modules before it.
 */
export function createModules(platform: Platform, options: { gateway?: PaymentGateway } = {}) {
  const { config } = platform;
  // The game back end first: accounts are made in the game before the site (GAME_BACKEND=tera-api).
  const game = createGameModule({ platform, config });
  const site = createSiteModule({
    config,
    database: platform.database,
    game: game.service,
    clock: platform.clock,
  });
  const accounts = createAccountsModule({ ...platform, game: game.service });
  const auth = createAuthModule({ platform, limits: config, accounts: accounts.service, game: game.service });
  const adminAccounts = createAdminAccountsModule({
    platform,
    accounts: accounts.service,
    twoFactor: auth.service.twoFactor,
    game: game.service,
    packs: loadPacks(config.PACKS_FILE),
    clubBenefitId: config.TERA_CLUB_BENEFIT_ID,
  });
  const deletion = createDeletionModule({
    platform,
    accounts: accounts.service,
    game: game.service,
    auth: auth.service,
  });
  const mail = createMailModule({ platform });
  const content = createContentModule({ platform, config });
  const shop = createShopModule({
    platform,
    config,
    accounts: accounts.service,
    bans: adminAccounts.service.systemBans,
    game: game.service,
    benefitNames: adminAccounts.service.playerBenefitNames,
    gateway: options.gateway,
  });
  const tracking = createTrackingModule({ platform });
  const twitch = createTwitchModule({ platform });
  const stats = createStatsModule({ platform, config, game: game.service });
  const ordered: FeatureModule[] = [
    game,
    site,
    accounts,
    auth,
    adminAccounts,
    deletion,
    mail,
    content,
    shop,
    tracking,
    twitch,
    stats,
  ];
  return {
    ordered,
    site: site.service,
    accounts: accounts.service,
    auth: auth.service,
    content: content.service,
    shop: shop.service,
    twitch: twitch.service,
    game: game.service,
    mail: mail.service,
    stats: stats.service,
  };
}

export type Modules = ReturnType<typeof createModules>;

/** Runs every module's demo seeds into tables that are still empty; returns a line per seed that added some. */
export async function seedDemo(modules: Pick<Modules, 'ordered'>): Promise<string[]> {
  const added: string[] = [];
  for (const seed of modules.ordered.flatMap((module) => module.seeds ?? [])) {
    const line = await seed();
    if (line) added.push(line);
  }
  return added;
}
