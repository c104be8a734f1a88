import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

const session = (accountDBID: number, sessionId = 1) => ({ accountDBID, sessionId });

describe('the session cache', () => {
  it('keeps a session until the earliest of its TTL and its own bound', () => {
    const cache = createSessionCache<ReturnType<typeof session>>({ ttlMs: 1_000 });
    cache.set('a', session(1), cache.begin(), 0, 5_000);
    cache.set('b', session(2), cache.begin(), 0, 400);
    expect(cache.get('a', 999)).toEqual(session(1));
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.get('b', 399)).toEqual(session(2));
    expect(cache.get('b', 400)).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it("forgets every session of one account, and only that account's", () => {
    const cache = createSessionCache<ReturnType<typeof session>>({ ttlMs: 1_000 });
    cache.set('a1', session(1, 1), cache.begin(), 0, 5_000);
    cache.set('a2', session(1, 2), cache.begin(), 0, 5_000);
    cache.set('b', session(2, 3), cache.begin(), 0, 5_000);
    cache.forget(1);
    expect(cache.get('a1', 1)).toBeUndefined();
    expect(cache.get('a2', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toEqual(session(2, 3));
  });

  it('does not keep a lookup that was under way when a change happened (it may predate the change)', () => {
    const cache = createSessionCache<ReturnType<typeof session>>({ ttlMs: 1_000 });
    const startedAt = cache.begin();
    cache.forget(7);
    cache.set('a', session(1), startedAt, 0, 5_000);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', session(1), cache.begin(), 0, 5_000);
    expect(cache.get('a', 1)).toEqual(session(1));
  });

  it('holds at most maxEntries sessions, dropping the oldest', () => {
    const cache = createSessionCache<ReturnType<typeof session>>({ ttlMs: 1_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.set(key, session(key.charCodeAt(0)), cache.begin(), 0, 5_000);
    expect(cache.size()).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toEqual(session(99));
    // The dropped one left the account index too: forgetting its account touches nothing else.
    cache.forget(97);
    expect(cache.size()).toBe(2);
  });
});
