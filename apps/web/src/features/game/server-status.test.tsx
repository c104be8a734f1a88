import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queriesSent, type StubResponse, stubFetch } from '../../test/fetch-stub.ts';
import { buildGameServer, buildGameStatus, TERA_SITE } from '../../test/game-builders.ts';
import { LAZY, renderApp, renderWithProviders } from '../../test/render-app.tsx';
import { STATUS_REFRESH_MS } from './api/game-status.ts';
import { ServerStatus } from './server-status.tsx';

const STATUS = 'GET /api/game/status';

/** The landing page watches its sections; this stand-in sees nothing cross. */
class QuietObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function stubStatus(routes: Record<string, StubResponse> = {}) {
  return stubFetch({ ...TERA_SITE, [STATUS]: { json: buildGameStatus() }, ...routes });
}

async function openLanding() {
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Agaia Online' }, LAZY);
  return {
    header: within(screen.getByRole('banner')),
    landing: within(screen.getByRole('region', { name: 'Welcome to Agaia Online' })),
  };
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', QuietObserver);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('game server status', () => {
  it('shows each server with its name, Open or Closed and players online, in the header and on the landing page', async () => {
    stubStatus({
      [STATUS]: {
        json: buildGameStatus({
          servers: [
            buildGameServer({ usersOnline: 1234 }),
            buildGameServer({ serverId: 2, name: 'Arun', isOpen: false, usersOnline: 0 }),
          ],
        }),
      },
    });
    const { header, landing } = await openLanding();
    const onLanding = within(await landing.findByRole('list', { name: 'Game servers' }));
    const [velika, arun] = onLanding.getAllByRole('listitem') as HTMLElement[];
    expect(velika).toHaveTextContent('Velika Open · 1,234 players online');
    expect(arun).toHaveTextContent('Arun Closed · 0 players online');

    const inHeader = within(header.getByRole('list', { name: 'Game servers' }));
    expect(inHeader.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Velika Open · 1,234 online',
      'Arun Closed · 0 online',
    ]);
  });

  it("says 'Server status unavailable' on the landing page when the game does not answer, and nothing in the header", async () => {
    stubStatus({ [STATUS]: { json: buildGameStatus({ servers: null }) } });
    const { header, landing } = await openLanding();
    expect(await landing.findByText('Server status unavailable')).toBeInTheDocument();
    expect(header.queryByRole('list', { name: 'Game servers' })).not.toBeInTheDocument();
    expect(header.queryByText('Server status unavailable')).not.toBeInTheDocument();
  });

  it('shows nothing when the game lists no server', async () => {
    const mock = stubStatus({ [STATUS]: { json: buildGameStatus({ servers: [] }) } });
    await openLanding();
    await waitFor(() => expect(queriesSent(mock, STATUS)).toHaveLength(1));
    expect(screen.queryByRole('list', { name: 'Game servers' })).not.toBeInTheDocument();
    expect(screen.queryByText('Server status unavailable')).not.toBeInTheDocument();
  });

  it('asks nothing and shows nothing with no game back end (GAME_BACKEND=none)', async () => {
    const mock = stubFetch();
    await openLanding();
    expect(queriesSent(mock, STATUS)).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Game servers' })).not.toBeInTheDocument();
    expect(screen.queryByText('Server status unavailable')).not.toBeInTheDocument();
  });

  it('reads the status again every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubStatus();
    renderWithProviders(<ServerStatus variant="landing" />);
    expect(await screen.findByText('57 players online')).toBeInTheDocument();

    const later = stubStatus({
      [STATUS]: { json: buildGameStatus({ servers: [buildGameServer({ usersOnline: 1 })] }) },
    });
    await act(() => vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS));
    await waitFor(() => expect(queriesSent(later, STATUS)).toHaveLength(1));
    expect(await screen.findByText('1 player online')).toBeInTheDocument();
  });
});
