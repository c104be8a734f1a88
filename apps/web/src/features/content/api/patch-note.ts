import { z } from 'zod';
import { contentDetail } from './content-detail.ts';
import { contentQueryKeys } from './content-query.ts';
import { PatchNoteItem } from './patch-notes.ts';

/** GET /api/content/patchnotes/{id}: one published patch note with its markdown body; unknown ids are a 404. */
const patchNote = contentDetail({
  path: '/content/patchnotes',
  key: contentQueryKeys.patchNote,
  answer: PatchNoteItem.extend({ body: z.string() }),
  invalidMessageKey: 'patchNotes.invalid',
});

export type PatchNoteDetail = ReturnType<typeof patchNote.parse>;
export const toPatchNote = patchNote.parse;
export const patchNoteQueryOptions = patchNote.options;
export const usePatchNote = patchNote.useDetail;
