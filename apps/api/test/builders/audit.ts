import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../../src/db/schema/index.ts';

/** The audit entries about an account, optionally of one action, oldest first. */
export function auditEntriesOf(app: FastifyInstance, accountDBID: number, action?: string) {
  return app.platform.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetAccountDBID, accountDBID),
        action === undefined ? undefined : eq(auditLog.action, action),
      ),
    )
    .orderBy(auditLog.id);
}
