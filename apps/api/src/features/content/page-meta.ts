import type { PageMetaResolver } from '../../platform/page-meta.ts';
import type { NewsService } from './news.service.ts';
import type { PatchNotesService } from './patch-notes.service.ts';

const firstLine = (markdown: string) =>
  markdown
    .replace(/[#>*_`[\]!()-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

/** Titles, descriptions and images of shared news and patch-note links (published items only). */
export function contentPageMeta(deps: {
  news: NewsService;
  patchNotes: PatchNotesService;
}): PageMetaResolver {
  return async (pathname) => {
    const newsId = pathname.match(/^\/news\/(\d{1,9})\/?$/)?.[1];
    if (newsId) {
      const article = await deps.news.getPublished(Number(newsId));
      return {
        title: article.title,
        description: article.snippet || firstLine(article.body),
        image: article.imageUrl,
        type: 'article',
      };
    }
    const noteId = pathname.match(/^\/(?:patch-notes|patchNotes)\/(\d{1,9})\/?$/)?.[1];
    if (noteId) {
      const note = await deps.patchNotes.getPublished(Number(noteId));
      return {
        title: `Version ${note.version} - ${note.title}`,
        description: firstLine(note.body),
        type: 'article',
      };
    }
    return undefined;
  };
}
