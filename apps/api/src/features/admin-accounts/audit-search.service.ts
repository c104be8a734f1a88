import {
  AUDIT_EXPORT_LIMIT,
  type AuditSearchEntry,
  type AuditSearchFilters,
  type PageSize,
} from '@agaia/contract';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, auditLog } from '../../db/schema/index.ts';
import { containsPattern, pageWindow, searchAsId } from '../../platform/list-query.ts';
import { toAuditEntry } from './audit.service.ts';
import { toCsv } from './csv.ts';

/** The SQL condition of the filters: actor name, target id or name, action prefix, and the time range. */
function whereOf(filters: AuditSearchFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.actor) conditions.push(ilike(auditLog.actorName, containsPattern(filters.actor)));
  if (filters.target) {
    const id = searchAsId(filters.target);
    conditions.push(
      or(
        id === undefined ? undefined : eq(auditLog.targetAccountDBID, id),
        ilike(accounts.userName, containsPattern(filters.target)),
      ),
    );
  }
  if (filters.action) {
    const prefix = `${filters.action.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(ilike(auditLog.action, prefix));
  }
  if (filters.from) conditions.push(gte(auditLog.createdAt, new Date(filters.from)));
  if (filters.to) conditions.push(lte(auditLog.createdAt, new Date(filters.to)));
  return and(...conditions);
}

/** One change as text: 'field: before → after' for an edit, 'field: value' for anything else. */
function changeText(field: string, change: unknown): string {
  const show = (value: unknown) =>
    value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  if (typeof change === 'object' && change !== null && 'from' in change && 'to' in change)
    return `${field}: ${show(change.from)} → ${show(change.to)}`;
  return `${field}: ${show(change)}`;
}

/** Searching and exporting the audit log (Account Management, prime 2). */
export function createAuditSearchService(deps: { db: Db }) {
  const rows = (filters: AuditSearchFilters, limit: number, offset: number) =>
    deps.db
      .select({ entry: auditLog, targetName: accounts.userName })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.accountDBID, auditLog.targetAccountDBID))
      .where(whereOf(filters))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset);
  const toEntry = (row: Awaited<ReturnType<typeof rows>>[number]): AuditSearchEntry => ({
    ...toAuditEntry(row.entry),
    targetName: row.targetName,
  });

  return {
    /** One page of the entries matching the filters, newest first, each with its target's name. */
    async search(query: AuditSearchFilters & { page: number; pageSize: PageSize }) {
      const { limit, offset } = pageWindow(query.page, query.pageSize);
      const [page, [total]] = await Promise.all([
        rows(query, limit, offset),
        deps.db
          .select({ value: count() })
          .from(auditLog)
          .leftJoin(accounts, eq(accounts.accountDBID, auditLog.targetAccountDBID))
          .where(whereOf(query)),
      ]);
      return { entries: page.map(toEntry), total: total?.value ?? 0 };
    },

    /** The newest AUDIT_EXPORT_LIMIT entries matching the filters as CSV, safe to open in a spreadsheet. */
    async exportCsv(filters: AuditSearchFilters): Promise<string> {
      const found = (await rows(filters, AUDIT_EXPORT_LIMIT, 0)).map(toEntry);
      const header = ['When (UTC)', 'Actor', 'Actor ID', 'Action', 'Target', 'Target ID', 'Changes', 'IP'];
      return toCsv([
        header,
        ...found.map((entry) => [
          entry.createdAt,
          entry.actorName,
          entry.actorAccountDBID,
          entry.action,
          entry.targetName,
          entry.targetAccountDBID,
          Object.entries(entry.changes)
            .map(([field, change]) => changeText(field, change))
            .join('\n'),
          entry.ip,
        ]),
      ]);
    },
  };
}

export type AuditSearchService = ReturnType<typeof createAuditSearchService>;
