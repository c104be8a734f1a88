import { bigint, bigserial, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every admin write: who, what, to whom, which fields (never a password), when and from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorAccountDBID: bigint('actor_account_dbid', { mode: 'number' }),
    actorName: varchar('actor_name', { length: 64 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    targetAccountDBID: bigint('target_account_dbid', { mode: 'number' }),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetAccountDBID, t.createdAt),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
