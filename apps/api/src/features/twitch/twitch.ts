import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Entitlements } from '../../platform/entitlements.ts';
import type { JobLeader } from '../../platform/jobs.ts';
import type { MediaStore } from '../../platform/media.ts';
import { createTwitchAdminService } from './twitch.admin.service.ts';
import { createTwitchClient } from './twitch.client.ts';
import { createTwitchAccrual } from './twitch-accrual.ts';
import { createTwitchLinkService } from './twitch-link.service.ts';
import { linkCookieFor } from './twitch-link-cookie.ts';
import { createTwitchRewardsService } from './twitch-rewards.service.ts';

const TWITCH_API_BASE = 'https://api.twitch.tv';
const TWITCH_AUTH_BASE = 'https://id.twitch.tv';

/** Wires the Twitch feature: linking, the accrual job (only when Twitch is configured), rewards and their admin. */
export function createTwitchFeature(deps: {
  config: Config;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  entitlements: Entitlements;
  mediaStore: MediaStore;
  jobLeader?: JobLeader;
}) {
  const { config, database, clock, log } = deps;
  const db = database.db;
  const client = config.twitch
    ? createTwitchClient({
        ...config.twitch,
        apiBase: config.TWITCH_API_BASE ?? TWITCH_API_BASE,
        authBase: config.TWITCH_AUTH_BASE ?? TWITCH_AUTH_BASE,
        now: () => clock.now(),
      })
    : undefined;
  const accrual =
    client && config.twitch
      ? createTwitchAccrual({
          db,
          clock,
          log,
          client,
          gameId: config.twitch.gameId,
          titleMarker: config.TWITCH_TITLE_MARKER,
          pollSeconds: config.TWITCH_POLL_SECONDS,
          useAdvisoryLock: database.kind === 'postgres',
          leader: deps.jobLeader,
        })
      : undefined;
  return {
    client,
    accrual,
    link: createTwitchLinkService({
      db,
      clock,
      log,
      client,
      redirectUri: `${config.PUBLIC_URL}/api/auth/twitch/callback`,
    }),
    /** The cookie that binds a started link to its browser. */
    linkCookie: linkCookieFor(config.PUBLIC_URL),
    rewards: createTwitchRewardsService({ db, clock, entitlements: deps.entitlements }),
    admin: createTwitchAdminService({
      db,
      clock,
      mediaStore: deps.mediaStore,
      entitlements: deps.entitlements,
    }),
  };
}

export type TwitchFeature = ReturnType<typeof createTwitchFeature>;
