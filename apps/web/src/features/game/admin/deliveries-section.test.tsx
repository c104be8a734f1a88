import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import { bodiesSent, queriesSent, type StubResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { buildAdminDelivery } from '../../../test/game-builders.ts';
import { buildUser, LAZY, renderApp } from '../../../test/render-app.tsx';

const LIST = 'GET /api/admin/game/deliveries';
const UNTIL = '2030-01-02T03:04:00.000Z';

const ROWS = [
  buildAdminDelivery({
    id: 306,
    status: 'failed',
    attempts: 3,
    lastError: 'body:userNo=Not existing account ID',
  }),
  buildAdminDelivery({ id: 305, kind: 'benefit_days', itemId: 433, quantity: 30, status: 'delivered' }),
  buildAdminDelivery({
    id: 304,
    kind: 'benefit_until',
    itemId: 433,
    quantity: 1,
    until: UNTIL,
    status: 'sending',
  }),
  buildAdminDelivery({ id: 303, kind: 'box', itemId: 41, quantity: 1, source: 'reward', sourceId: '7' }),
  buildAdminDelivery({
    id: 302,
    kind: 'ban',
    quantity: 1,
    source: 'admin',
    status: 'cancelled',
    userName: null,
  }),
  buildAdminDelivery({ id: 301, kind: 'item', itemId: 8001, quantity: 2, status: 'unknown' }),
];

function list(deliveries = ROWS, total = deliveries.length): StubResponse {
  return { json: { deliveries, total, counts: { pending: 1, failed: 1, unknown: 1 } } };
}

async function openDeliveries(routes: Record<string, StubResponse> = {}) {
  const mock = stubFetch({ [LIST]: list(), ...routes });
  renderApp('/admin/inventory', { user: buildUser({ webMgt: 31 }) });
  const table = await screen.findByRole('table', { name: 'Deliveries to the game' }, LAZY);
  return { mock, table };
}

const row = (table: HTMLElement, id: number) =>
  within(within(table).getByText(`#${id}`).closest('tr') as HTMLElement);

describe('admin Game: Inventory (the deliveries outbox)', () => {
  it('shows the title, the intro, the open counts and each row: account, what, source, status, attempts, error', async () => {
    const { table } = await openDeliveries();
    expect(screen.getByRole('heading', { level: 3, name: 'Inventory Management' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Everything on its way to the game: coins, benefits, boxes and bans. A failed row names its reason; retry it once the cause is fixed.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('1 pending · 1 failed · 1 unknown')).toBeInTheDocument();

    const failed = row(table, 306);
    for (const text of ['Aria', 'ID 42', 'Coins: 500', 'Order', '12', 'Failed', '3 attempts']) {
      expect(failed.getByText(text)).toBeInTheDocument();
    }
    expect(failed.getByText('Last error: body:userNo=Not existing account ID')).toBeInTheDocument();
    expect(failed.getByText(formatDateTime('2025-06-10T12:00:00.000Z'))).toBeInTheDocument();

    expect(row(table, 305).getByText('Benefit 433: +30 days')).toBeInTheDocument();
    expect(row(table, 305).getByText('Delivered')).toBeInTheDocument();
    expect(row(table, 304).getByText(`Benefit 433 until ${formatDateTime(UNTIL)}`)).toBeInTheDocument();
    expect(row(table, 304).getByText('Sending')).toBeInTheDocument();
    expect(row(table, 303).getByText('Box 41')).toBeInTheDocument();
    expect(row(table, 303).getByText('Reward')).toBeInTheDocument();
    expect(row(table, 302).getByText('Ban')).toBeInTheDocument();
    expect(row(table, 302).getByText('Cancelled')).toBeInTheDocument();
    expect(row(table, 302).getByText('N/A')).toBeInTheDocument();
    expect(row(table, 301).getByText('Item 8001 ×2')).toBeInTheDocument();
    expect(row(table, 301).getByText('Unknown')).toBeInTheDocument();
  });

  it('offers Retry for failed and cancelled rows, Cancel for pending and failed ones, nothing while on its way', async () => {
    const { table } = await openDeliveries({
      [LIST]: list([...ROWS, buildAdminDelivery({ id: 300, status: 'pending' })]),
    });
    const buttons = (id: number) =>
      row(table, id)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons(306)).toEqual(['Retry', 'Cancel']);
    expect(buttons(302)).toEqual(['Retry']);
    expect(buttons(300)).toEqual(['Cancel']);
    for (const id of [305, 304, 301]) expect(buttons(id)).toEqual([]);
  });

  it('retries after a confirmation and shows the answer, then reads the list again', async () => {
    const { mock, table } = await openDeliveries({
      'POST /api/admin/game/deliveries/306/retry': { json: { message: 'Delivery queued again.' } },
    });
    await userEvent.click(row(table, 306).getByRole('button', { name: 'Retry delivery 306' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Retry Delivery' }));
    expect(
      dialog.getByText(
        'Send delivery #306 (Coins: 500) to the game again? Make sure the cause of its failure is fixed.',
      ),
    ).toBeInTheDocument();
    const reads = queriesSent(mock, LIST).length;
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Retry' }));
    expect(await screen.findByText('Delivery queued again.')).toBeInTheDocument();
    expect(bodiesSent(mock, 'POST /api/admin/game/deliveries/306/retry')).toHaveLength(1);
    await waitFor(() => expect(queriesSent(mock, LIST).length).toBeGreaterThan(reads));
  });

  it("cancels after a confirmation, and shows the server's refusal when the state moved on", async () => {
    const { mock, table } = await openDeliveries({
      'POST /api/admin/game/deliveries/306/cancel': {
        status: 409,
        json: { message: 'This delivery is sending: only a pending or failed delivery can be cancelled.' },
      },
    });
    await userEvent.click(row(table, 306).getByRole('button', { name: 'Cancel delivery 306' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel Delivery' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(bodiesSent(mock, 'POST /api/admin/game/deliveries/306/cancel')).toHaveLength(0);

    await userEvent.click(row(table, 306).getByRole('button', { name: 'Cancel delivery 306' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel Delivery' }));
    expect(
      await screen.findByText(
        'This delivery is sending: only a pending or failed delivery can be cancelled.',
      ),
    ).toBeInTheDocument();
    expect(bodiesSent(mock, 'POST /api/admin/game/deliveries/306/cancel')).toHaveLength(1);
  });

  it('filters by status, kind and account, back on page 1, with the chosen page size', async () => {
    const { mock } = await openDeliveries({ [LIST]: list(ROWS, 120) });
    expect(Object.fromEntries(queriesSent(mock, LIST)[0] ?? [])).toEqual({ page: '1', pageSize: '50' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queriesSent(mock, LIST).at(-1)?.get('page')).toBe('2'));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Box');
    await userEvent.type(screen.getByLabelText('Account ID'), '4x2');
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '100');
    await waitFor(() =>
      expect(Object.fromEntries(queriesSent(mock, LIST).at(-1) ?? [])).toEqual({
        status: 'failed',
        kind: 'box',
        accountDBID: '42',
        page: '1',
        pageSize: '100',
      }),
    );
  });

  it("says 'Failed to fetch deliveries.' when the list fails without a message", async () => {
    stubFetch({ [LIST]: { status: 500 } });
    renderApp('/admin/inventory', { user: buildUser({ webMgt: 31 }) });
    expect(await screen.findByText('Failed to fetch deliveries.', {}, LAZY)).toBeInTheDocument();
  });
});
