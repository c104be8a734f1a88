import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_QUERY } from '../lib/public-query.ts';
import { session } from '../lib/session.ts';
import { Providers } from './providers.tsx';

const login = (accountDBID: number) => ({
  accessToken: `token-${accountDBID}`,
  privilege: 0,
  webMgt: 1,
  accountDBID,
  userName: `player${accountDBID}`,
});

function cacheWithBoth(client: QueryClient) {
  client.setQueryData(['user', 'profile'], { userName: 'player1', agaiaCoins: 250 });
  client.setQueryData(['admin', 'accounts', 'list'], [{ id: 1 }]);
  // A public query: its data is the same for everyone. setQueryData cannot set meta, so it is fetched.
  return client.prefetchQuery({
    queryKey: ['site'],
    queryFn: () => ({ siteName: 'Agaia' }),
    meta: PUBLIC_QUERY,
  });
}

const keysOf = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey[0]);

afterEach(() => {
  act(() => session.clear());
});

describe('the query cache and the session', () => {
  it('forgets the account’s queries at logout and keeps the public ones', async () => {
    act(() => {
      session.save(login(1));
    });
    const client = new QueryClient();
    render(<Providers client={client}>page</Providers>);
    await cacheWithBoth(client);
    expect(keysOf(client).sort()).toEqual(['admin', 'site', 'user']);
    act(() => session.clear());
    expect(keysOf(client)).toEqual(['site']);
  });

  it('forgets them when someone else logs in in the same tab, not when the same account logs in again', async () => {
    act(() => {
      session.save(login(1));
    });
    const client = new QueryClient();
    render(<Providers client={client}>page</Providers>);
    await cacheWithBoth(client);
    act(() => {
      session.save({ ...login(1), accessToken: 'renewed' });
    });
    expect(keysOf(client)).toHaveLength(3);
    act(() => {
      session.save(login(2));
    });
    expect(keysOf(client)).toEqual(['site']);
  });
});
