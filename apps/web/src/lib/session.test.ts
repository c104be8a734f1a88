import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../test/render-app.tsx';
import { createSessionStore, SESSION_STORAGE_KEY, session } from './session.ts';

function freshStore() {
  window.localStorage.clear();
  return createSessionStore(window.localStorage);
}

describe('session store', () => {
  it('stores a login response that has an accessToken, whole, under the user key', () => {
    const store = freshStore();
    const response = { ...buildUser({ webMgt: 22 }), extra: 'kept' };
    expect(store.save(response)).toBe(true);
    expect(store.get()?.webMgt).toBe(22);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(response);
  });

  it('does not store a response without an accessToken', () => {
    const store = freshStore();
    const { accessToken: _, ...withoutToken } = buildUser();
    expect(store.save(withoutToken)).toBe(false);
    expect(store.save({ ...buildUser(), accessToken: '' })).toBe(false);
    expect(store.get()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('restores a stored user at start', () => {
    const store = freshStore();
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildUser({ userName: 'Kaia' })));
    expect(store.restore()?.userName).toBe('Kaia');
    expect(store.get()?.accessToken).toBe('token-1');
  });

  it("forgets a stored login that looked whole at start once the contract's schema, loaded after, refuses it", async () => {
    window.localStorage.clear();
    // The app's own check: the contract's LoginResponse, loaded on first use (answer-schemas.ts).
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ ...buildUser({ userName: 'Kaia' }), language: 'klingon' }),
    );
    const listener = vi.fn();
    const stop = session.subscribe(listener);
    expect(session.restore()?.userName).toBe('Kaia');
    await vi.waitFor(() => expect(session.get()).toBeNull());
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    stop();
  });

  it("keeps a stored login the contract's schema accepts", async () => {
    window.localStorage.clear();
    const check = vi.fn(async () => (value: unknown) => value !== null);
    const store = createSessionStore(window.localStorage, check);
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildUser({ userName: 'Kaia' })));
    store.restore();
    await vi.waitFor(() => expect(check).toHaveBeenCalled());
    await Promise.resolve();
    expect(store.get()?.userName).toBe('Kaia');
  });

  it.each([
    ['bad JSON', '{not json'],
    ['no accessToken', JSON.stringify({ userName: 'x', webMgt: 1 })],
    ['not an object', '"token"'],
    ['no account id', JSON.stringify({ accessToken: 't', userName: 'x', webMgt: 1, privilege: 0 })],
  ])('removes a stored value with %s', (_label, raw) => {
    const store = freshStore();
    window.localStorage.setItem(SESSION_STORAGE_KEY, raw);
    expect(store.restore()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears the user and tells subscribers', () => {
    const store = freshStore();
    store.save(buildUser());
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(store.get()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
