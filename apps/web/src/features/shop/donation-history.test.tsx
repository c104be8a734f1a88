import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../test/builders.ts';
import { queriesSent, siteInfo, stubFetch } from '../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../test/render-app.tsx';
import { buildOrder, NAMED_ITEMS } from '../../test/shop-builders.tsx';

const ORDERS = 'GET /api/shop/orders';
const paying = { 'GET /api/site': { json: { ...siteInfo, paymentsEnabled: true } } };

async function openDonations(routes: Parameters<typeof stubFetch>[0]) {
  const mock = stubFetch({ ...paying, 'GET /api/user/profile': { json: buildProfile() }, ...routes });
  renderApp('/profile', { user: buildUser() });
  await userEvent.click(await screen.findByRole('tab', { name: 'Donations' }));
  return { mock, panel: within(screen.getByRole('tabpanel', { name: 'Donations' })) };
}

describe('profile: donations', () => {
  it('is not offered when the server takes no payments', async () => {
    stubFetch({ 'GET /api/user/profile': { json: buildProfile() } });
    renderApp('/profile', { user: buildUser() });
    expect(await screen.findByRole('tab', { name: 'Devices' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Donations' })).toBeNull();
  });

  it('lists each order: what, when, how much, its payment, what it granted by name and its delivery', async () => {
    const orders = [
      buildOrder({ id: 9, benefitNames: [{ benefitId: 433, name: 'Agaia Club' }], delivery: 'delayed' }),
      buildOrder({ id: 8, productName: 'Coin Pouch', status: 'expired', paidAt: null, delivery: 'none' }),
      buildOrder({
        id: 7,
        delivery: 'delivered',
        grants: { coins: 1200, clubDays: 0, benefits: [{ benefitId: 433, days: 1 }], items: [] },
      }),
    ];
    const { panel } = await openDonations({ [ORDERS]: { json: { orders, total: 3 } } });
    const list = await panel.findByRole('list', { name: 'Your donations' }, LAZY);
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(3);

    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Founder Bundle')).toBeInTheDocument();
    expect(first.getByText(/49,90\s*R\$/)).toBeInTheDocument();
    expect(first.getByText(/^Order #9 · /)).toBeInTheDocument();
    expect(first.getByText('Paid')).toBeInTheDocument();
    const granted = first.getByRole('list', { name: 'What it granted' });
    expect(within(granted).getByText('Agaia Club for 1 day')).toBeInTheDocument();
    expect(within(granted).getByText('Item 9001 × 2')).toBeInTheDocument();
    expect(
      first.getByText(
        'Delivery held up: if it has not arrived within a day, contact the staff with order #9.',
      ),
    ).toBeInTheDocument();

    // An unpaid order granted nothing and sent nothing.
    const second = within(items[1] as HTMLElement);
    expect(second.getByText('Expired')).toBeInTheDocument();
    expect(second.queryByRole('list', { name: 'What it granted' })).toBeNull();
    expect(second.queryByText(/Deliver/)).toBeNull();

    const third = within(items[2] as HTMLElement);
    expect(third.getByText('Benefit 433 for 1 day')).toBeInTheDocument();
    expect(third.getByText('1,200 Agaia Coins')).toBeInTheDocument();
    expect(third.getByText('Delivered in game')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('names what an order granted as its product names the items, and ids for an item without a name', async () => {
    const order = buildOrder({ grants: { ...buildOrder().grants, items: NAMED_ITEMS } });
    const { panel } = await openDonations({ [ORDERS]: { json: { orders: [order], total: 1 } } });
    const granted = within(await panel.findByRole('list', { name: 'What it granted' }, LAZY));
    expect(granted.getByText('Moonlit Wanderer costume × 2')).toBeInTheDocument();
    expect(granted.getByText('Starfall mount chest × 1')).toBeInTheDocument();
    expect(granted.getByText('Item 9003 × 3')).toBeInTheDocument();
    expect(granted.queryByText(/Item 9001|Box 55/)).toBeNull();
  });

  it('brings ten more with Show more, until all are shown', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => buildOrder({ id: from - index }));
    const { panel } = await openDonations({ [ORDERS]: { json: { orders: page(11, 10), total: 11 } } });
    await panel.findByRole('list', { name: 'Your donations' }, LAZY);
    const more = stubFetch({ ...paying, [ORDERS]: { json: { orders: page(1, 1), total: 11 } } });
    await userEvent.click(panel.getByRole('button', { name: 'Show more' }));
    expect(await panel.findByText(/^Order #1 · /)).toBeInTheDocument();
    expect(panel.getAllByText(/^Order #\d+ · /)).toHaveLength(11);
    expect(queriesSent(more, ORDERS).map((query) => query.get('page'))).toEqual(['2']);
    expect(panel.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('with no orders yet, draws the empty state and offers the Donate button', async () => {
    const { panel } = await openDonations({ [ORDERS]: { json: { orders: [], total: 0 } } });
    expect(await panel.findByRole('heading', { name: 'No donations yet' }, LAZY)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Donate' })).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be read", async () => {
    const { panel } = await openDonations({
      [ORDERS]: { status: 503, json: { message: 'The database is busy.' } },
    });
    expect(await panel.findByText('The database is busy.', {}, LAZY)).toBeInTheDocument();
  });
});
