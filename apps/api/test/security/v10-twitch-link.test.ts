import { describe, expect, it } from 'vitest';
import {
  linkCookieFor,
  linkCookieKeys,
  setLinkCookie,
} from '../../src/features/twitch/twitch-link-cookie.ts';
import { TwitchText } from '../../src/i18n/en/twitch.ts';
import { ptBRTwitch } from '../../src/i18n/pt-BR/twitch.ts';
import {
  authorizeAt,
  buildPlayer,
  cookieOfStarter,
  createTwitchTestApp,
  linkCookieOf,
  linkUrl,
  openCallback,
} from '../builders/twitch.ts';

// The attacker starts a Twitch link with its own session and hands the authorize URL to a victim who is logged in at
// Twitch (the fake approves as the victim's Twitch account): the code Twitch returns is the victim's, the state the
// attacker's. Only the browser that started the link, holding the cookie its start set, may finish it.
const { app, fake } = await createTwitchTestApp();

const twitchIdOf = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/user/profile', headers })).json().twitchId;

describe('V10 OAuth: a Twitch link finishes only in the browser and session that started it', () => {
  it("[10.2.1] the attacker's authorize URL opened in a victim's browser links nothing and says why", async () => {
    const attacker = await buildPlayer(app);
    const victim = await buildPlayer(app);
    fake.authorizeAs({ id: '7101', login: 'victimstreams' });

    // A browser that never started a link: no cookie, no bearer (Twitch's redirect is a plain navigation).
    const bare = await openCallback(app, await authorizeAt(await linkUrl(app, attacker.headers)), {
      cookie: '',
    });
    expect(bare.message).toBeUndefined();
    expect(bare.error).toBe(TwitchText.linkOtherBrowser);

    // The victim's browser holding the cookie of a link of its own, with the victim's session.
    const own = await linkUrl(app, victim.headers);
    const attack = await authorizeAt(await linkUrl(app, attacker.headers));
    const withOwn = await openCallback(app, attack, { ...victim.headers, cookie: cookieOfStarter(own) });
    expect(withOwn.message).toBeUndefined();
    expect(withOwn.error).toBe(TwitchText.linkOtherBrowser);
    // ...and the refusal leaves the victim's own link cookie alone.
    expect(withOwn.setCookie).toBe('');

    // In the language of the victim's browser, never the attacker account's.
    const portuguese = await openCallback(app, await authorizeAt(await linkUrl(app, attacker.headers)), {
      cookie: '',
      'accept-language': 'pt-BR',
    });
    expect(portuguese.error).toBe(ptBRTwitch.linkOtherBrowser);

    expect(await twitchIdOf(attacker.headers)).toBeUndefined();
    expect(await twitchIdOf(victim.headers)).toBeUndefined();
    // The victim can still link its own Twitch account, from its own browser.
    expect((await openCallback(app, await authorizeAt(own))).message).toBeDefined();
    expect(await twitchIdOf(victim.headers)).toBe('7101');
    expect(await twitchIdOf(attacker.headers)).toBeUndefined();
  });

  it('[10.2.1] the state is used once: the refused callback cannot be replayed with the right cookie', async () => {
    const player = await buildPlayer(app);
    fake.authorizeAs({ id: '7102' });
    const url = await linkUrl(app, player.headers);
    const path = await authorizeAt(url);
    expect((await openCallback(app, path, { cookie: '' })).error).toBe(TwitchText.linkOtherBrowser);
    expect((await openCallback(app, path)).error).toBe(TwitchText.linkUsedState);
    expect(await twitchIdOf(player.headers)).toBeUndefined();
  });

  it('[10.2.1] Twitch always asks which account to link (force_verify)', async () => {
    const { headers } = await buildPlayer(app);
    fake.authorizeAs({ id: '7105' });
    const url = await linkUrl(app, headers);
    expect(url.searchParams.get('force_verify')).toBe('true');
    await authorizeAt(url);
    expect(fake.authorizations.at(-1)).toEqual({ state: url.searchParams.get('state'), forceVerify: true });
  });

  it('[3.3.1, 3.3.2, 3.3.3, 3.3.4] the link cookie is HttpOnly, Lax, host-only, secure and short-lived', async () => {
    const { headers } = await buildPlayer(app);
    const response = await app.inject({ method: 'GET', url: '/api/auth/twitch/link', headers });
    const { header } = linkCookieOf(response.headers['set-cookie']);
    const attributes = header.split(';').map((part) => part.trim());
    expect(attributes[0]).toMatch(/^__Host-twitch_link=[\w-]{43}$/);
    expect(attributes.slice(1).sort()).toEqual([
      'HttpOnly',
      'Max-Age=600',
      'Path=/',
      'SameSite=Lax',
      'Secure',
    ]);
    expect(response.headers['cache-control']).toBe('no-store');
    // The cookie is the browser's proof, never in the answer's body.
    expect(response.body).not.toContain(attributes[0]?.split('=')[1]);

    fake.authorizeAs({ id: '7103' });
    const url = new URL(response.json().url);
    const done = await openCallback(app, await authorizeAt(url), { cookie: attributes[0] ?? '' });
    expect(done.message).toBeDefined();
    // The link ended: the cookie is cleared, and the redirect is kept by no cache.
    expect(done.setCookie).toMatch(/^__Host-twitch_link=;.*Max-Age=0/);
    expect(done.cacheControl).toBe('no-store');
  });

  it('[3.3.1] over plain http (development) the cookie is path-scoped, without the __Host- prefix', () => {
    const cookie = linkCookieFor('http://localhost:3000');
    expect(setLinkCookie(cookie, 'k'.repeat(43), 600)).toBe(
      `twitch_link=${'k'.repeat(43)}; Max-Age=600; Path=/api/auth/twitch; HttpOnly; SameSite=Lax`,
    );
    expect(linkCookieKeys(`a=1; twitch_link=${'k'.repeat(43)}; twitch_link=forged`, cookie.name)).toEqual([
      'k'.repeat(43),
    ]);
  });
});
