import type { AdminPatchNote, PatchNote, PatchNoteInput, PatchNoteSummary } from '@agaia/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PatchNoteRow, patchNotes } from '../../db/schema/index.ts';
import { type Actor, diff, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';

const toSummary = (row: PatchNoteRow): PatchNoteSummary => ({
  id: row.id,
  version: row.version,
  title: row.title,
  releaseDate: row.releaseDate,
});

const toAdmin = (row: PatchNoteRow): AdminPatchNote => ({
  ...toSummary(row),
  body: row.body,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

/** Patch notes: the public list and page (published only) and the editor (prime 7). */
export function createPatchNotesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const published = eq(patchNotes.status, 'published');

  return {
    async listPublished(limit = 100): Promise<{ patchNotes: PatchNoteSummary[] }> {
      const rows = await db
        .select()
        .from(patchNotes)
        .where(published)
        .orderBy(desc(patchNotes.releaseDate), desc(patchNotes.id))
        .limit(limit);
      return { patchNotes: rows.map(toSummary) };
    },

    async getPublished(id: number): Promise<PatchNote> {
      const [row] = await db
        .select()
        .from(patchNotes)
        .where(and(eq(patchNotes.id, id), published));
      if (!row) return notFound('Patch note not found.');
      return { ...toSummary(row), body: row.body };
    },

    async listAll(page: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(patchNotes)
          .orderBy(desc(patchNotes.releaseDate), desc(patchNotes.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(patchNotes),
      ]);
      return { patchNotes: rows.map(toAdmin), total: total?.value ?? 0 };
    },

    async get(id: number): Promise<AdminPatchNote> {
      const [row] = await db.select().from(patchNotes).where(eq(patchNotes.id, id));
      return row ? toAdmin(row) : notFound('Patch note not found.');
    },

    async create(actor: Actor, input: PatchNoteInput): Promise<AdminPatchNote> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const [row] = await tx
          .insert(patchNotes)
          .values({
            ...input,
            createdAt: now,
            updatedAt: now,
            publishedAt: input.status === 'published' ? now : null,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await recordAudit(tx, clock, {
          actor,
          action: 'patchnote.create',
          changes: { id: row.id, version: row.version, status: row.status },
        });
        return toAdmin(row);
      });
    },

    async update(actor: Actor, id: number, input: PatchNoteInput): Promise<AdminPatchNote> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(patchNotes).where(eq(patchNotes.id, id)).for('update');
        if (!before) return notFound('Patch note not found.');
        const now = clock.now();
        const publishedAt = before.publishedAt ?? (input.status === 'published' ? now : null);
        const [row] = await tx
          .update(patchNotes)
          .set({ ...input, publishedAt, updatedAt: now })
          .where(eq(patchNotes.id, id))
          .returning();
        if (!row) return notFound('Patch note not found.');
        const changes = diff(before as unknown as Record<string, unknown>, { ...input, body: undefined });
        if (before.body !== input.body) changes.body = '(edited)';
        await recordAudit(tx, clock, { actor, action: 'patchnote.update', changes: { id, ...changes } });
        return toAdmin(row);
      });
    },

    async remove(actor: Actor, id: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(patchNotes)
          .where(eq(patchNotes.id, id))
          .returning({ id: patchNotes.id, version: patchNotes.version });
        if (!row) return notFound('Patch note not found.');
        await recordAudit(tx, clock, {
          actor,
          action: 'patchnote.delete',
          changes: { id, version: row.version },
        });
        return { message: 'Patch note deleted.' };
      });
    },
  };
}

export type PatchNotesService = ReturnType<typeof createPatchNotesService>;
