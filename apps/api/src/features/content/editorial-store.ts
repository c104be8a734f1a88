import type { ContentStatus } from '@agaia/contract';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { type Actor, diff, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { CacheTag, PublicCache } from '../../platform/public-cache.ts';

/** A table of editorial content: the columns every kind shares (news, patch notes), beside its own. */
export type EditorialTable = PgTable & {
  id: AnyPgColumn;
  title: AnyPgColumn;
  body: AnyPgColumn;
  status: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  publishedAt: AnyPgColumn;
};

/** What an editor sends for every kind: the markdown body and whether it is live. */
export interface EditorialInput {
  body: string;
  status: ContentStatus;
}

/** The shared columns as a row holds them. */
type EditorialRow = {
  id: number;
  title: string;
  body: string;
  status: ContentStatus;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
};

// A kind's own row; the intersection restates the shared columns, which TypeScript cannot read off a generic table.
type RowOf<Table extends EditorialTable> = Table['$inferSelect'] & EditorialRow;

/** One kind of editorial content, as the store needs it; everything not listed here is shared. */
export interface EditorialKind<
  Table extends EditorialTable,
  Input extends EditorialInput,
  Summary,
  Admin,
  ListKey extends string,
> {
  table: Table;
  /** The key of the item array in list answers: `{ news: [...] }`, `{ patchNotes: [...], total }`. */
  listKey: ListKey;
  /** Public lists (published only), then the editor's list (everything). */
  order: { published: SQL[]; editor: SQL[] };
  /** The public item without its body, and the editor's full item. */
  toSummary(row: RowOf<Table>): Summary;
  toAdmin(row: RowOf<Table>): Admin;
  /** The columns an input writes, its optional fields settled; the audit diff of an update compares these. */
  columns(input: Input): Partial<RowOf<Table>>;
  messages: { notFound: string; deleted: string };
  /** Audit actions are `<prefix>.create`, `<prefix>.update` and `<prefix>.delete`. */
  auditPrefix: string;
  /** The field that names an item in its create and delete audit rows, beside its id. */
  auditLabel: keyof RowOf<Table> & string;
  /** The public cache's tag of this kind's public reads: every write drops them on every instance. */
  cacheTag: CacheTag;
}

/** `{ [key]: value }` typed by the literal key: TypeScript widens a computed key to `string`. */
const keyed = <Key extends string, Value>(key: Key, value: Value) => ({ [key]: value }) as Record<Key, Value>;

/**
 * The public reading side (published items only) and the editor of one kind: list with paging and total, get, create,
 * update and delete, each write audited. The first publication sets publishedAt; later saves keep it.
 */
export function createEditorialStore<
  Table extends EditorialTable,
  Input extends EditorialInput,
  Summary,
  Admin,
  ListKey extends string,
>(
  deps: { db: Db; clock: Clock; publicCache: Pick<PublicCache, 'invalidate'> },
  kind: EditorialKind<Table, Input, Summary, Admin, ListKey>,
) {
  const { db, clock } = deps;
  const { table, order, messages, auditPrefix, auditLabel } = kind;
  /** Runs a write, then drops this kind's cached public reads everywhere (once the write has committed). */
  const fresh = async <T>(write: () => Promise<T>): Promise<T> => {
    const result = await write();
    await deps.publicCache.invalidate(kind.cacheTag);
    return result;
  };
  type Row = RowOf<Table>;
  // Drizzle cannot resolve its row and value types over a generic table, so the queries below see the table as the
  // plain EditorialTable and their rows are read back as the kind's Row here. Sound: `table` is the kind's own table.
  const rows = (result: Record<string, unknown>[]) => result as Row[];
  const base: EditorialTable = table;
  const published = eq(base.status, 'published');
  const byId = (id: number) => eq(base.id, id);

  return {
    async listPublished(limit: number): Promise<Record<ListKey, Summary[]>> {
      const found = await db
        .select()
        .from(base)
        .where(published)
        .orderBy(...order.published)
        .limit(limit);
      return keyed(kind.listKey, rows(found).map(kind.toSummary));
    },

    async getPublished(id: number): Promise<Summary & { body: string }> {
      const [row] = rows(
        await db
          .select()
          .from(base)
          .where(and(byId(id), published)),
      );
      if (!row) return notFound(messages.notFound);
      return { ...kind.toSummary(row), body: row.body };
    },

    async listAll(page: number, limit: number): Promise<Record<ListKey, Admin[]> & { total: number }> {
      const [found, [total]] = await Promise.all([
        db
          .select()
          .from(base)
          .orderBy(...order.editor)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(base),
      ]);
      return { ...keyed(kind.listKey, rows(found).map(kind.toAdmin)), total: total?.value ?? 0 };
    },

    async get(id: number): Promise<Admin> {
      const [row] = rows(await db.select().from(base).where(byId(id)));
      return row ? kind.toAdmin(row) : notFound(messages.notFound);
    },

    /** Creates an item; publishing now sets publishedAt. */
    async create(actor: Actor, input: Input): Promise<Admin> {
      return fresh(async () =>
        db.transaction(async (tx) => {
          const now = clock.now();
          const [row] = rows(
            await tx
              .insert(base)
              .values({
                ...kind.columns(input),
                createdAt: now,
                updatedAt: now,
                publishedAt: input.status === 'published' ? now : null,
              })
              .returning(),
          );
          if (!row) throw new Error('insert returned no row');
          await recordAudit(tx, clock, {
            actor,
            action: `${auditPrefix}.create`,
            changes: { id: row.id, [auditLabel]: row[auditLabel], status: row.status },
          });
          return kind.toAdmin(row);
        }),
      );
    },

    /** Saves an item; the first publication sets publishedAt, later ones keep it. The body is audited as '(edited)'. */
    async update(actor: Actor, id: number, input: Input): Promise<Admin> {
      return fresh(async () =>
        db.transaction(async (tx) => {
          const [before] = rows(await tx.select().from(base).where(byId(id)).for('update'));
          if (!before) return notFound(messages.notFound);
          const now = clock.now();
          const next = kind.columns(input);
          const publishedAt = before.publishedAt ?? (input.status === 'published' ? now : null);
          const [row] = rows(
            await tx
              .update(base)
              .set({ ...next, publishedAt, updatedAt: now })
              .where(byId(id))
              .returning(),
          );
          if (!row) return notFound(messages.notFound);
          const changes = diff(before, { ...next, body: undefined });
          if (before.body !== input.body) changes.body = '(edited)';
          await recordAudit(tx, clock, {
            actor,
            action: `${auditPrefix}.update`,
            changes: { id, ...changes },
          });
          return kind.toAdmin(row);
        }),
      );
    },

    async remove(actor: Actor, id: number): Promise<{ message: string }> {
      return fresh(async () =>
        db.transaction(async (tx) => {
          const [row] = rows(await tx.delete(base).where(byId(id)).returning());
          if (!row) return notFound(messages.notFound);
          await recordAudit(tx, clock, {
            actor,
            action: `${auditPrefix}.delete`,
            changes: { id, [auditLabel]: row[auditLabel] },
          });
          return { message: messages.deleted };
        }),
      );
    },
  };
}
