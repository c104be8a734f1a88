import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub.ts';
import { buildUser } from '../test/render-app.tsx';
import { setNavigate } from './navigation.ts';
import { SESSION_STORAGE_KEY, session } from './session.ts';
import { logout } from './use-session.ts';

describe('logout', () => {
  it('revokes the session on the server, removes the stored user and goes to /login', async () => {
    session.save(buildUser({ accessToken: 'abc' }));
    const navigate = vi.fn();
    setNavigate(navigate);
    const fetchMock = stubFetch({ 'DELETE /api/auth/session': { json: { message: 'Logged out.' } } });
    await logout();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer abc');
    expect(session.get()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it('still logs out when the server call fails', async () => {
    session.save(buildUser());
    const navigate = vi.fn();
    setNavigate(navigate);
    stubFetch({ 'DELETE /api/auth/session': { status: 500, json: { message: 'Down.' } } });
    await logout();
    expect(session.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });
});
