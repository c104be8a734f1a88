import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { createMemoryAttemptCounter, createRedisAttemptCounter } from '../../platform/attempt-counter.ts';
import { BODY_LIMITS } from '../../platform/input-guards.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountsModule } from '../accounts/accounts.module.ts';
import type { GameBackendService } from '../game/game.module.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createAuthCleanup } from './auth-cleanup.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createOwnSessionsService } from './own-sessions.service.ts';
import { passkeyRoutes } from './passkeys.routes.ts';
import { createPasskeyService } from './passkeys.service.ts';
import { createRecoveryService } from './recovery.service.ts';
import { sessionsRoutes } from './sessions.routes.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { createTwoFactorService } from './two-factor.service.ts';
import { userRoutes } from './user.routes.ts';
import { createWaysIn } from './ways-in.ts';

export type { TwoFactorService } from './two-factor.service.ts';

/** The window of the per-account failed-login count (RATE_LIMIT_LOGIN_PER_ACCOUNT failures per 15 minutes). */
const LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * Logging in and out (with the second factor when it is on), registering, every flow through a mailed link (reset,
 * confirmation, change of email), the player's own sessions, two-factor authentication and passkeys.
 */
export function createAuthModule(deps: {
  platform: Pick<
    Platform,
    | 'db'
    | 'database'
    | 'clock'
    | 'log'
    | 'mailOutbox'
    | 'site'
    | 'sessions'
    | 'guards'
    | 'background'
    | 'redis'
    | 'jobLeader'
  >;
  limits: Pick<
    Config,
    | 'RATE_LIMIT_LOGIN_PER_IP'
    | 'RATE_LIMIT_LOGIN_PER_ACCOUNT'
    | 'RATE_LIMIT_REGISTER_PER_IP'
    | 'RATE_LIMIT_MAIL_PER_IP'
    | 'RATE_LIMIT_MAIL_PER_ACCOUNT'
    | 'GAME_BACKEND'
    | 'ADMIN_TWO_FACTOR'
    | 'passkeyOrigins'
  >;
  accounts: AccountsModule;
  game: Pick<GameBackendService, 'setPassword' | 'checkCredentials'>;
}) {
  const { platform, limits, accounts } = deps;
  const { redis, clock } = platform;
  const loginThrottle = createLoginThrottle({
    counter: redis
      ? createRedisAttemptCounter({ redis, windowMs: LOGIN_WINDOW_MS, prefix: 'agaia-login-failures:' })
      : createMemoryAttemptCounter({ windowMs: LOGIN_WINDOW_MS, clock }),
    maxFailures: limits.RATE_LIMIT_LOGIN_PER_ACCOUNT,
    log: platform.log,
  });
  const twoFactor = createTwoFactorService({ ...platform, adminTwoFactor: limits.ADMIN_TWO_FACTOR });
  const passkeys = createPasskeyService({ ...platform, origins: limits.passkeyOrigins });
  const serviceDeps = { ...platform, accounts, loginThrottle, game: deps.game, twoFactor, passkeys };
  const auth = createAuthService(serviceDeps);
  const recovery = createRecoveryService(serviceDeps);
  const ownSessions = createOwnSessionsService(platform);
  const routeDeps = { auth, recovery, ownSessions, twoFactor, passkeys, guards: platform.guards, limits };
  const routes: FastifyPluginAsync = async (app) => {
    // Credentials, codes and mailed-link calls carry a few hundred bytes: a few KB is all they read.
    await app.register(async (credentials) => {
      credentials.addHook('onRoute', (route) => {
        route.bodyLimit ??= BODY_LIMITS.credentials;
      });
      await credentials.register(authRoutes, routeDeps);
      await credentials.register(userRoutes, routeDeps);
      await credentials.register(sessionsRoutes, routeDeps);
      await credentials.register(twoFactorRoutes, routeDeps);
    });
    // A passkey's attestation may carry certificates: the default limit.
    await app.register(passkeyRoutes, routeDeps);
  };
  const cleanup = createAuthCleanup(platform);
  return {
    name: 'auth',
    routes,
    service: {
      auth,
      recovery,
      twoFactor,
      cleanUp: cleanup.cleanUp,
      removeWaysIn: createWaysIn({ twoFactor }).removeWaysIn,
    },
    jobs: [cleanup.job],
  };
}

export type AuthModule = ReturnType<typeof createAuthModule>['service'];
