import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StatusKind } from '../../components/status-message.tsx';
import { showToast } from '../../components/toast-store.ts';

/** A one-time message the site hands the profile after a redirect (Twitch's OAuth callback). */
type Flash = { kind: StatusKind; text: string };

/** The cookie the server sets for it (apps/api/src/platform/flash.ts): the profile's path, a minute. */
const FLASH_COOKIE = 'agaia_flash';
const FLASH_PATH = '/profile';
const KINDS = { message: 'success', error: 'error' } as const;
/** Query parameters that once carried such messages: anyone could write them, so they are dropped unread. */
const OLD_PARAMS = ['message', 'error'];

/** The flash in the cookie, if the site set one; anything else in it is not the site's and shows nothing. */
function readFlashCookie(cookies: string): Flash | undefined {
  const pair = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FLASH_COOKIE}=`));
  const value = pair?.slice(FLASH_COOKIE.length + 1);
  if (!value) return undefined;
  try {
    const base64 = value.replaceAll('-', '+').replaceAll('_', '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { kind, text } = parsed as { kind?: unknown; text?: unknown };
    if ((kind !== 'message' && kind !== 'error') || typeof text !== 'string' || !text.trim())
      return undefined;
    return { kind: KINDS[kind], text: text.slice(0, 500) };
  } catch {
    return undefined;
  }
}

/**
 * Shows, once, the message the site set in its flash cookie before redirecting here, and forgets the cookie, so a
 * reload or the back button does not show it again. Text in the URL (`?message=`, `?error=`) is never shown: a link
 * anyone can write must not make the site's own banner say what its writer wants; those parameters are removed.
 */
export function useFlash(): void {
  const [params, setParams] = useSearchParams();
  const [flash] = useState<Flash | undefined>(() =>
    typeof document === 'undefined' ? undefined : readFlashCookie(document.cookie),
  );

  // Shown from an effect, once the page's corridor is in the document, so the live region announces it.
  useEffect(() => {
    if (!flash) return;
    showToast(flash);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and older Firefox.
    document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=${FLASH_PATH}; SameSite=Lax`;
  }, [flash]);

  useEffect(() => {
    if (!OLD_PARAMS.some((key) => params.has(key))) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of OLD_PARAMS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
}
