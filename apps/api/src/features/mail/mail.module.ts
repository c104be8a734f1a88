import type { FastifyPluginAsync } from 'fastify';
import { createIntervalJob, runExclusive } from '../../platform/jobs.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { mailAdminRoutes } from './mail.admin.routes.ts';
import { createMailAdminService } from './mail.admin.service.ts';

// Any constants work; they only have to be the same in every instance of this site (and differ from the others').
const RETRY_LOCK_KEY = 7_310_402_027;
const CLEANUP_LOCK_KEY = 7_310_402_028;
/** The retry job looks for due mails this often: well under the first backoff (1 minute). */
const RETRY_INTERVAL_MS = 20_000;
const CLEANUP_INTERVAL_MS = 3_600_000;

/**
 * The mail outbox's jobs and the staff's view of it. Sending itself is the platform's (platform/mail-outbox.ts): every
 * feature queues its mails there. Here: the retry job (due mails, one instance at a time), the cleanup job (bodies of
 * mails that failed over 7 days ago; mails sent or given up over 90 days ago) and the admin list with resend (Account Management).
 */
export function createMailModule(deps: {
  platform: Pick<Platform, 'db' | 'database' | 'clock' | 'log' | 'guards' | 'mailOutbox' | 'jobLeader'>;
}) {
  const { db, database, clock, log, guards, mailOutbox, jobLeader } = deps.platform;
  const lock = { db, useAdvisoryLock: database.kind === 'postgres', leader: jobLeader };
  const mailAdmin = createMailAdminService({ db, clock, mailOutbox });
  const service = {
    /** Sends the due mails unless another instance is at it (then undefined); the retry job's tick. */
    retryDue: () => runExclusive(lock, RETRY_LOCK_KEY, () => mailOutbox.sendDue()),
    /** Wipes the bodies of mails that failed over 7 days ago and deletes mails finished over 90 days ago; the cleanup job's tick. */
    cleanUp: () =>
      runExclusive(lock, CLEANUP_LOCK_KEY, async () => ({
        wiped: await mailOutbox.wipeStaleBodies(),
        deleted: await mailOutbox.deleteOld(),
      })),
  };
  const jobs = [
    createIntervalJob({ name: 'mail outbox', intervalMs: RETRY_INTERVAL_MS, log, tick: service.retryDue }),
    createIntervalJob({ name: 'mail cleanup', intervalMs: CLEANUP_INTERVAL_MS, log, tick: service.cleanUp }),
  ];
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(mailAdminRoutes, { mailAdmin, guards });
  };
  return { name: 'mail', routes, service, jobs } satisfies FeatureModule;
}
