import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { bodiesSent } from '../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../test/render-app.tsx';
import { buildProduct, renderOverlay, stubShopFetch } from '../../test/shop-builders.tsx';

const catalogue = [
  buildProduct({
    productId: 1,
    category: 'Coin Packages',
    category_desc: 'Coins buy **cosmetics only**.',
  }),
  buildProduct({ productId: 2, name: 'Chest of Agaia Coins', price: 4990, category: 'Coin Packages' }),
  buildProduct({ productId: 4, name: 'Moonlit Wanderer costume', category: 'Costumes' }),
  buildProduct({ productId: 6, name: 'Community supporter badge', category: '' }),
];

async function openCategory(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }));
  await screen.findByRole('heading', { name, level: 3 });
  return user;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ShopOverlay: loading the gifts', () => {
  it('is a DONATIONS dialog that says it is loading while the products are on their way', async () => {
    stubShopFetch({ routes: { 'GET /api/products': () => new Promise<Response>(() => {}) } });
    renderOverlay();
    expect(screen.getByRole('dialog', { name: 'DONATIONS' })).toBeInTheDocument();
    // The fixed loading words stay in view, the status's whole text, over the outline of the list that is coming.
    const label = await screen.findByText('Loading gifts...');
    expect(label).toBeVisible();
    const loading = label.closest('[role="status"]');
    expect(loading).toHaveTextContent(/^Loading gifts\.\.\.$/);
    expect(loading?.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it("shows the server's message when the load fails", async () => {
    stubShopFetch({
      routes: { 'GET /api/products': { status: 500, json: { message: 'The shop is resting.' } } },
    });
    renderOverlay();
    expect(await screen.findByText('The shop is resting.')).toBeInTheDocument();
    expect(screen.queryByText('Loading gifts...')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to load products.' when the server says nothing", async () => {
    stubShopFetch({ routes: { 'GET /api/products': { status: 502 } } });
    renderOverlay();
    expect(await screen.findByText('Failed to load products.')).toBeInTheDocument();
  });

  it('says so when there is nothing to buy', async () => {
    stubShopFetch({ products: [] });
    renderOverlay();
    expect(await screen.findByText('No gifts available at the moment.')).toBeInTheDocument();
  });

  it('closes with the close button and with Escape', async () => {
    stubShopFetch({ products: catalogue });
    const { onClose } = renderOverlay();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('ShopOverlay: categories', () => {
  it('shows one tile per category in order, an empty category name being General', async () => {
    stubShopFetch({ products: catalogue });
    renderOverlay();
    const list = await screen.findByRole('list', { name: 'Categories' });
    const tiles = within(list).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Coin Packages2 gifts',
      'Costumes1 gift',
      'General1 gift',
    ]);
  });

  it('opens a category with Enter and shows its heading, markdown description and cards; Back returns', async () => {
    stubShopFetch({ products: catalogue });
    renderOverlay();
    const user = userEvent.setup();
    const tile = await screen.findByRole('button', { name: /Coin Packages/ });
    tile.focus();
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { name: 'Coin Packages', level: 3 });
    expect(heading).toHaveFocus();
    expect(screen.getByText('cosmetics only').tagName).toBe('STRONG');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Chest of Agaia Coins' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Categories' }));
    expect(await screen.findByRole('button', { name: /Coin Packages/ })).toHaveFocus();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("hides a product whose sale ends while the overlay is open, leaving 'No gifts found in this category.'", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const end = new Date(Date.now() + 3000).toISOString();
    stubShopFetch({
      products: [
        buildProduct({ productId: 9, name: 'Flash deal', isSale: true, saleEndDate: end, category: 'Deals' }),
      ],
    });
    renderOverlay();
    await openCategory('Deals');
    expect(screen.getByText('Sale Ends In:')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Flash deal')).not.toBeInTheDocument();
    expect(screen.queryByText('Sale Ends In:')).not.toBeInTheDocument();
    expect(screen.getByText('No gifts found in this category.')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to Categories' }));
    expect(screen.getByText('No gifts available at the moment.')).toBeInTheDocument();
  });

  it('never shows a sale product whose end has already passed', async () => {
    stubShopFetch({
      products: [
        buildProduct({ productId: 1, name: 'Ended', isSale: true, saleEndDate: '2020-01-01T00:00:00Z' }),
        buildProduct({ productId: 2, name: 'Still here' }),
      ],
    });
    renderOverlay();
    await openCategory('Coin Packages');
    expect(screen.getByText('Still here')).toBeInTheDocument();
    expect(screen.queryByText('Ended')).not.toBeInTheDocument();
  });
});

describe('ShopOverlay: checkout', () => {
  const url = 'https://checkout.stripe.test/c/pay/cs_test_1';

  it("shows 'Processing...' on the chosen product, disables every pay button, then redirects to Stripe", async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = stubShopFetch({
      products: catalogue,
      routes: {
        'POST /api/stripe/create-checkout-session': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderOverlay();
    const user = await openCategory('Coin Packages');

    const [first, second] = screen.getAllByRole('button', { name: 'Pay with Stripe' });
    await user.click(second as HTMLElement);
    expect(second).toHaveTextContent('Processing...');
    expect(first).toHaveTextContent('Pay with Stripe');
    expect(first).toBeDisabled();
    expect(second).toBeDisabled();
    expect(bodiesSent(fetch, 'POST /api/stripe/create-checkout-session')).toEqual([{ productId: 2 }]);

    await act(async () => answer(Response.json({ url })));
    const modal = await screen.findByRole('dialog', { name: 'Success!' });
    expect(within(modal).getByText('Redirecting to Stripe…')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith(url);
    expect(second).toBeDisabled();
  });

  it.each([
    [
      { status: 403, json: { message: 'This account is banned.' } },
      'Payment failed: This account is banned.',
    ],
    [{ status: 502 }, 'Payment failed: Checkout failed'],
    [{ status: 200, json: {} }, 'Payment failed: Could not start checkout.'],
    [{ status: 200, json: { url: '' } }, 'Payment failed: Could not start checkout.'],
  ])('reports a failure (%j) in the Error modal, and OK returns to idle', async (response, message) => {
    stubShopFetch({ products: catalogue, routes: { 'POST /api/stripe/create-checkout-session': response } });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { onClose } = renderOverlay();
    const user = await openCategory('Costumes');
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));

    const modal = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(modal).getByText(message)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    // Closing the Error modal leaves the shop open.
    expect(onClose).not.toHaveBeenCalled();

    expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with Stripe' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('closes only the Error modal on Escape, not the shop behind it', async () => {
    stubShopFetch({
      products: catalogue,
      routes: { 'POST /api/stripe/create-checkout-session': { status: 502 } },
    });
    const { onClose } = renderOverlay();
    const user = await openCategory('Costumes');
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    const modal = await screen.findByRole('dialog', { name: 'Error' });
    fireEvent(modal, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay with Stripe' })).toBeEnabled();
  });

  it('says payments are off and disables every pay button when the server has no payments', async () => {
    const fetch = stubShopFetch({ products: catalogue, site: { paymentsEnabled: false } });
    renderOverlay();
    await openCategory('Coin Packages');
    expect(await screen.findByText(/Payments are not open on this server yet/)).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: 'Pay with Stripe' }))
      expect(button).toBeDisabled();
    expect(bodiesSent(fetch, 'POST /api/stripe/create-checkout-session')).toEqual([]);
  });

  it('sends a logged-out user to /login instead of starting a checkout', async () => {
    const fetch = stubShopFetch({ products: catalogue });
    const navigate = vi.fn();
    const { setNavigate } = await import('../../lib/navigation.ts');
    setNavigate(navigate);
    const { onClose } = renderOverlay({ isLoggedIn: false });
    const user = await openCategory('Costumes');
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(navigate).toHaveBeenCalledWith('/login', expect.anything());
    expect(onClose).toHaveBeenCalled();
    expect(bodiesSent(fetch, 'POST /api/stripe/create-checkout-session')).toEqual([]);
  });
});

describe('DonateButton', () => {
  it('opens the DONATIONS overlay from the header, loaded on demand', async () => {
    stubShopFetch({ products: catalogue });
    renderApp('/terms', { user: buildUser() });
    const user = userEvent.setup();
    const header = await screen.findByRole('banner', {}, LAZY);
    await user.click(within(header).getByRole('button', { name: 'Donate' }));
    expect(await screen.findByRole('dialog', { name: 'DONATIONS' }, LAZY)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Costumes/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: /Costumes/ })).not.toBeInTheDocument();
  });
});
