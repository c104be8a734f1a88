import { z } from 'zod';
import { GameBackend } from './accounts.ts';
import { MAX_SAFE_INT } from './bounds.ts';

/** GET /api/site: what the web app needs to know at run time. */
export const SiteInfo = z.object({
  siteName: z.string(),
  chatInviteUrl: z.string(),
  launcherUrl: z.string(),
  /**
   * Whether launcherUrl leads to a file: false while a local /download/ path has no file in DATA_DIR/download yet
   * (the download buttons then say the launcher is not available yet); an http(s) URL counts as available.
   */
  launcherAvailable: z.boolean(),
  paymentsEnabled: z.boolean(),
  /** The shop's currency (STRIPE_CURRENCY, ISO 4217 in lower case): prices are integer cents of it. */
  currency: z.string().regex(/^[a-z]{3}$/),
  twitchEnabled: z.boolean(),
  /** The game back end (GAME_BACKEND): it sets the account rules the forms apply. */
  gameBackend: GameBackend,
  /** The provider named on the terms and privacy pages (LEGAL_ENTITY, LEGAL_ADDRESS, LEGAL_EMAIL). */
  legalEntity: z.string(),
  legalAddress: z.string(),
  legalEmail: z.string(),
});
export type SiteInfo = z.infer<typeof SiteInfo>;

const GameHealth = z.object({
  backend: GameBackend,
  gateway: z.enum(['ok', 'unreachable', 'none']),
  database: z.enum(['ok', 'unreachable', 'none']),
  /** What failed, in one line, when something did. */
  detail: z.string().max(500).optional(),
});

/** GET /api/health. */
export const HealthResponse = z.object({
  /** `degraded` while the game back end does not answer: the site still serves, so the instance stays in rotation. */
  status: z.enum(['ok', 'degraded']),
  database: z.literal('ok'),
  /** The game back end: `none`, or tera-api's state (its Gateway and its database) when GAME_BACKEND=tera-api. */
  game: GameHealth,
  uptimeSeconds: z.number().min(0).max(MAX_SAFE_INT),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * GET /api/health answered with HTTP 503: the database does not answer, so the instance cannot serve and leaves the
 * rotation. The one error shape (message, code DATABASE_UNAVAILABLE) with the health fields beside it.
 */
export const HealthDown = z.object({
  message: z.string(),
  code: z.literal('DATABASE_UNAVAILABLE'),
  status: z.literal('down'),
  database: z.literal('unreachable'),
  game: GameHealth,
  uptimeSeconds: z.number().min(0).max(MAX_SAFE_INT),
});
export type HealthDown = z.infer<typeof HealthDown>;
