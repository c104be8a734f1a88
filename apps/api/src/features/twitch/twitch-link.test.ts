import { fillTemplate } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authorizeAt,
  buildPlayer,
  createTwitchTestApp,
  linkTwitch,
  linkUrl,
  openCallback,
} from '../../../test/builders/twitch.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { twitchLinks } from '../../db/schema/index.ts';
import { TwitchText } from '../../i18n/en/twitch.ts';
import { ptBRTwitch } from '../../i18n/pt-BR/twitch.ts';
import { LinkErrors } from './twitch-link.service.ts';

const clock = createTestClock(new Date('2026-04-01T12:00:00Z'));
const { app, fake } = await createTwitchTestApp({ clock });

const profile = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/user/profile', headers })).json();

describe('GET /api/auth/twitch/link', () => {
  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/twitch/link' })).statusCode).toBe(401);
  });

  it("answers Twitch's authorize URL for the code flow with a fresh state", async () => {
    const { headers } = await buildPlayer(app);
    const first = await linkUrl(app, headers);
    const second = await linkUrl(app, headers);
    expect(`${first.origin}${first.pathname}`).toBe(`${fake.url}/oauth2/authorize`);
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'fake-client-id',
      redirect_uri: 'https://agaia.test/api/auth/twitch/callback',
      scope: 'moderator:read:chatters',
      force_verify: 'true',
    });
    expect(first.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(second.searchParams.get('state')).not.toBe(first.searchParams.get('state'));
  });

  it('answers 503 with a clear message when Twitch is not configured', async () => {
    const bare = await createTestApp();
    const { headers } = await buildPlayer(bare);
    const response = await bare.inject({ method: 'GET', url: '/api/auth/twitch/link', headers });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Twitch is not configured on this server.');
    const callback = await openCallback(bare, '/api/auth/twitch/callback?code=x&state=y');
    expect(callback.error).toBe('Twitch is not configured on this server.');
  });
});

