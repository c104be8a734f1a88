import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../test/builders.ts';
import { queriesSent, type StubResponse, stubFetch } from '../../test/fetch-stub.ts';
import { buildGameCharacter, buildUserGame, TERA_SITE } from '../../test/game-builders.ts';
import { buildUser, renderApp } from '../../test/render-app.tsx';

const PROFILE = 'GET /api/user/profile';
const USER_GAME = 'GET /api/user/game';

async function openProfile(routes: Record<string, StubResponse>) {
  const mock = stubFetch({ [PROFILE]: { json: buildProfile() }, ...routes });
  renderApp('/profile', { user: buildUser() });
  await screen.findByRole('heading', { level: 2, name: 'Aria' });
  return { mock, tab: within(screen.getByRole('tabpanel')) };
}

function figure(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('profile: the game (GAME_BACKEND=tera-api)', () => {
  it('lists the characters by server with class, level and race, and the game coins beside the Agaia Coins', async () => {
    const { tab } = await openProfile({
      ...TERA_SITE,
      [USER_GAME]: {
        json: buildUserGame({
          coins: 1200,
          characters: [
            buildGameCharacter(),
            buildGameCharacter({ characterId: 12, name: 'Borin', classId: 10, raceId: 5, level: 70 }),
            buildGameCharacter({
              serverId: 2,
              serverName: 'Arun',
              characterId: 13,
              name: 'Cyra',
              classId: 99,
            }),
          ],
        }),
      },
    });
    const velika = within(await tab.findByRole('table', { name: 'Characters on Velika' }));
    const rows = velika.getAllByRole('row').map((row) => row.textContent);
    // Highest level first.
    expect(rows).toEqual(['NameClassLevelRace', 'BorinBrawler70Baraka', 'AriadneLancer65Castanic']);
    expect(tab.getByRole('heading', { level: 3, name: 'Arun' })).toBeInTheDocument();
    const arun = within(tab.getByRole('table', { name: 'Characters on Arun' }));
    // A class the list does not know shows as its number.
    expect(arun.getByText('#99')).toBeInTheDocument();

    expect(figure('Agaia Coins')).toBe('150');
    expect(figure('Game coins')).toBe('1,200');
  });

  it('outlines the characters and holds the game coins with a placeholder while the game has not answered', async () => {
    const mock = stubFetch({ ...TERA_SITE, [PROFILE]: { json: buildProfile() } });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/api/user/game') ? new Promise<Response>(() => {}) : mock(input, init),
    );
    renderApp('/profile', { user: buildUser() });
    await screen.findByRole('heading', { level: 2, name: 'Aria' });
    const loading = await within(screen.getByRole('tabpanel')).findByRole('status');
    expect(loading).toHaveTextContent(/^Loading your characters\.\.\.$/);
    expect(loading.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await screen.findByText('Game coins', { selector: 'dt' });
    expect(figure('Game coins')).toBe('Loading...');
  });

  it("says 'No characters created yet.' when the player has none", async () => {
    const { tab } = await openProfile({
      ...TERA_SITE,
      [USER_GAME]: { json: buildUserGame({ characters: [] }) },
    });
    expect(await tab.findByText('No characters created yet.')).toBeInTheDocument();
  });

  it('says calmly that the game is not answering, and the game coins are unavailable', async () => {
    const { tab } = await openProfile({
      ...TERA_SITE,
      [USER_GAME]: { json: buildUserGame({ available: false, characters: [], coins: null }) },
    });
    expect(
      await tab.findByText(
        'The game server is not answering right now. Your characters will show here when it is back.',
      ),
    ).toBeInTheDocument();
    expect(figure('Game coins')).toBe('Unavailable');
  });

  it("shows the server's message when the game cannot be read", async () => {
    const { tab } = await openProfile({
      ...TERA_SITE,
      [USER_GAME]: { status: 500, json: { message: 'Something broke.' } },
    });
    expect(await tab.findByText('Something broke.')).toBeInTheDocument();
  });

  it('keeps the placeholder and asks nothing of the game with no game back end', async () => {
    const { mock, tab } = await openProfile({});
    expect(tab.getByText('No characters created yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Game coins', { selector: 'dt' })).not.toBeInTheDocument());
    expect(queriesSent(mock, USER_GAME)).toHaveLength(0);
  });
});
