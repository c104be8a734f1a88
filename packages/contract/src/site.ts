import { z } from 'zod';
import { MAX_SAFE_INT } from './bounds.ts';

/** GET /api/site: what the web app needs to know at run time. */
export const SiteInfo = z.object({
  siteName: z.string(),
  chatInviteUrl: z.string(),
  launcherUrl: z.string(),
  paymentsEnabled: z.boolean(),
  /** The shop's currency (STRIPE_CURRENCY, ISO 4217 in lower case): prices are integer cents of it. */
  currency: z.string().regex(/^[a-z]{3}$/),
  twitchEnabled: z.boolean(),
  /** The provider named on the terms and privacy pages (LEGAL_ENTITY, LEGAL_ADDRESS, LEGAL_EMAIL). */
  legalEntity: z.string(),
  legalAddress: z.string(),
  legalEmail: z.string(),
});
export type SiteInfo = z.infer<typeof SiteInfo>;

/** GET /api/health. */
export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptimeSeconds: z.number().min(0).max(MAX_SAFE_INT),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
