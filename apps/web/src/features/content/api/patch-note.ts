import { z } from 'zod';
import { ContentVersions, contentDetail } from './content-detail.ts';
import { contentQueryKeys } from './content-query.ts';
import { PatchNoteItem } from './content-schemas.ts';

/**
 * GET /api/content/patchnotes/{id}?lang=…: one published patch note with its markdown body, in that language when its
 * story has it, with the story's other versions; unknown ids are a 404.
 */
const patchNote = contentDetail({
  path: '/content/patchnotes',
  key: contentQueryKeys.patchNote,
  answer: PatchNoteItem.extend({ body: z.string(), versions: ContentVersions }),
  invalidMessageKey: 'patchNotes.invalid',
});

export const patchNoteQueryOptions = patchNote.options;
export const usePatchNote = patchNote.useDetail;
