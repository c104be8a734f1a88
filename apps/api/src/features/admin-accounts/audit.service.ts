import type { AuditEntry } from '@agaia/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AuditRow, auditLog } from '../../db/schema/index.ts';
import { pageWindow } from '../../platform/list-query.ts';

/** An audit row as the wire shows it. */
export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actorAccountDBID: row.actorAccountDBID,
  actorName: row.actorName,
  action: row.action,
  targetAccountDBID: row.targetAccountDBID,
  changes: row.changes,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
});

/** Reading the audit log (any admin). */
export function createAuditService(deps: { db: Db }) {
  return {
    /** Newest first, optionally only the entries about one account. */
    async list(query: { targetAccountDBID?: number; page: number; pageSize: '10' | '50' | '100' | 'all' }) {
      const where = query.targetAccountDBID
        ? eq(auditLog.targetAccountDBID, query.targetAccountDBID)
        : undefined;
      const { limit, offset } = pageWindow(query.page, query.pageSize);
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        deps.db.select({ value: count() }).from(auditLog).where(where),
      ]);
      return { entries: rows.map(toAuditEntry), total: total?.value ?? 0 };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
