/** Query keys of the admin panel: every list and detail lives under one of these, so a write invalidates by prefix. */
export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  benefits: ['admin', 'benefits'] as const,
  audit: ['admin', 'audit'] as const,
  news: ['admin', 'news'] as const,
  patchNotes: ['admin', 'patch-notes'] as const,
  products: ['admin', 'shop', 'products'] as const,
  orders: ['admin', 'shop', 'orders'] as const,
};

/** Admin content lists show 15 items a page (SPEC §9). */
export const CONTENT_PAGE_SIZE = 15;
