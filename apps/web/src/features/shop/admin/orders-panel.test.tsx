import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import {
  buildAdminOrder,
  buildAdminProduct,
  buildDelivery,
  moneyText,
} from '../../../test/admin-builders.ts';
import { bodiesSent, queriesSent, type StubResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../test/render-app.tsx';

const ORDERS = 'GET /api/admin/shop/orders';

async function openOrders(routes: Record<string, StubResponse> = {}) {
  const mock = stubFetch({
    'GET /api/admin/shop/products': { json: { products: [buildAdminProduct()] } },
    [ORDERS]: {
      json: {
        orders: [
          buildAdminOrder({
            deliveries: [
              buildDelivery({ id: 90, status: 'pending' }),
              buildDelivery({ id: 91, status: 'cancelled' }),
              buildDelivery({ id: 92, status: 'delivered', deliveredAt: '2025-06-10T12:01:00.000Z' }),
            ],
          }),
        ],
        total: 1,
      },
    },
    ...routes,
  });
  renderApp('/admin/shop', { user: buildUser({ webMgt: 37 }) });
  await userEvent.click(await screen.findByRole('tab', { name: 'Orders' }, LAZY));
  await screen.findByRole('table', { name: 'Shop orders' });
  return mock;
}

describe('admin shop orders', () => {
  it('shows status, account, product, amount, Stripe ids and dates', async () => {
    await openOrders();
    const row = within(screen.getByRole('table', { name: 'Shop orders' })).getAllByRole(
      'row',
    )[1] as HTMLElement;
    for (const text of [
      '#12',
      'Aria',
      'ID 42',
      'Starter Pack',
      moneyText(2990, 'brl'),
      'cs_test_123',
      'pi_test_456',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    // The status badge, and the Paid label of the dates.
    expect(within(row).getAllByText('Paid')).toHaveLength(2);
    expect(within(row).getByText(formatDateTime('2025-06-10T11:59:00.000Z'))).toBeInTheDocument();
  });

  it('searches and filters by status, back on page 1, with the chosen page size', async () => {
    const mock = await openOrders();
    expect(Object.fromEntries(queriesSent(mock, ORDERS)[0] ?? [])).toEqual({
      search: '',
      page: '1',
      pageSize: '10',
    });
    await userEvent.type(screen.getByLabelText('Search orders'), 'cs_test');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Refunded');
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() =>
      expect(Object.fromEntries(queriesSent(mock, ORDERS).at(-1) ?? [])).toEqual({
        search: 'cs_test',
        status: 'refunded',
        page: '1',
        pageSize: '50',
      }),
    );
  });

  it('opens an order to its deliveries: Cancel for pending, Re-queue for cancelled, none once delivered', async () => {
    const mock = await openOrders({
      'POST /api/admin/shop/deliveries/90/cancel': { json: { message: 'Delivery cancelled.' } },
      'POST /api/admin/shop/deliveries/91/requeue': {
        status: 409,
        json: { message: 'This delivery is pending: only a cancelled delivery can be re-queued.' },
      },
    });
    const toggle = screen.getByRole('button', { name: 'Show deliveries of order 12' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const deliveries = within(screen.getByRole('table', { name: 'Deliveries of order 12' }));
    const rows = deliveries.getAllByRole('row') as HTMLElement[];
    expect(within(rows[1] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Cancel delivery 90' }),
    ).toHaveTextContent('Cancel delivery');
    expect(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'Re-queue delivery 91' }),
    ).toHaveTextContent('Re-queue');
    expect(within(rows[3] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(deliveries.getByRole('button', { name: 'Cancel delivery 90' }));
    expect(await screen.findByText('Delivery cancelled.')).toBeInTheDocument();
    expect(bodiesSent(mock, 'POST /api/admin/shop/deliveries/90/cancel')).toHaveLength(1);

    await userEvent.click(deliveries.getByRole('button', { name: 'Re-queue delivery 91' }));
    expect(
      await screen.findByText('This delivery is pending: only a cancelled delivery can be re-queued.'),
    ).toBeInTheDocument();
  });

  it('names what each delivery carries, its state on the way to the game and its last error', async () => {
    await openOrders({
      [ORDERS]: {
        json: {
          orders: [
            buildAdminOrder({
              deliveries: [
                buildDelivery({ id: 93, kind: 'coins', itemId: 0, quantity: 500, status: 'sending' }),
                buildDelivery({ id: 94, kind: 'box', itemId: 41, status: 'unknown' }),
                buildDelivery({
                  id: 95,
                  kind: 'benefit_days',
                  itemId: 433,
                  quantity: 30,
                  status: 'failed',
                  attempts: 3,
                  lastError: 'body:userNo=Not existing account ID',
                }),
              ],
            }),
          ],
          total: 1,
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Show deliveries of order 12' }));
    const rows = within(screen.getByRole('table', { name: 'Deliveries of order 12' })).getAllByRole('row');
    const [, coins, box, benefit] = rows.map((row) => within(row as HTMLElement));
    expect(coins?.getByText('Coins: 500')).toBeInTheDocument();
    expect(coins?.getByText('Sending')).toBeInTheDocument();
    expect(box?.getByText('Box 41')).toBeInTheDocument();
    expect(box?.getByText('Unknown')).toBeInTheDocument();
    expect(benefit?.getByText('Benefit 433: +30 days')).toBeInTheDocument();
    expect(benefit?.getByText('Failed')).toBeInTheDocument();
    expect(benefit?.getByText('body:userNo=Not existing account ID')).toBeInTheDocument();
    // A failed row can be re-queued once its cause is fixed; one on its way cannot be touched.
    expect(benefit?.getByRole('button', { name: 'Re-queue delivery 95' })).toBeInTheDocument();
    expect(coins?.queryByRole('button')).not.toBeInTheDocument();
    expect(box?.queryByRole('button')).not.toBeInTheDocument();
  });
});
