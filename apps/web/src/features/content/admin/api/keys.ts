/** Query keys of the content admin: each kind's lists and items live under its key. */
export const contentAdminKeys = {
  all: ['admin', 'content'] as const,
  news: ['admin', 'content', 'news'] as const,
  patchNotes: ['admin', 'content', 'patch-notes'] as const,
};

/** Admin content lists show 15 items a page (docs/product.md §7.1). */
export const CONTENT_PAGE_SIZE = 15;
