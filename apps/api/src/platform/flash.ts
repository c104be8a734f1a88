/**
 * A one-time message for the page a redirect of the site lands on (the profile, after Twitch's OAuth callback). It
 * travels in a short-lived cookie the site sets, never in the URL: a link anyone can write (`/profile?error=…`) must
 * not make the site's own banner say what its writer wants. The web reads it once and forgets it.
 */
export const FLASH_COOKIE = 'agaia_flash';
/** Only the page that shows it reads it: the profile. */
const FLASH_PATH = '/profile';

export interface Flash {
  kind: 'message' | 'error';
  text: string;
}

/** The Set-Cookie value carrying the flash for a minute (the redirect follows at once). */
export function setFlashCookie(flash: Flash, secure: boolean): string {
  const value = Buffer.from(JSON.stringify({ kind: flash.kind, text: flash.text })).toString('base64url');
  return [
    `${FLASH_COOKIE}=${value}`,
    'Max-Age=60',
    `Path=${FLASH_PATH}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
