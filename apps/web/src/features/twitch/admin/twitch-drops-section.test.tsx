import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAdminReward } from '../../../test/admin-builders.ts';
import { bodiesSent, type StubResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../test/render-app.tsx';

const LIST = 'GET /api/admin/twitch/rewards';
const CREATE = 'POST /api/admin/twitch/rewards';
const admin = buildUser({ webMgt: 13 });

function openDrops(routes: Record<string, StubResponse> = {}, path = '/admin/twitch-drops') {
  const mock = stubFetch({ [LIST]: { json: { rewards: [buildAdminReward()] } }, ...routes });
  const view = renderApp(path, { user: admin });
  return { mock, ...view };
}

/** The multipart body sent to one call, as plain entries (files by name). */
function formSent(mock: ReturnType<typeof stubFetch>, key: string, index = 0) {
  const body = bodiesSent(mock, key)[index];
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries(
    [...(body as FormData).entries()].map(([name, value]) => [
      name,
      value instanceof File ? `file:${value.name}` : value,
    ]),
  );
}

const png = (bytes = 10, name = 'mount.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});

afterEach(() => {
  // Unmount first: the preview revokes its URL as it goes.
  cleanup();
  Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
});

describe('admin Twitch Drops', () => {
  it('lists the rewards with image, season, type, title, required minutes and item', async () => {
    openDrops({
      [LIST]: {
        json: {
          rewards: [
            buildAdminReward(),
            buildAdminReward({ rewardId: 8, type: 'streamer', title: 'Streamer Banner', imageUrl: null }),
          ],
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Twitch Drop rewards' }, LAZY);
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    const cells = within(first as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '',
      '7',
      '2',
      'Viewer',
      'Frost Mount',
      '120',
      '1001 × 2',
      'EditDelete',
    ]);
    expect(cells[0]?.querySelector('img')).toHaveAttribute('src', '/api/media/frost.png');
    expect(within(second as HTMLElement).getByText('Streamer')).toBeInTheDocument();
    expect(second?.querySelector('img')).toBeNull();
  });

  it("says 'Failed to fetch Twitch Drop rewards.' when the list fails without a message", async () => {
    openDrops({ [LIST]: { status: 500 } });
    expect(await screen.findByText('Failed to fetch Twitch Drop rewards.', {}, LAZY)).toBeInTheDocument();
  });

  it('requires title, season, required minutes, item ID and quantity, then sends multipart with the image', async () => {
    const { mock } = openDrops({ [CREATE]: { status: 201, json: buildAdminReward({ rewardId: 9 }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'New Reward' }, LAZY));
    await userEvent.clear(screen.getByLabelText('Item quantity'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Season is required.')).toBeInTheDocument();
    expect(screen.getByText('Required minutes is required.')).toBeInTheDocument();
    expect(screen.getByText('Item ID is required.')).toBeInTheDocument();
    expect(screen.getByText('Item quantity is required.')).toBeInTheDocument();
    expect(bodiesSent(mock, CREATE)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Title'), 'Ember Cape');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'streamer');
    await userEvent.type(screen.getByLabelText('Season'), '3');
    await userEvent.type(screen.getByLabelText('Required minutes'), '1.5');
    await userEvent.type(screen.getByLabelText('Item ID'), '2002');
    await userEvent.type(screen.getByLabelText('Item quantity'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required minutes must be a whole number.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Required minutes'));
    await userEvent.type(screen.getByLabelText('Required minutes'), '90');
    await userEvent.upload(screen.getByLabelText('Reward image file'), png());
    expect(screen.getByRole('img', { name: 'Reward image preview' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Reward created.')).toBeInTheDocument();
    expect(formSent(mock, CREATE)).toEqual({
      season: '3',
      type: 'streamer',
      title: 'Ember Cape',
      description: '',
      requiredMinutes: '90',
      itemId: '2002',
      itemQuantity: '4',
      imageUrl: 'file:mount.png',
    });
    // Back on the list.
    expect(await screen.findByRole('table', { name: 'Twitch Drop rewards' })).toBeInTheDocument();
  });

  it('refuses an image of the wrong type or over 2 MB before sending it', async () => {
    openDrops({}, '/admin/twitch-drops?new');
    const input = await screen.findByLabelText('Reward image file', {}, LAZY);
    await userEvent.upload(input, png(10, 'notes.txt', 'text/plain'), { applyAccept: false });
    expect(await screen.findByText('The image must be a PNG, JPEG, WebP or GIF file.')).toBeInTheDocument();
    await userEvent.upload(input, png(2 * 1024 * 1024 + 1));
    expect(await screen.findByText('The image must be at most 2 MB.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Reward image preview' })).not.toBeInTheDocument();
  });

  it("edits with removeImage=true, and shows the server's message, else 'Failed to update reward.'", async () => {
    const { mock } = openDrops(
      {
        'PUT /api/admin/twitch/rewards/7': {
          status: 400,
          json: { message: 'Title must be at most 120 characters.' },
        },
      },
      '/admin/twitch-drops?edit=7',
    );
    expect(await screen.findByLabelText('Title', {}, LAZY)).toHaveValue('Frost Mount');
    expect(screen.getByLabelText('Item quantity')).toHaveValue('2');
    expect(screen.getByRole('img', { name: 'Reward image preview' })).toHaveAttribute(
      'src',
      '/api/media/frost.png',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Image' }));
    expect(screen.getByText('The current image will be removed when you save.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title must be at most 120 characters.')).toBeInTheDocument();
    expect(formSent(mock, 'PUT /api/admin/twitch/rewards/7')).toMatchObject({
      title: 'Frost Mount',
      description: 'A frosty steed.',
      itemQuantity: '2',
      removeImage: 'true',
    });

    stubFetch({
      [LIST]: { json: { rewards: [buildAdminReward()] } },
      'PUT /api/admin/twitch/rewards/7': { status: 500 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update reward.')).toBeInTheDocument();
  });

  it("says 'Failed to create reward.' when a create fails without a message", async () => {
    openDrops({ [CREATE]: { status: 500 } }, '/admin/twitch-drops?new');
    await userEvent.type(await screen.findByLabelText('Title', {}, LAZY), 'Cape');
    await userEvent.type(screen.getByLabelText('Season'), '1');
    await userEvent.type(screen.getByLabelText('Required minutes'), '30');
    await userEvent.type(screen.getByLabelText('Item ID'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create reward.')).toBeInTheDocument();
  });

  it('asks to Confirm Deletion, shows Deleting..., then refreshes the list', async () => {
    let release: (response: Response) => void = () => {};
    const { mock } = openDrops({ [LIST]: { json: { rewards: [buildAdminReward()] } } });
    const table = mock.getMockImplementation();
    mock.mockImplementation((input, init) =>
      init?.method === 'DELETE'
        ? new Promise<Response>((resolve) => {
            release = resolve;
          })
        : (table?.(input, init) ?? Promise.reject(new Error('no stub'))),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete reward Frost Mount' }, LAZY));
    const dialog = within(screen.getByRole('dialog', { name: 'Confirm Deletion' }));
    expect(
      dialog.getByText('Are you sure you want to delete the reward "Frost Mount" (ID: 7)?'),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('This action and its associated image file will be permanently deleted.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Delete' }));
    expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();

    const lists = bodiesSent(mock, LIST).length;
    release(new Response(JSON.stringify({ message: 'Reward deleted.' }), { status: 200 }));
    expect(await screen.findByText('Reward deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(bodiesSent(mock, LIST).length).toBeGreaterThan(lists));
  });

  it("closes the dialog and says 'Error deleting reward ID {id}: …' when the delete fails", async () => {
    openDrops({
      'DELETE /api/admin/twitch/rewards/7': { status: 404, json: { message: 'Reward not found.' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete reward Frost Mount' }, LAZY));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('Error deleting reward ID 7: Reward not found.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    stubFetch({
      [LIST]: { json: { rewards: [buildAdminReward()] } },
      'DELETE /api/admin/twitch/rewards/7': { status: 500 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete reward Frost Mount' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(
      await screen.findByText('Error deleting reward ID 7: Failed to delete reward.'),
    ).toBeInTheDocument();
  });

  it('cancels a deletion without calling the server', async () => {
    const { mock } = openDrops();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete reward Frost Mount' }, LAZY));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesSent(mock, 'DELETE /api/admin/twitch/rewards/7')).toEqual([]);
  });
});
