import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAccountsService } from './features/accounts/accounts.service.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createAuthGuards } from './platform/auth.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { createSessionStore } from './platform/sessions.ts';

/** What the process hands to buildApp: configuration, an open database, and outside services. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
}

/** Wires every service once; routes receive this object and call into it. */
export function createServices(deps: AppDeps) {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock ?? systemClock;
  const sessions = createSessionStore({ db, clock, ttlDays: config.SESSION_TTL_DAYS });
  const guards = createAuthGuards(sessions);
  const accounts = createAccountsService({ db });
  const auth = createAuthService({ db, clock, sessions, accounts });
  return { config, database, db, clock, sessions, guards, accounts, auth };
}

export type Services = ReturnType<typeof createServices>;
