import { bigint, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Account benefits (docs/product.md §6.2), keyed like tera-api's account_benefits: one row per (account, benefit).
 */
export const accountBenefits = pgTable(
  'account_benefits',
  {
    accountDBID: bigint('account_dbid', { mode: 'number' })
      .notNull()
      .references(() => accounts.accountDBID, { onDelete: 'cascade' }),
    benefitId: integer('benefit_id').notNull(),
    availableUntil: timestamp('available_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountDBID, t.benefitId] }),
    index('account_benefits_benefit_id_idx').on(t.benefitId),
  ],
);

export type AccountBenefitRow = typeof accountBenefits.$inferSelect;
