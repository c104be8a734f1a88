import {
  isLanguage,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type LanguageCode,
} from '@agaia/contract';
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../i18n/index.ts';

/** The language a page is rendered in, and whether the URL named it (else it was negotiated: the answer varies). */
export interface PageLanguage {
  language: LanguageCode;
  fromUrl: boolean;
}

/**
 * A page's language, chosen as the browser chooses it before the app starts (apps/web/src/i18n/catalogs.ts
 * `initialLanguage`), so the app takes the server's markup over: the link's `?lang=`, else the switcher's choice (its
 * cookie), else the browser's languages (Accept-Language), else English.
 */
export function pageLanguage(request: FastifyRequest): PageLanguage {
  const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get(LANGUAGE_PARAM);
  if (isLanguage(asked)) return { language: asked, fromUrl: true };
  const chosen = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return { language: chosen, fromUrl: false };
  return { language: languageOf(request.headers['accept-language']), fromUrl: false };
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page in its language: `<html lang>`, and for a page the server renders, its versions in every language as
 * `hreflang` alternates (`?lang=pt-BR`), the plain URL being the one that follows the visitor (`x-default`).
 */
export function withPageLanguage(
  html: string,
  language: LanguageCode,
  alternates: { publicUrl: string; pathname: string } | undefined,
): string {
  const withLang = html.replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`);
  if (!alternates) return withLang;
  const url = `${alternates.publicUrl}${alternates.pathname}`;
  const links = [
    ...LANGUAGE_CODES.map((code) => [code, `${url}?${LANGUAGE_PARAM}=${encodeURIComponent(code)}`]),
    ['x-default', url],
  ]
    .map(([code, href]) => `<link rel="alternate" hreflang="${code}" href="${escapeAttr(href ?? '')}">`)
    .join('\n    ');
  return withLang.replace('</head>', () => `  ${links}\n  </head>`);
}
