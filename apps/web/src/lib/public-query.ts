import type { QueryClient } from '@tanstack/react-query';

/**
 * The `meta` of a query whose answer is the same for every visitor (site info, news, patch notes, products, server
 * status). Every other query is taken to belong to the logged-in account.
 */
export const PUBLIC_QUERY = { public: true } as const;

/**
 * Drops every query that may hold an account's data (the profile, orders, the admin's lists: all but the public
 * ones), so that after a logout, or a login as someone else in the same tab, nothing of the previous account is shown
 * or served from memory. A query on a page still open is fetched afresh with the new session.
 */
export function forgetAccountQueries(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.meta?.public !== true });
}
