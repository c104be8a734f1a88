import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createAccountChanges } from './account-cache.ts';
import { createAuthGuards } from './auth.ts';
import { createBackgroundTasks } from './background.ts';
import { createLocalCacheBus, createPostgresCacheBus } from './cache-bus.ts';
import { type Clock, systemClock } from './clock.ts';
import { createDeliveries } from './deliveries.ts';
import { createEntitlements } from './entitlements.ts';
import { createJobLeader } from './jobs.ts';
import { createMailer, type Mailer } from './mail.ts';
import { createMailOutbox } from './mail-outbox.ts';
import { createMediaStore } from './media.ts';
import type { PaymentGateway } from './payments.ts';
import { createPublicCache } from './public-cache.ts';
import { createRedis } from './rate-limit.ts';
import { createSessionStore } from './sessions.ts';

// How long a session found valid is trusted without a query, at most; every revocation ends that at once.
const SESSION_CACHE_TTL_MS = 30_000;

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

/** The corridors every feature module may use, built once: clock, mail, sessions, guards, media, entitlements. */
export function createPlatform(deps: AppDeps, log: FastifyBaseLogger) {
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
  const sessions = createSessionStore({
    db,
    clock,
    ttlDays: config.SESSION_TTL_DAYS,
    idleHours: config.SESSION_IDLE_HOURS,
    adminIdleHours: config.ADMIN_SESSION_IDLE_HOURS,
    // Only the embedded database, which one process holds and which runs one statement at a time (sessions.ts).
    cacheTtlMs: database.kind === 'pglite' ? SESSION_CACHE_TTL_MS : undefined,
  });
  // A change of an account's row (its name, email, privilege, permissions, or its deletion) made anywhere, even by
  // hand in SQL, is heard by the sessions kept in memory too, on top of the calls the site's own writes make.
  const accountChanges = createAccountChanges(database);
  accountChanges.onChange((changed) => {
    if (changed === 'all') sessions.forgetAll();
    else for (const accountDBID of changed) sessions.forget(accountDBID);
  });
  const deliveries = createDeliveries({ db, clock });
  const background = createBackgroundTasks(log);
  const publicCache = createPublicCache({
    clock,
    bus: config.DATABASE_URL
      ? createPostgresCacheBus({ url: config.DATABASE_URL, log })
      : createLocalCacheBus(),
  });
  return {
    config,
    database,
    db,
    clock,
    log,
    mailer,
    // Every mail goes through it: written first, then sent in the background and retried while the transport fails.
    mailOutbox: createMailOutbox({ db, clock, log, mailer, background }),
    site: { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL },
    background,
    sessions,
    guards: createAuthGuards(sessions, { adminTwoFactor: config.ADMIN_TWO_FACTOR }),
    redis: createRedis(config.REDIS_URL),
    // Several instances on one PostgreSQL: the one holding this lock runs the background jobs (jobs.ts). Closed by the
    // app after the jobs stop. PGlite is one process: no leader to pick.
    jobLeader: config.DATABASE_URL
      ? createJobLeader({ url: config.DATABASE_URL, log, name: `agaia-jobs ${os.hostname()}:${process.pid}` })
      : undefined,
    media: createMediaStore({ db, clock }),
    deliveries,
    publicCache,
    // What the embedded database says about changed accounts (caches of what a player reads about their account).
    accountChanges,
    entitlements: createEntitlements({
      db,
      clock,
      deliveries,
      game: { backend: config.GAME_BACKEND, clubBenefitId: config.TERA_CLUB_BENEFIT_ID },
    }),
  };
}

export type Platform = ReturnType<typeof createPlatform>;
