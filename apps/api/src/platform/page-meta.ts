/** What a shared link shows (Open Graph and Twitter cards). */
export interface PageMeta {
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article';
}

/**
 * Finds the meta of a page path (e.g. /news/12), or undefined to use the site's own; null when the path names an
 * item that does not exist (or is not published): the page is then answered with 404.
 */
export type PageMetaResolver = (pathname: string) => Promise<PageMeta | null | undefined>;

const escapeAttr = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Absolute URL of an image: uploads and relative paths hang off the public origin (relative ones under /api). */
function absoluteImage(publicUrl: string, image: string | null | undefined): string | undefined {
  if (!image) return undefined;
  if (/^https?:\/\//.test(image)) return image;
  return image.startsWith('/') ? `${publicUrl}${image}` : `${publicUrl}/api/${image}`;
}

/** index.html with the page's title and its Open Graph and Twitter tags put into the head. */
export function withPageMeta(
  html: string,
  meta: PageMeta,
  site: { siteName: string; publicUrl: string; url: string },
): string {
  const title = meta.title === site.siteName ? meta.title : `${meta.title} · ${site.siteName}`;
  const image = absoluteImage(site.publicUrl, meta.image);
  const tags = [
    ['property', 'og:site_name', site.siteName],
    ['property', 'og:type', meta.type ?? 'website'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', site.url],
    ...(image ? [['property', 'og:image', image]] : []),
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ...(image ? [['name', 'twitter:image', image]] : []),
  ]
    .map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeAttr(content ?? '')}">`)
    .join('\n    ');
  // Replacer functions, not strings: a title holding $&, $` or $' must come out as written, not expanded.
  const withTitle = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeAttr(title)}</title>`);
  return withTitle.replace('</head>', () => `    ${tags}\n  </head>`);
}
