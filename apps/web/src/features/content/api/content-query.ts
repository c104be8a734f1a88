import type { LanguageCode } from '../../../i18n/languages.ts';
import { ApiError } from '../../../lib/api.ts';

/**
 * Query keys of the public content calls, each in the language it was asked in; an editor that changes an item
 * invalidates `contentQueryKeys.all`.
 */
export const contentQueryKeys = {
  all: ['content'] as const,
  news: (limit: number, language: LanguageCode) => ['content', 'news', 'list', { limit, language }] as const,
  article: (id: string, language: LanguageCode) => ['content', 'news', 'detail', id, language] as const,
  patchNotes: (language: LanguageCode) => ['content', 'patchNotes', 'list', { language }] as const,
  patchNote: (id: string, language: LanguageCode) =>
    ['content', 'patchNotes', 'detail', id, language] as const,
};

/** Whether a failed call was a 404: the item is unknown or not published. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
