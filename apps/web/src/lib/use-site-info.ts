import { SiteInfo } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/** Where the launcher is when the site info has not arrived (SPEC §2). */
export const DEFAULT_LAUNCHER_URL = '/download/TeraLauncher.exe';

/** Query key of GET /api/site. */
export const siteQueryKey = ['site'] as const;

/** GET /api/site: branding, links and which integrations are on. Changes only with a server restart. */
export const siteQueryOptions = queryOptions({
  queryKey: siteQueryKey,
  queryFn: ({ signal }) => api.get('/site', { schema: SiteInfo, signal }),
  staleTime: 60 * 60 * 1000,
});

/** The site info query. */
export function useSiteInfo() {
  return useQuery(siteQueryOptions);
}
