import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TwitchText } from '../../src/i18n/en/twitch.ts';
import {
  authorizeAt,
  buildPlayer,
  cookieOfStarter,
  createTwitchTestApp,
  flashOf,
  linkUrl,
} from '../builders/twitch.ts';

// Third outside probe, hole 10: `/profile?error=` and `?message=` showed any text in the site's own banner. The site's
// one redirect to the profile (Twitch's callback) now hands its outcome over in a cookie only it can set.
const plain = await createTwitchTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
const secure = await createTwitchTestApp();

/** A player starts a link, refuses at Twitch, and the browser that started it comes back: the raw answer. */
async function refusedLink({ app, fake }: { app: FastifyInstance; fake: { denyAuthorization(): void } }) {
  const { headers } = await buildPlayer(app);
  fake.denyAuthorization();
  const callback = await authorizeAt(await linkUrl(app, headers));
  const response = await app.inject({ url: callback, headers: { cookie: cookieOfStarter(callback) } });
  const setCookie = [response.headers['set-cookie'] ?? []].flat();
  return { response, setCookie, flash: setCookie.find((header) => header.startsWith('agaia_flash=')) };
}

describe('V3 Web frontend: the profile shows only messages the site set', () => {
  it('redirects to /profile with no text in the URL and the outcome in a one-minute flash cookie', async () => {
    const { response, setCookie, flash } = await refusedLink(plain);
    expect({ status: response.statusCode, location: response.headers.location }).toEqual({
      status: 302,
      location: '/profile',
    });
    expect(flash).toMatch(/; Max-Age=60; Path=\/profile; SameSite=Lax$/);
    expect(flashOf(setCookie)).toEqual({ kind: 'error', text: TwitchText.linkDenied });
  });

  it('marks the flash cookie Secure over https', async () => {
    const { flash, setCookie } = await refusedLink(secure);
    expect(flash).toMatch(/; Secure$/);
    expect(flashOf(setCookie)).toEqual({ kind: 'error', text: TwitchText.linkDenied });
  });
});
