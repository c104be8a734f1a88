import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queriesSent, stubFetch } from '../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../test/render-app.tsx';
import { buildOrder, NAMED_ITEMS } from '../../test/shop-builders.tsx';
import { orderIdOf } from './api/order.ts';

vi.mock('canvas-confetti', () => ({
  default: { create: () => Object.assign(() => Promise.resolve(), { reset() {} }) },
}));
vi.mock('./particle-background.tsx', () => ({ ParticleBackground: () => null }));

const ORDER = 'GET /api/shop/orders/7';

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

describe('the success page: the order', () => {
  it('sums up what was bought and where each thing arrives', async () => {
    stubFetch({ [ORDER]: { json: buildOrder() } });
    renderApp('/shop?payment=success&order=7', { user: buildUser() });
    const order = within(await screen.findByRole('region', { name: 'Your order' }, LAZY));
    expect(order.getByText('Order #7')).toBeInTheDocument();
    expect(order.getByText('Founder Bundle')).toBeInTheDocument();
    expect(order.getByText(/49,90\s*R\$/)).toBeInTheDocument();
    expect(order.getByText('Paid. Your rewards are on their way.')).toBeInTheDocument();
    const items = order.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '500 Agaia CoinsOn your site account: your profile shows them.',
      '30 days of Agaia ClubOn your game account.',
      'Benefit 433 for 1 dayOn your game account.',
      'Item 9001 × 2In your in-game mailbox.',
      "Box 55 × 1 (item 9002)In the game's item claim box.",
    ]);
  });

  it('names an item or a box as its product names it, keeps where it arrives, and shows ids for one without', async () => {
    const named = buildOrder({ grants: { ...buildOrder().grants, items: NAMED_ITEMS } });
    stubFetch({ [ORDER]: { json: named } });
    renderApp('/shop?payment=success&order=7', { user: buildUser() });
    const order = within(await screen.findByRole('region', { name: 'Your order' }, LAZY));
    const items = order.getAllByRole('listitem').map((item) => item.textContent);
    expect(items.slice(3)).toEqual([
      'Moonlit Wanderer costume × 2In your in-game mailbox.',
      "Starfall mount chest × 1In the game's item claim box.",
      'Item 9003 × 3In your in-game mailbox.',
    ]);
    expect(order.queryByText(/Item 9001|Box 55/)).toBeNull();
  });

  it("says it waits for the payment while the order is pending, and shows the server's refusal", async () => {
    stubFetch({ [ORDER]: { json: buildOrder({ status: 'pending', paidAt: null }) } });
    const view = renderApp('/shop?payment=success&order=7', { user: buildUser() });
    expect(
      await screen.findByText(
        'Waiting for the payment to be confirmed. This page updates by itself.',
        {},
        LAZY,
      ),
    ).toBeInTheDocument();
    view.unmount();

    stubFetch({ [ORDER]: { status: 404, json: { message: 'Order not found.' } } });
    renderApp('/shop?payment=success&order=7', { user: buildUser() });
    expect(await screen.findByText('Order not found.', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
  });

  it('asks nothing without a user or a valid order id', async () => {
    const mock = stubFetch({ [ORDER]: { json: buildOrder() } });
    renderApp('/shop?payment=success&order=7');
    expect(await screen.findByRole('heading', { name: 'Payment Successful' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your order' })).not.toBeInTheDocument();
    expect(queriesSent(mock, ORDER)).toEqual([]);
    expect([orderIdOf('abc'), orderIdOf('0'), orderIdOf('9007199254740992'), orderIdOf('12')]).toEqual([
      null,
      null,
      null,
      12,
    ]);
  });
});

describe('the cancel page', () => {
  it('offers to try again in the shop', async () => {
    stubFetch({ 'GET /api/products': { json: { data: [], currency: 'brl' } } });
    renderApp('/shop?payment=cancel', { user: buildUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }, LAZY));
    expect(await screen.findByRole('dialog', { name: 'DONATIONS' }, LAZY)).toBeInTheDocument();
  });
});
