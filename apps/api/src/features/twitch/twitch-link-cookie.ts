import { createHash } from 'node:crypto';

/**
 * The proof that the browser finishing a Twitch link is the one that started it. Starting a link sets a random key in
 * this cookie, and the OAuth `state` is the key's SHA-256; the callback takes a state only from a browser sending a
 * key that hashes to it. A link URL handed to someone else carries the state but not the key.
 *
 * Over https the cookie is `__Host-` (Secure, Path=/, no Domain: no sibling subdomain can plant one of its own);
 * over plain http (development) it cannot be, and is scoped to the Twitch auth routes instead.
 */
export interface LinkCookie {
  name: string;
  path: string;
  secure: boolean;
}

export function linkCookieFor(publicUrl: string): LinkCookie {
  return publicUrl.startsWith('https:')
    ? { name: '__Host-twitch_link', path: '/', secure: true }
    : { name: 'twitch_link', path: '/api/auth/twitch', secure: false };
}

/** The state a browser key stands behind: its SHA-256, base64url (43 characters). */
export const stateOfBrowserKey = (key: string): string =>
  createHash('sha256').update(key).digest('base64url');

/** Whether one of the keys a browser sent is the one behind this state. */
export const startedHere = (state: string | undefined, keys: readonly string[]): boolean =>
  state !== undefined && keys.some((key) => stateOfBrowserKey(key) === state);

const attributes = (cookie: LinkCookie, maxAgeSeconds: number) => [
  `Max-Age=${maxAgeSeconds}`,
  `Path=${cookie.path}`,
  'HttpOnly',
  'SameSite=Lax',
  ...(cookie.secure ? ['Secure'] : []),
];

/** The Set-Cookie value that gives the browser its key for `maxAgeSeconds` (the state's lifetime). */
export const setLinkCookie = (cookie: LinkCookie, key: string, maxAgeSeconds: number): string =>
  [`${cookie.name}=${key}`, ...attributes(cookie, maxAgeSeconds)].join('; ');

/** The Set-Cookie value that makes the browser forget its key (its link has ended). */
export const clearLinkCookie = (cookie: LinkCookie): string =>
  [`${cookie.name}=`, ...attributes(cookie, 0)].join('; ');

// A key is a 32-byte token in base64url: anything else in the cookie is not one of ours.
const KEY = /^[\w-]{43}$/;

/** Every key of this cookie in a Cookie header (a browser may send two of one name, from different paths). */
export function linkCookieKeys(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const keys: string[] = [];
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    if (KEY.test(value)) keys.push(value);
  }
  return keys.slice(0, 8);
}
