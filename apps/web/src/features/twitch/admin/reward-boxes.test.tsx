import { GameMessages } from '@agaia/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdminReward } from '../../../test/admin-builders.ts';
import { bodiesSent, type StubResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { buildGameBox, TERA_SITE } from '../../../test/game-builders.ts';
import { buildUser, LAZY, renderApp } from '../../../test/render-app.tsx';

const LIST = 'GET /api/admin/twitch/rewards';
const CREATE = 'POST /api/admin/twitch/rewards';
const BOXES = 'GET /api/admin/game/boxes';

function openEditor(path: string, routes: Record<string, StubResponse> = {}) {
  const mock = stubFetch({
    ...TERA_SITE,
    [LIST]: { json: { rewards: [buildAdminReward({ boxId: 41, itemQuantity: 1 })] } },
    [BOXES]: { json: { boxes: [buildGameBox()] } },
    ...routes,
  });
  renderApp(path, { user: buildUser({ webMgt: 13 }) });
  return mock;
}

/** The multipart body sent to one call, as plain entries. */
function formSent(mock: ReturnType<typeof stubFetch>, key: string) {
  return Object.fromEntries([...(bodiesSent(mock, key)[0] as FormData).entries()]);
}

describe('admin Twitch Drops: game boxes (GAME_BACKEND=tera-api)', () => {
  it('requires the game box of the item, counts boxes, and sends boxId', async () => {
    const mock = openEditor('/admin/twitch-drops?new', {
      [CREATE]: { status: 201, json: buildAdminReward({ rewardId: 9 }) },
    });
    await userEvent.type(await screen.findByLabelText('Title', {}, LAZY), 'Frost Mount');
    await userEvent.type(screen.getByLabelText('Season'), '2');
    await userEvent.type(screen.getByLabelText('Required minutes'), '120');
    await userEvent.type(screen.getByLabelText('Item ID'), '8001');
    expect(screen.getByLabelText('Boxes')).toHaveValue('1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(GameMessages.boxRequired)).toBeInTheDocument();
    expect(bodiesSent(mock, CREATE)).toEqual([]);

    await userEvent.selectOptions(
      screen.getByLabelText('Game box'),
      await screen.findByRole('option', { name: '#41 Frost Mount Box (1 item)' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reward created.')).toBeInTheDocument();
    expect(formSent(mock, CREATE)).toMatchObject({ itemId: '8001', itemQuantity: '1', boxId: '41' });
  });

  it("shows the reward's box and sends it again on save", async () => {
    const mock = openEditor('/admin/twitch-drops?edit=7', {
      'PUT /api/admin/twitch/rewards/7': { json: buildAdminReward({ boxId: 41 }) },
    });
    await screen.findByRole('option', { name: '#41 Frost Mount Box (1 item)' }, LAZY);
    expect(screen.getByLabelText('Game box')).toHaveValue('41');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reward updated.')).toBeInTheDocument();
    expect(formSent(mock, 'PUT /api/admin/twitch/rewards/7')).toMatchObject({ boxId: '41' });
  });

  it('says why the boxes cannot be listed, and keeps the form usable', async () => {
    openEditor('/admin/twitch-drops?edit=7', {
      [BOXES]: {
        status: 503,
        json: { message: 'The game server did not answer: its boxes cannot be listed now.' },
      },
    });
    expect(
      await screen.findByText('The game server did not answer: its boxes cannot be listed now.', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Game box')).toHaveValue('41');
    expect(screen.getByLabelText('Title')).toBeEnabled();
  });
});
