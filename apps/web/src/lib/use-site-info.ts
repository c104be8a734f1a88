import type { SiteInfo } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { PUBLIC_QUERY } from './public-query.ts';

/** Where the launcher is when the site info has not arrived (docs/product.md §10.1). */
const DEFAULT_LAUNCHER_URL = '/download/TeraLauncher.exe';

/** The answer's schema, loaded with the first answer the browser fetches (lib/answer-schemas.ts). */
const siteInfoSchema = () => import('./answer-schemas.ts').then((schemas) => schemas.SiteInfo);

/** Query key of GET /api/site. */
export const siteQueryKey = ['site'] as const;

/** GET /api/site: branding, links and which integrations are on. Changes only with a server restart. */
export const siteQueryOptions = queryOptions({
  queryKey: siteQueryKey,
  queryFn: ({ signal }) => api.get<SiteInfo>('/site', { schema: siteInfoSchema, signal }),
  staleTime: 60 * 60 * 1000,
  meta: PUBLIC_QUERY,
});

/** The site info query. */
export function useSiteInfo() {
  return useQuery(siteQueryOptions);
}

/**
 * The launcher download: its URL, and whether it leads to a file yet. Until the site info arrives (or if it cannot be
 * read) the link is offered as configured (docs/product.md §10.1); once it says the file is missing, the buttons say
 * so instead.
 */
export function useLauncher(): { url: string; isAvailable: boolean } {
  const { data: site } = useSiteInfo();
  return { url: site?.launcherUrl || DEFAULT_LAUNCHER_URL, isAvailable: site?.launcherAvailable ?? true };
}
