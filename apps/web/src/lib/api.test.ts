import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../i18n/i18n.ts';
import { stubFetch } from '../test/fetch-stub.ts';
import { buildUser } from '../test/render-app.tsx';
import { ApiError, api, errorMessage } from './api.ts';
import { setNavigate } from './navigation.ts';
import { SESSION_STORAGE_KEY, session } from './session.ts';

function headersOf(mock: ReturnType<typeof stubFetch>, call = 0): Headers {
  return new Headers(mock.mock.calls[call]?.[1]?.headers);
}

afterEach(() => setNavigate((to) => window.location.assign(to)));

describe('api client', () => {
  it('calls /api with the bearer token of the session', async () => {
    session.save(buildUser({ accessToken: 'secret-token' }));
    const fetchMock = stubFetch({ 'GET /api/user/profile': { json: { userName: 'Aria' } } });
    await expect(api.get('/user/profile')).resolves.toEqual({ userName: 'Aria' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/user/profile');
    expect(headersOf(fetchMock).get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header and no Content-Type without a session or body', async () => {
    const fetchMock = stubFetch({ 'GET /api/content/news': { json: [] } });
    await api.get('/content/news', { query: { limit: 20, category: undefined } });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/content/news?limit=20');
    expect(headersOf(fetchMock).has('Authorization')).toBe(false);
    expect(headersOf(fetchMock).has('Content-Type')).toBe(false);
  });

  it("names the page's language, so the server can answer in it", async () => {
    const fetchMock = stubFetch({ 'GET /api/content/news': { json: [] } });
    await api.get('/content/news');
    expect(headersOf(fetchMock).get('Accept-Language')).toBe('en');
    await i18n.changeLanguage('pt-BR');
    await api.get('/content/news');
    expect(headersOf(fetchMock, 1).get('Accept-Language')).toBe('pt-BR');
  });

  it('sends JSON bodies as JSON and FormData bodies as they are', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/login': { json: {} },
      'POST /api/admin/twitch/rewards': { json: {} },
    });
    await api.post('/auth/login', { body: { identifier: 'aria', password: 'pw' } });
    expect(headersOf(fetchMock, 0).get('Content-Type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"identifier":"aria","password":"pw"}');

    const form = new FormData();
    form.set('title', 'Reward');
    await api.post('/admin/twitch/rewards', { body: form });
    expect(headersOf(fetchMock, 1).has('Content-Type')).toBe(false);
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(form);
  });

  it('turns an error answer into an ApiError with the server message, code and field errors', async () => {
    stubFetch({
      'POST /api/auth/register': {
        status: 400,
        json: { message: 'Email taken.', code: 'EMAIL_TAKEN', fieldErrors: { email: ['Email taken.'] } },
      },
    });
    const error = await api.post('/auth/register', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Email taken.',
      code: 'EMAIL_TAKEN',
      fieldErrors: { email: ['Email taken.'] },
    });
    expect(errorMessage(error, 'Fallback.')).toBe('Email taken.');
  });

  it('checks an answer with a schema it loads first, as the start code names its schemas', async () => {
    stubFetch({
      'GET /api/site': { json: { name: 'Agaia' } },
      'GET /api/game/status': { json: { name: 7 } },
    });
    const schema = async () => z.object({ name: z.string() });
    await expect(api.get('/site', { schema })).resolves.toEqual({ name: 'Agaia' });
    await expect(api.get('/game/status', { schema })).rejects.toMatchObject({
      status: 200,
      message: i18n.t('errors.badResponse'),
    });
  });

  it("reports a schema whose code cannot load (offline, or gone after a deploy) as the network's failure", async () => {
    stubFetch({ 'GET /api/site': { json: { name: 'Agaia' } } });
    const schema = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(api.get('/site', { schema })).rejects.toMatchObject({
      status: 0,
      message: i18n.t('errors.network'),
    });
  });

  it('gives a sensible message when the error answer has no message', async () => {
    stubFetch({ 'GET /api/content/news': { status: 502, text: '<html>Bad gateway</html>' } });
    const error = await api.get('/content/news').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, message: 'The request failed (HTTP 502).' });
    expect(errorMessage(error, 'Failed to load news.')).toBe('Failed to load news.');
  });

  it('reports an unreachable server as an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/site').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 0,
      message: expect.stringContaining('Could not reach the server'),
    });
  });

  it('on a 401 removes the stored user and goes to /login, remembering where the user was', async () => {
    session.save(buildUser());
    const navigate = vi.fn();
    setNavigate(navigate);
    window.history.replaceState(null, '', '/profile?tab=drops');
    stubFetch({ 'GET /api/user/profile': { status: 401, json: { message: 'Session expired.' } } });

    await expect(api.get('/user/profile')).rejects.toMatchObject({
      status: 401,
      message: 'Session expired.',
    });
    expect(session.get()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { from: '/profile?tab=drops' } });
    window.history.replaceState(null, '', '/');
  });

  it('leaves a 401 to the caller when asked to', async () => {
    session.save(buildUser());
    const navigate = vi.fn();
    setNavigate(navigate);
    stubFetch({ 'DELETE /api/auth/session': { status: 401, json: { message: 'No session.' } } });
    await expect(api.delete('/auth/session', { authRedirect: false })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
    expect(session.get()).not.toBeNull();
  });
});

describe('errorMessage', () => {
  it("prefers the server's message, then the error's own, then the fallback", () => {
    expect(errorMessage(new ApiError(500, { message: 'Server says no.' }), 'Fallback.')).toBe(
      'Server says no.',
    );
    expect(errorMessage(new Error('Own message.'), 'Fallback.')).toBe('Own message.');
    expect(errorMessage(new Error(''), 'Fallback.')).toBe('Fallback.');
    expect(errorMessage('a string', 'Fallback.')).toBe('Fallback.');
  });
});
