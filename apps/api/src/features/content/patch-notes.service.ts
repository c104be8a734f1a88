import type { AdminPatchNote, ContentVersion, PatchNoteInput, PatchNoteSummary } from '@agaia/contract';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PatchNoteRow, patchNotes } from '../../db/schema/index.ts';
import { ContentText } from '../../i18n/en/content.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicCache } from '../../platform/public-cache.ts';
import { createEditorialStore, type EditorialKind } from './editorial-store.ts';

const toSummary = (row: PatchNoteRow): PatchNoteSummary => ({
  id: row.id,
  version: row.version,
  title: row.title,
  releaseDate: row.releaseDate,
  language: row.language,
});

const toAdmin = (row: PatchNoteRow, translations: ContentVersion[]): AdminPatchNote => ({
  ...toSummary(row),
  body: row.body,
  status: row.status,
  translationOf: row.translationOf,
  translations,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

const newestRelease = [desc(patchNotes.releaseDate), desc(patchNotes.id)];

const patchNoteKind: EditorialKind<
  typeof patchNotes,
  PatchNoteInput,
  PatchNoteSummary,
  AdminPatchNote,
  'patchNotes'
> = {
  table: patchNotes,
  listKey: 'patchNotes',
  order: { published: newestRelease, editor: newestRelease },
  toSummary,
  toAdmin,
  columns: (input) => input,
  messages: { notFound: ContentText.patchNoteNotFound, deleted: ContentText.patchNoteDeleted },
  auditPrefix: 'patchnote',
  cacheTag: 'patchnotes',
  auditLabel: 'version',
};

/**
 * Patch notes: the public list and page (published only, newest release first, by language) and the editor (prime 7).
 */
export function createPatchNotesService(deps: {
  db: Db;
  clock: Clock;
  publicCache: Pick<PublicCache, 'invalidate'>;
}) {
  return createEditorialStore(deps, patchNoteKind);
}

export type PatchNotesService = ReturnType<typeof createPatchNotesService>;
