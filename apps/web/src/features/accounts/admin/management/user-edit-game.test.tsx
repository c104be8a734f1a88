import { GameMessages, grant } from '@agaia/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdminUserDetail } from '../../../../test/builders.ts';
import { bodiesSent, stubFetch } from '../../../../test/fetch-stub.ts';
import { TERA_SITE } from '../../../../test/game-builders.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';

const PUT = 'PUT /api/admin/users/42';
const KEEPS_NAME = 'The game keeps this name.';
const ONLY_ADDED = 'Coins can only be added: the game wallet cannot be lowered from here.';

async function openEdit() {
  const mock = stubFetch({
    ...TERA_SITE,
    'GET /api/admin/users/42': {
      json: { ...buildAdminUserDetail({ agaiaCoins: 150 }), game: { coins: 90 } },
    },
    [PUT]: { json: { message: 'User updated successfully!' } },
  });
  renderApp('/admin/management?user=42', {
    user: buildUser({ accountDBID: 1, userName: 'Boss', webMgt: grant([2, 3, 5, 7, 11, 13]) }),
  });
  await screen.findByRole('heading', { name: 'Edit user Aria (ID 42)' }, LAZY);
  await screen.findByText(KEEPS_NAME);
  return mock;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('account management under a game back end (GAME_BACKEND=tera-api)', () => {
  it('keeps the name read-only and says why; explains that coins can only be added', async () => {
    await openEdit();
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(KEEPS_NAME);
    expect(screen.getByLabelText('Agaia Coins')).toHaveAccessibleDescription(
      `${ONLY_ADDED} The game wallet holds 90.`,
    );
  });

  it("refuses lower coins and tera-api's password rule before sending, then saves more coins", async () => {
    const mock = await openEdit();
    await userEvent.clear(screen.getByLabelText('Agaia Coins'));
    await userEvent.type(screen.getByLabelText('Agaia Coins'), '100');
    await userEvent.type(screen.getByLabelText('New Password'), 'short1');
    await save();
    expect(await screen.findByText(GameMessages.passwordLength)).toBeInTheDocument();
    expect(bodiesSent(mock, PUT)).toEqual([]);

    await userEvent.clear(screen.getByLabelText('New Password'));
    await save();
    expect(await screen.findByText(ONLY_ADDED)).toBeInTheDocument();
    expect(bodiesSent(mock, PUT)).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Agaia Coins'));
    await userEvent.type(screen.getByLabelText('Agaia Coins'), '400');
    await save();
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(bodiesSent(mock, PUT)).toMatchObject([{ userName: 'Aria', agaiaCoins: 400 }]);
  });
});
