import { API_BASE } from './api.ts';

const ABSOLUTE = /^https?:\/\//i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Where an image is loaded from (docs/product.md §7.4): http(s) URLs and site paths ('/…') as they are, other
 * relative paths under the API base path ('news/a.png' → '/api/news/a.png'). Empty, protocol-relative and any other
 * scheme answer null.
 */
export function resolveImageUrl(value: string | null | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (ABSOLUTE.test(url)) return url;
  if (url.startsWith('//')) return null;
  if (url.startsWith('/')) return url;
  if (SCHEME.test(url)) return null;
  return `${API_BASE}/${url.replace(/^\.\//, '')}`;
}
