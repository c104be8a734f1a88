import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loginChallenges, webauthnChallenges } from '../../db/schema/index.ts';
import { createIntervalJob, runExclusive } from '../../platform/jobs.ts';
import type { Platform } from '../../platform/platform.ts';

// Any constant; the same in every instance of this site and none other's (platform/jobs.ts, db/client.ts, mail).
const CLEANUP_LOCK_KEY = 7_310_402_029;
const CLEANUP_INTERVAL_MS = 3_600_000;

/**
 * The hourly sweep of what logins leave behind: sessions past their end (idle or lifetime), second steps and passkey
 * ceremonies past theirs. None of them is usable once expired; deleting them keeps the tables (and backups) small.
 */
export function createAuthCleanup(
  platform: Pick<Platform, 'db' | 'database' | 'clock' | 'sessions' | 'jobLeader'> & {
    log: FastifyBaseLogger;
  },
) {
  const { db, database, clock, sessions, jobLeader } = platform;
  const lock = { db, useAdvisoryLock: database.kind === 'postgres', leader: jobLeader };
  const cleanUp = () =>
    runExclusive(lock, CLEANUP_LOCK_KEY, async () => {
      const now = clock.now();
      const expiredSessions = await sessions.purgeExpired();
      const challenges = await db
        .delete(loginChallenges)
        .where(lt(loginChallenges.expiresAt, now))
        .returning({ id: loginChallenges.id });
      const ceremonies = await db
        .delete(webauthnChallenges)
        .where(lt(webauthnChallenges.expiresAt, now))
        .returning({ id: webauthnChallenges.id });
      return { sessions: expiredSessions, challenges: challenges.length, ceremonies: ceremonies.length };
    });
  const job = createIntervalJob({
    name: 'expired sessions',
    intervalMs: CLEANUP_INTERVAL_MS,
    log: platform.log,
    tick: cleanUp,
  });
  return { cleanUp, job };
}
