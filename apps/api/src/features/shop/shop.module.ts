import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { FeatureModule } from '../../platform/module.ts';
import { createStripeGateway, type PaymentGateway } from '../../platform/payments.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountsModule } from '../accounts/accounts.module.ts';
import type { AdminAccountsService } from '../admin-accounts/admin-accounts.module.ts';
import type { GameModule } from '../game/game.module.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createFulfilmentService } from './fulfilment.service.ts';
import { createOrdersService } from './orders.service.ts';
import { createProductsService } from './products.service.ts';
import { shopAdminRoutes } from './shop.admin.routes.ts';
import { shopRoutes } from './shop.routes.ts';
import { seedProducts } from './shop.seed.ts';

/** The donation shop: products, Stripe Checkout and its webhook, orders, and the admin Shop section (prime 37). */
export function createShopModule(deps: {
  platform: Pick<Platform, 'db' | 'clock' | 'log' | 'guards' | 'entitlements' | 'media' | 'publicCache'>;
  config: Pick<Config, 'PUBLIC_URL' | 'STRIPE_CURRENCY' | 'STRIPE_API_BASE' | 'payments' | 'DISPUTE_POLICY'>;
  accounts: Pick<AccountsModule, 'activeBan'>;
  /** Bans a disputed payment's account under DISPUTE_POLICY=ban (admin-accounts' bans, which reach the game). */
  bans: AdminAccountsService['systemBans'];
  game: Pick<GameModule, 'deliveries'>;
  /** The benefits' names (the pack configuration's), shown to a buyer beside the benefit ids an order grants. */
  benefitNames?: readonly { benefitId: number; name: string }[];
  /** A payment gateway to use instead of Stripe's (tests). */
  gateway?: PaymentGateway;
}) {
  const { platform, config } = deps;
  const gateway =
    deps.gateway ??
    (config.payments
      ? createStripeGateway({ ...config.payments, apiBase: config.STRIPE_API_BASE })
      : undefined);
  const productsService = createProductsService(platform);
  const routeDeps = {
    productsService,
    checkout: createCheckoutService({
      ...platform,
      config,
      gateway,
      products: productsService,
      bans: deps.accounts,
    }),
    fulfilment: createFulfilmentService({ ...platform, gateway, config, bans: deps.bans }),
    orders: createOrdersService({
      db: platform.db,
      entitlements: platform.entitlements,
      benefitNames: deps.benefitNames,
    }),
    deliveries: deps.game.deliveries,
    gateway,
    guards: platform.guards,
    publicCache: platform.publicCache,
    currency: config.STRIPE_CURRENCY,
  };
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(shopRoutes, routeDeps);
    await app.register(shopAdminRoutes, routeDeps);
  };
  return {
    name: 'shop',
    routes,
    service: { gateway },
    seeds: [() => seedProducts(platform)],
  } satisfies FeatureModule;
}
