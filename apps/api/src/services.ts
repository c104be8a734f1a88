import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAccountsService } from './features/accounts/accounts.service.ts';
import { createAdminActionsService } from './features/admin-accounts/actions.service.ts';
import { createAuditService } from './features/admin-accounts/audit.service.ts';
import { createAdminBenefitsService } from './features/admin-accounts/benefits.service.ts';
import { loadPacks } from './features/admin-accounts/packs.ts';
import { createAdminBansService } from './features/admin-accounts/user-bans.service.ts';
import { createAdminUsersService } from './features/admin-accounts/users.service.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createEmailTokens } from './features/auth/email-tokens.ts';
import { createLoginThrottle } from './features/auth/login-throttle.ts';
import { createRecoveryService } from './features/auth/recovery.service.ts';
import { createBansService } from './features/bans/bans.service.ts';
import { createNewsService } from './features/content/news.service.ts';
import { createPatchNotesService } from './features/content/patch-notes.service.ts';
import { createCheckoutService } from './features/shop/checkout.service.ts';
import { createFulfilmentService } from './features/shop/fulfilment.service.ts';
import { createOrdersService } from './features/shop/orders.service.ts';
import { createProductsService } from './features/shop/products.service.ts';
import { createTrackingService } from './features/tracking/tracking.service.ts';
import { createTwitchFeature } from './features/twitch/twitch.ts';
import { createMemoryAttemptCounter, createRedisAttemptCounter } from './platform/attempt-counter.ts';
import { createAuthGuards } from './platform/auth.ts';
import { createBackgroundTasks } from './platform/background.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { createDeliveries } from './platform/deliveries.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { createMediaStore } from './platform/media.ts';
import { createStripeGateway, type PaymentGateway } from './platform/payments.ts';
import { createRedis } from './platform/rate-limit.ts';
import { createSessionStore } from './platform/sessions.ts';

/** The window of the per-account failed-login count (RATE_LIMIT_LOGIN_PER_ACCOUNT failures per 15 minutes). */
const LOGIN_WINDOW_MS = 15 * 60_000;

/** What the process hands to buildApp: configuration, an open database, and outside services. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  gateway?: PaymentGateway;
  /** Where the log goes (stdout when unset); tests capture it. */
  logStream?: DestinationStream;
}

/** Wires every service once; routes receive this object and call into it. */
export function createServices(deps: AppDeps, log: FastifyBaseLogger) {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock ?? systemClock;
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM ?? `${config.SITE_NAME} <no-reply@${new URL(config.PUBLIC_URL).hostname}>`,
      outboxDir: path.join(config.DATA_DIR, 'outbox'),
      log,
    });
  const site = { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL };
  const background = createBackgroundTasks(log);
  const sessions = createSessionStore({ db, clock, ttlDays: config.SESSION_TTL_DAYS });
  const guards = createAuthGuards(sessions);
  const accounts = createAccountsService({ db });
  const bans = createBansService({ db, clock });
  const tokens = createEmailTokens({ db, clock });
  const redis = createRedis(config.REDIS_URL);
  const loginThrottle = createLoginThrottle({
    counter: redis
      ? createRedisAttemptCounter({ redis, windowMs: LOGIN_WINDOW_MS, prefix: 'agaia-login-failures:' })
      : createMemoryAttemptCounter({ windowMs: LOGIN_WINDOW_MS, clock }),
    maxFailures: config.RATE_LIMIT_LOGIN_PER_ACCOUNT,
    log,
  });
  const authDeps = { db, clock, log, mailer, site, sessions, accounts, bans, tokens, loginThrottle };
  const auth = createAuthService(authDeps);
  const recovery = createRecoveryService({ ...authDeps, background });
  const adminUsers = createAdminUsersService({ db, clock, log, sessions, tokens, mailer, site });
  const adminBans = createAdminBansService({ db, clock, sessions });
  const adminBenefits = createAdminBenefitsService({ db, clock });
  const adminActions = createAdminActionsService({ db, clock, packs: loadPacks(config.PACKS_FILE) });
  const audit = createAuditService({ db });
  const newsService = createNewsService({ db, clock });
  const patchNotesService = createPatchNotesService({ db, clock });
  const mediaStore = createMediaStore({ db, clock });
  const gateway =
    deps.gateway ??
    (config.payments
      ? createStripeGateway({ ...config.payments, apiBase: config.STRIPE_API_BASE })
      : undefined);
  const deliveries = createDeliveries({ db, clock });
  const productsService = createProductsService({ db, clock });
  const checkout = createCheckoutService({
    db,
    clock,
    log,
    config,
    gateway,
    products: productsService,
    bans,
  });
  const fulfilment = createFulfilmentService({ db, clock, log, deliveries });
  const orders = createOrdersService({ db, clock });
  const tracking = createTrackingService({ db, clock });
  const twitch = createTwitchFeature({ config, database, clock, log, deliveries, mediaStore });
  return {
    ...{ config, database, db, clock, log, mailer, background, sessions, guards, redis },
    ...{ accounts, bans, auth, recovery, adminUsers, adminBans, adminBenefits, adminActions, audit },
    ...{ newsService, patchNotesService, mediaStore },
    ...{ gateway, deliveries, productsService, checkout, fulfilment, orders, tracking, twitch },
  };
}

export type Services = ReturnType<typeof createServices>;
