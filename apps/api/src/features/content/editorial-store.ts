import type { ContentStatus, ContentVersion, LanguageCode } from '@agaia/contract';
import { and, count, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { ContentText } from '../../i18n/en/content.ts';
import { type Actor, diff, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { CacheTag, PublicCache } from '../../platform/public-cache.ts';

/** A table of editorial content: the columns every kind shares (news, patch notes), beside its own. */
export type EditorialTable = PgTable & {
  id: AnyPgColumn;
  title: AnyPgColumn;
  body: AnyPgColumn;
  status: AnyPgColumn;
  language: AnyPgColumn;
  translationOf: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  publishedAt: AnyPgColumn;
};

/**
 * What an editor sends for every kind: the markdown body, whether it is live, its language and, for a new translation,
 * the original it translates.
 */
export interface EditorialInput {
  body: string;
  status: ContentStatus;
  language: LanguageCode;
  translationOf?: number | null | undefined;
}

/** The shared columns as a row holds them. */
type EditorialRow = {
  id: number;
  title: string;
  body: string;
  status: ContentStatus;
  language: LanguageCode;
  translationOf: number | null;
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
  /** Public lists (published originals only: a story's place is its original's), then the editor's (everything). */
  order: { published: SQL[]; editor: SQL[] };
  /** The public item without its body (`original`: its story's original, the row itself for an original). */
  toSummary(row: RowOf<Table>, original: RowOf<Table>): Summary;
  /** The editor's full item, with an original's translations. */
  toAdmin(row: RowOf<Table>, translations: ContentVersion[]): Admin;
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

const versionOf = (row: { id: number; language: LanguageCode }): ContentVersion => ({
  id: row.id,
  language: row.language,
});

/** A second translation in one language that got past the check (two saves at once) is the same refusal. */
const translationClash = (error: unknown): never => {
  if (uniqueViolation(error) !== undefined) return conflict(ContentText.translationExists);
  throw error;
};

/**
 * The public reading side (published items only) and the editor of one kind: list with paging and total, get, create,
 * update and delete, each write audited. The first publication sets publishedAt; later saves keep it.
 *
 * Languages: an item is an original or a translation of one (one per other language, deleted with it). The public
 * side shows each story once, in the reader's language when that version is published, else in its original's; a
 * story is public while its original is published, and keeps its original's place (date) in the lists.
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
    const result = await write().catch(translationClash);
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
  const original = isNull(base.translationOf);
  /** The translations of these originals: their ids and languages, by original. */
  const translationsOf = async (tx: Db, ids: number[]): Promise<Map<number, ContentVersion[]>> => {
    const found = new Map<number, ContentVersion[]>();
    if (ids.length === 0) return found;
    const listed = rows(
      await tx
        .select({ id: base.id, language: base.language, translationOf: base.translationOf })
        .from(base)
        .where(inArray(base.translationOf, ids))
        .orderBy(base.id),
    );
    for (const row of listed) {
      const key = row.translationOf as number;
      found.set(key, [...(found.get(key) ?? []), versionOf(row)]);
    }
    return found;
  };
  const toAdmin = (row: Row, translations: Map<number, ContentVersion[]>) =>
    kind.toAdmin(row, translations.get(row.id) ?? []);

  /**
   * Refuses to make an item a translation of `originalId` in `language` unless that is an original in another
   * language without a translation in this one yet (`self`: the item being saved, which may hold it already).
   * Locks the original, so two saves at once cannot both pass.
   */
  async function checkTranslation(tx: Db, originalId: number, language: LanguageCode, self?: number) {
    const [target] = rows(await tx.select().from(base).where(byId(originalId)).for('update'));
    if (!target) return badRequest(ContentText.originalNotFound);
    if (target.translationOf !== null) return badRequest(ContentText.translationOfTranslation);
    if (target.language === language)
      return badRequest(ContentText.sameLanguageAsOriginal, {
        language: [ContentText.sameLanguageAsOriginal],
      });
    const [taken] = await tx
      .select({ id: base.id })
      .from(base)
      .where(
        and(
          eq(base.translationOf, originalId),
          eq(base.language, language),
          self === undefined ? undefined : ne(base.id, self),
        ),
      );
    if (taken) conflict(ContentText.translationExists);
  }

  /** Refuses an original's new language when one of its translations is in it. */
  async function checkOriginalLanguage(tx: Db, id: number, language: LanguageCode) {
    const [clash] = await tx
      .select({ id: base.id })
      .from(base)
      .where(and(eq(base.translationOf, id), eq(base.language, language)));
    if (clash)
      badRequest(ContentText.sameLanguageAsOriginal, { language: [ContentText.sameLanguageAsOriginal] });
  }

  return {
    /** Each published story once, newest first: its version in `language` when published, else its original. */
    async listPublished(limit: number, language: LanguageCode): Promise<Record<ListKey, Summary[]>> {
      const originals = rows(
        await db
          .select()
          .from(base)
          .where(and(published, original))
          .orderBy(...order.published)
          .limit(limit),
      );
      const others = originals.filter((row) => row.language !== language).map((row) => row.id);
      const translated =
        others.length === 0
          ? []
          : rows(
              await db
                .select()
                .from(base)
                .where(and(published, inArray(base.translationOf, others), eq(base.language, language))),
            );
      const inLanguage = new Map(translated.map((row) => [row.translationOf, row]));
      return keyed(
        kind.listKey,
        originals.map((row) => kind.toSummary(inLanguage.get(row.id) ?? row, row)),
      );
    },

    /**
     * One published item by its id or the id of another version of its story: the version in `language` when there
     * is one (else the item asked for), its body, and every published version of the story.
     */
    async getPublished(
      id: number,
      language?: LanguageCode,
    ): Promise<Summary & { body: string; versions: ContentVersion[] }> {
      const [asked] = rows(
        await db
          .select()
          .from(base)
          .where(and(byId(id), published)),
      );
      if (!asked) return notFound(messages.notFound);
      const originalId = asked.translationOf ?? asked.id;
      const story = rows(
        await db
          .select()
          .from(base)
          .where(and(published, or(byId(originalId), eq(base.translationOf, originalId))))
          .orderBy(base.id),
      );
      // A translation is public while its original is.
      const first = story.find((row) => row.id === originalId);
      if (!first) return notFound(messages.notFound);
      const shown = story.find((row) => row.language === language) ?? asked;
      const versions = [first, ...story.filter((row) => row !== first)].map(versionOf);
      return { ...kind.toSummary(shown, first), body: shown.body, versions };
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
      const listed = rows(found);
      const translations = await translationsOf(
        db,
        listed.filter((row) => row.translationOf === null).map((row) => row.id),
      );
      return {
        ...keyed(
          kind.listKey,
          listed.map((row) => toAdmin(row, translations)),
        ),
        total: total?.value ?? 0,
      };
    },

    async get(id: number): Promise<Admin> {
      const [row] = rows(await db.select().from(base).where(byId(id)));
      if (!row) return notFound(messages.notFound);
      return toAdmin(row, await translationsOf(db, row.translationOf === null ? [row.id] : []));
    },

    /** Creates an item (an original, or a translation of one); publishing now sets publishedAt. */
    async create(actor: Actor, input: Input): Promise<Admin> {
      return fresh(async () =>
        db.transaction(async (tx) => {
          const translationOf = input.translationOf ?? null;
          if (translationOf !== null) await checkTranslation(tx, translationOf, input.language);
          const now = clock.now();
          const [row] = rows(
            await tx
              .insert(base)
              .values({
                ...kind.columns(input),
                translationOf,
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
            changes: {
              id: row.id,
              [auditLabel]: row[auditLabel],
              status: row.status,
              language: row.language,
              ...(translationOf === null ? {} : { translationOf }),
            },
          });
          return kind.toAdmin(row, []);
        }),
      );
    },

    /**
     * Saves an item; the first publication sets publishedAt, later ones keep it. The original it translates stays as
     * it was; a new language is checked against its story's. The body is audited as '(edited)'.
     */
    async update(actor: Actor, id: number, input: Input): Promise<Admin> {
      return fresh(async () =>
        db.transaction(async (tx) => {
          const [before] = rows(await tx.select().from(base).where(byId(id)).for('update'));
          if (!before) return notFound(messages.notFound);
          if (input.language !== before.language) {
            if (before.translationOf === null) await checkOriginalLanguage(tx, id, input.language);
            else await checkTranslation(tx, before.translationOf, input.language, id);
          }
          const now = clock.now();
          // undefined leaves a column as it is: an item's original is set once, when it is created.
          const next = { ...kind.columns(input), translationOf: undefined };
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
          return toAdmin(row, await translationsOf(tx, row.translationOf === null ? [id] : []));
        }),
      );
    },

    /** Deletes an item; an original's translations go with it (and are named in its audit row). */
    async remove(actor: Actor, id: number): Promise<{ message: string }> {
      return fresh(async () =>
        db.transaction(async (tx) => {
          const translations = (await translationsOf(tx, [id])).get(id) ?? [];
          const [row] = rows(await tx.delete(base).where(byId(id)).returning());
          if (!row) return notFound(messages.notFound);
          await recordAudit(tx, clock, {
            actor,
            action: `${auditPrefix}.delete`,
            changes: {
              id,
              [auditLabel]: row[auditLabel],
              ...(translations.length === 0 ? {} : { translations: translations.map((t) => t.id) }),
            },
          });
          return { message: messages.deleted };
        }),
      );
    },
  };
}
