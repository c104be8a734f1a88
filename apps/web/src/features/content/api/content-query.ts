import { ApiError } from '../../../lib/api.ts';

/** Query keys of the public content calls; an editor that changes an item invalidates `contentQueryKeys.all`. */
export const contentQueryKeys = {
  all: ['content'] as const,
  news: (limit: number) => ['content', 'news', 'list', { limit }] as const,
  article: (id: string) => ['content', 'news', 'detail', id] as const,
  patchNotes: () => ['content', 'patchNotes', 'list'] as const,
  patchNote: (id: string) => ['content', 'patchNotes', 'detail', id] as const,
};

/** Whether a failed call was a 404: the item is unknown or not published. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