describe('GET /api/auth/twitch/callback', () => {
  it('links the Twitch account, shows it in the profile and redirects with a message', async () => {
    const { account, headers } = await buildPlayer(app);
    expect((await profile(headers)).twitchId).toBeUndefined();
    fake.authorizeAs({ id: '9001', login: 'streamqueen', displayName: 'StreamQueen' });
    const outcome = await openCallback(app, await authorizeAt(await linkUrl(app, headers)));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe('/profile');
    expect(outcome.message).toBe('Your Twitch account StreamQueen is now linked.');
    expect((await profile(headers)).twitchId).toBe('9001');
    const [row] = await app.platform.db
      .select()
      .from(twitchLinks)
      .where(eq(twitchLinks.accountDBID, account.accountDBID));
    expect(row).toMatchObject({ twitchId: '9001', login: 'streamqueen' });
    expect(row?.accessToken).toMatch(/^ua_/);
    expect(row?.refreshToken).toMatch(/^ur_/);
    expect(row?.tokenExpiresAt?.getTime()).toBe(clock.now().getTime() + 14_400_000);
  });

  it('refuses a state that is unknown, missing, used, expired, or from a session that has ended', async () => {
    const { headers } = await buildPlayer(app);
    fake.authorizeAs({ id: '9100' });
    expect((await openCallback(app, '/api/auth/twitch/callback?code=x&state=forged')).error).toBe(
      LinkErrors.unknownState,
    );
    expect((await openCallback(app, '/api/auth/twitch/callback?code=x')).error).toBe(LinkErrors.unknownState);

    const path = await authorizeAt(await linkUrl(app, headers));
    expect((await openCallback(app, path)).message).toBeDefined();
    expect((await openCallback(app, path)).error).toBe(LinkErrors.usedState);

    const late = await authorizeAt(await linkUrl(app, headers));
    clock.advance(10 * 60_000 + 1);
    expect((await openCallback(app, late)).error).toBe(LinkErrors.expiredState);

    const loggedOut = await buildPlayer(app);
    const orphan = await authorizeAt(await linkUrl(app, loggedOut.headers));
    await app.inject({ method: 'DELETE', url: '/api/auth/session', headers: loggedOut.headers });
    expect((await openCallback(app, orphan)).error).toBe(LinkErrors.unknownState);
    expect((await profile(headers)).twitchId).toBe('9100');
  });

  it('refuses a callback opened with another session than the one that asked', async () => {
    const asker = await buildPlayer(app);
    const other = await buildPlayer(app);
    fake.authorizeAs({ id: '9200' });
    const path = await authorizeAt(await linkUrl(app, asker.headers));
    expect((await openCallback(app, path, other.headers)).error).toBe(LinkErrors.otherSession);
    expect((await profile(asker.headers)).twitchId).toBeUndefined();
    expect((await profile(other.headers)).twitchId).toBeUndefined();
  });

  it('says so when the player refuses at Twitch', async () => {
    const { headers } = await buildPlayer(app);
    fake.denyAuthorization();
    const outcome = await openCallback(app, await authorizeAt(await linkUrl(app, headers)));
    expect(outcome.location).toBe('/profile');
    expect(outcome.error).toBe(LinkErrors.denied);
    expect((await profile(headers)).twitchId).toBeUndefined();
  });

  it('refuses a Twitch account already linked to another site account', async () => {
    const first = await buildPlayer(app);
    const second = await buildPlayer(app);
    await linkTwitch(app, fake, first.headers, { id: '9300' });
    fake.authorizeAs({ id: '9300' });
    const outcome = await openCallback(app, await authorizeAt(await linkUrl(app, second.headers)));
    expect(outcome.error).toBe(LinkErrors.takenTwitch);
    expect((await profile(second.headers)).twitchId).toBeUndefined();
    expect((await profile(first.headers)).twitchId).toBe('9300');
  });

  it('says Twitch failed when the code exchange fails', async () => {
    const { headers } = await buildPlayer(app);
    fake.authorizeAs({ id: '9400' });
    const path = await authorizeAt(await linkUrl(app, headers));
    fake.failNext('/oauth2/token', 500);
    expect((await openCallback(app, path)).error).toBe(LinkErrors.twitchFailed);
  });
});

describe('DELETE /api/auth/twitch/link', () => {
  it('unlinks, and says so when there is nothing to unlink', async () => {
    const { headers } = await buildPlayer(app);
    await linkTwitch(app, fake, headers, { id: '9500' });
    const removed = await app.inject({ method: 'DELETE', url: '/api/auth/twitch/link', headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Your Twitch account is unlinked.');
    expect((await profile(headers)).twitchId).toBeUndefined();
    const again = await app.inject({ method: 'DELETE', url: '/api/auth/twitch/link', headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your account is not linked to Twitch.');
    expect((await app.inject({ method: 'DELETE', url: '/api/auth/twitch/link' })).statusCode).toBe(401);
  });
});

describe("the callback's words", () => {
  it("are in the account's language once the request is known to be its, else in the browser's", async () => {
    const { headers } = await buildPlayer(app);
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers,
      payload: { language: 'pt-BR' },
    });
    expect(chosen.statusCode).toBe(200);
    fake.authorizeAs({ id: '9400', login: 'leitora', displayName: 'Leitora' });
    // The browser says English, the account reads Portuguese: the account wins.
    const path = await authorizeAt(await linkUrl(app, headers));
    const linked = await openCallback(app, path, { 'accept-language': 'en' });
    expect(linked.message).toBe(fillTemplate(ptBRTwitch.linked, { name: 'Leitora' }));

    const forged = '/api/auth/twitch/callback?code=x&state=forged';
    expect((await openCallback(app, forged, { 'accept-language': 'pt-BR' })).error).toBe(
      ptBRTwitch.linkUnknownState,
    );
    expect((await openCallback(app, forged)).error).toBe(TwitchText.linkUnknownState);
  });
});
