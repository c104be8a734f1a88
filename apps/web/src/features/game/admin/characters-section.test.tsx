import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queriesSent, type StubResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { buildGameCharacter, TERA_SITE } from '../../../test/game-builders.ts';
import { buildUser, LAZY, renderApp } from '../../../test/render-app.tsx';

const CHARACTERS = 'GET /api/admin/game/characters';

function answer(overrides: Record<string, unknown> = {}): StubResponse {
  return {
    json: {
      accountDBID: 42,
      userName: 'Aria',
      available: true,
      characters: [
        buildGameCharacter(),
        buildGameCharacter({ serverId: 2, serverName: 'Arun', characterId: 5, name: 'Borin', classId: 10 }),
      ],
      ...overrides,
    },
  };
}

async function openCharacters(routes: Record<string, StubResponse> = {}) {
  const mock = stubFetch({ ...TERA_SITE, [CHARACTERS]: answer(), ...routes });
  renderApp('/admin/characters', { user: buildUser({ webMgt: 29 }) });
  await screen.findByRole('heading', { level: 3, name: 'Character Management' }, LAZY);
  return mock;
}

async function search(accountId: string) {
  const input = await screen.findByLabelText('Account ID');
  await userEvent.clear(input);
  if (accountId) await userEvent.type(input, accountId);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('admin Game: Characters', () => {
  it("finds an account's characters: its user name above, then name, class, level, race, gender and server", async () => {
    const mock = await openCharacters();
    await search('42');
    expect(await screen.findByRole('heading', { level: 4, name: 'Account 42: Aria' })).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Characters of account 42' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'NameClassLevelRaceGenderServer',
      'AriadneLancer65CastanicFemaleVelika',
      'BorinBrawler65CastanicFemaleArun',
    ]);
    expect(Object.fromEntries(queriesSent(mock, CHARACTERS)[0] ?? [])).toEqual({ accountDBID: '42' });
  });

  it('asks for an account ID before searching', async () => {
    const mock = await openCharacters();
    await search('');
    expect(await screen.findByText('Enter an account ID.')).toBeInTheDocument();
    expect(screen.getByLabelText('Account ID')).toHaveAccessibleDescription('Enter an account ID.');
    expect(queriesSent(mock, CHARACTERS)).toHaveLength(0);
  });

  it('says when the account is unknown to the site or has no characters', async () => {
    await openCharacters({ [CHARACTERS]: answer({ accountDBID: 77, userName: null, characters: [] }) });
    await search('77');
    expect(await screen.findByText('Account 77 has no account on this site.')).toBeInTheDocument();
    expect(screen.getByText('This account has no characters.')).toBeInTheDocument();
  });

  it('says when the game is not answering', async () => {
    await openCharacters({ [CHARACTERS]: answer({ available: false, characters: [] }) });
    await search('42');
    expect(
      await screen.findByText('The game server is not answering: the characters cannot be read right now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message when the search fails", async () => {
    await openCharacters({
      [CHARACTERS]: { status: 400, json: { message: 'Account ID must be at most 2147483647.' } },
    });
    await search('42');
    expect(await screen.findByText('Account ID must be at most 2147483647.')).toBeInTheDocument();
  });

  it('says no game back end is connected with GAME_BACKEND=none, and offers no search', async () => {
    stubFetch();
    renderApp('/admin/characters', { user: buildUser({ webMgt: 29 }) });
    expect(
      await screen.findByText('No game back end is connected (GAME_BACKEND=none).', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Account ID')).not.toBeInTheDocument();
  });
});
