import { type MediaWidth, text } from '@agaia/contract';
import { ContentText } from '../../i18n/en/content.ts';
import { localize } from '../../i18n/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { PageMetaResolver } from '../../platform/page-meta.ts';
import type { NewsService } from './news.service.ts';
import type { PatchNotesService } from './patch-notes.service.ts';

const firstLine = (markdown: string) =>
  markdown
    .replace(/[#>*_`[\]!()-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

// Uploaded images (/api/media/{id}) are shared as their 1280-pixel copy: a share card is at most 1200 wide, and the
// original may be a 5 MB photo. An SVG is left out: the sites that show link previews do not read it.
const UPLOADED = /^\/api\/media\/[\w.-]+$/;
const SHARE_WIDTH: MediaWidth = 1280;
const shareImageOf = (imageUrl: string | null) => {
  if (!imageUrl || /\.svg(?:[?#]|$)/i.test(imageUrl)) return null;
  return UPLOADED.test(imageUrl) ? `${imageUrl}?w=${SHARE_WIDTH}` : imageUrl;
};

/** An item that does not exist (or is not published) is null: its page answers 404. */
const missingAsNull = (error: unknown) => {
  if (error instanceof AppError && error.statusCode === 404) return null;
  throw error;
};

/** Titles, descriptions and images of shared news and patch-note links (published items only). */
export function contentPageMeta(deps: {
  news: NewsService;
  patchNotes: PatchNotesService;
}): PageMetaResolver {
  const resolve: PageMetaResolver = async (pathname) => {
    const newsId = pathname.match(/^\/news\/(\d{1,9})\/?$/)?.[1];
    if (newsId) {
      const article = await deps.news.getPublished(Number(newsId));
      return {
        title: article.title,
        description: article.snippet || firstLine(article.body),
        image: shareImageOf(article.imageUrl),
        type: 'article',
      };
    }
    const noteId = pathname.match(/^\/(?:patch-notes|patchNotes)\/(\d{1,9})\/?$/)?.[1];
    if (noteId) {
      const note = await deps.patchNotes.getPublished(Number(noteId));
      return {
        title: localize(
          note.language,
          text(ContentText.patchNoteHeading, { version: note.version, title: note.title }),
        ),
        description: firstLine(note.body),
        type: 'article',
      };
    }
    return undefined;
  };
  return (pathname) => resolve(pathname).catch(missingAsNull);
}
