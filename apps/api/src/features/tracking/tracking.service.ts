import { createHmac, randomBytes } from 'node:crypto';
import type { ReferralRecord } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referralHits, siteSettings } from '../../db/schema/index.ts';
import { TrackingText } from '../../i18n/en/tracking.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest } from '../../platform/errors.ts';

const SALT_KEY = 'tracking_salt';
const DAY_MS = 86_400_000;

/** Anonymous referral hits: stored with a salted hash of the address, so visits can be counted but not traced. */
export function createTrackingService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  let salt: Promise<string> | undefined;

  async function loadSalt(): Promise<string> {
    await db
      .insert(siteSettings)
      .values({ key: SALT_KEY, value: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SALT_KEY));
    if (!row) throw new Error('tracking salt missing');
    return row.value;
  }

  return {
    async record(hit: ReferralRecord, meta: { ip: string; userAgent?: string }): Promise<{ ok: true }> {
      const occurredAt = new Date(hit.timestamp);
      const now = clock.now().getTime();
      // A sane timestamp: parseable, not from the future (beyond clock skew), not older than a day.
      if (
        Number.isNaN(occurredAt.getTime()) ||
        occurredAt.getTime() > now + 5 * 60_000 ||
        occurredAt.getTime() < now - DAY_MS
      ) {
        badRequest(TrackingText.timestampNotRecent, { timestamp: [TrackingText.timestampNotRecent] });
      }
      salt ??= loadSalt();
      const ipHash = createHmac('sha256', await salt)
        .update(meta.ip)
        .digest('hex');
      await db.insert(referralHits).values({
        viewerId: hit.viewerId,
        landingUrl: hit.landingUrl,
        occurredAt,
        source: hit.source ?? null,
        medium: hit.medium ?? null,
        campaign: hit.campaign ?? null,
        content: hit.content ?? null,
        term: hit.term ?? null,
        ipHash,
        userAgent: meta.userAgent?.slice(0, 256) ?? null,
        createdAt: clock.now(),
      });
      return { ok: true };
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
