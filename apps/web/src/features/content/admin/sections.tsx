import { ContentSection } from './editor/content-section.tsx';
import { newsKind } from './news/news-kind.tsx';
import { patchNotesKind } from './patch-notes/patch-notes-kind.tsx';

/** News (prime 11): the articles table, or the editor of a new (?new) or existing (?edit={id}) article. */
export function NewsSection() {
  return <ContentSection kind={newsKind} />;
}

/** Patch Notes (prime 7): the patch notes table, or the editor of a new (?new) or existing (?edit={id}) note. */
export function PatchNotesSection() {
  return <ContentSection kind={patchNotesKind} />;
}
