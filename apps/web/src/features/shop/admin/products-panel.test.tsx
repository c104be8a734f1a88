import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdminProduct, moneyText } from '../../../test/admin-builders.ts';
import { bodiesSent, type StubResponse, siteInfo, stubFetch } from '../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../test/render-app.tsx';

const LIST = 'GET /api/admin/shop/products';
const CREATE = 'POST /api/admin/shop/products';

function openShop(routes: Record<string, StubResponse> = {}, webMgt = 37) {
  const mock = stubFetch({ [LIST]: { json: { products: [buildAdminProduct()] } }, ...routes });
  renderApp('/admin/shop', { user: buildUser({ webMgt }) });
  return mock;
}

describe('admin shop products', () => {
  it("lists products with prices in the shop's currency, sale and activation", async () => {
    openShop({
      [LIST]: {
        json: {
          products: [
            buildAdminProduct(),
            buildAdminProduct({
              productId: 6,
              name: 'Old Pack',
              active: false,
              isSale: true,
              newPrice: 1990,
            }),
          ],
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Shop products' }, LAZY);
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(first as HTMLElement).getByText(moneyText(2990, 'brl'))).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText(moneyText(1990, 'brl'))).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Inactive')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Sale')).toBeInTheDocument();
  });

  it('shows prices in the currency the site info names', async () => {
    openShop({ 'GET /api/site': { json: { ...siteInfo, currency: 'usd' } } });
    const table = await screen.findByRole('table', { name: 'Shop products' }, LAZY);
    const [, first] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(first as HTMLElement).getByText(moneyText(2990, 'usd'))).toBeInTheDocument();
  });

  it('creates a product: R$ decimals to cents, grants rows added and removed', async () => {
    const mock = openShop({ [CREATE]: { status: 201, json: buildAdminProduct({ productId: 9 }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'New Product' }, LAZY));
    await userEvent.type(screen.getByLabelText('Price (R$)'), '29,9x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the price in R$, like 29,90.')).toBeInTheDocument();
    expect(screen.getByText('Name is required.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Name'), 'Frost Bundle');
    await userEvent.clear(screen.getByLabelText('Price (R$)'));
    await userEvent.type(screen.getByLabelText('Price (R$)'), '49,90');
    await userEvent.type(screen.getByLabelText('Sale Price (R$)'), '39.90');
    await userEvent.click(screen.getByLabelText('On sale'));
    fireEvent.change(screen.getByLabelText('Sale Ends'), { target: { value: '2030-01-02T03:04' } });
    await userEvent.type(screen.getByLabelText('Category'), 'Bundles');
    await userEvent.clear(screen.getByLabelText('Agaia Coins'));
    await userEvent.type(screen.getByLabelText('Agaia Coins'), '1000');

    await userEvent.click(screen.getByRole('button', { name: 'Add benefit' }));
    await userEvent.type(screen.getByLabelText('Benefit ID'), '534');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const itemIds = screen.getAllByLabelText('Item ID');
    await userEvent.type(itemIds[0] as HTMLElement, '111');
    await userEvent.type(itemIds[1] as HTMLElement, '222');
    await userEvent.click(screen.getByRole('button', { name: 'Remove item row 1' }));
    expect(screen.getAllByLabelText('Item ID').map((input) => (input as HTMLInputElement).value)).toEqual([
      '222',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product created.')).toBeInTheDocument();
    expect(bodiesSent(mock, CREATE)).toEqual([
      {
        name: 'Frost Bundle',
        newName: null,
        description: '',
        price: 4990,
        newPrice: 3990,
        isSale: true,
        saleEndDate: new Date('2030-01-02T03:04').toISOString(),
        category: 'Bundles',
        category_desc: '',
        isCustomIcon: null,
        active: true,
        sortOrder: 0,
        grants: {
          coins: 1000,
          clubDays: 0,
          benefits: [{ benefitId: 534, days: 30 }],
          items: [{ itemId: 222, quantity: 1 }],
        },
      },
    ]);
  });

  it('asks before Cancel drops unsaved changes, and closes at once when there are none', async () => {
    openShop();
    await userEvent.click(await screen.findByRole('button', { name: 'New Product' }, LAZY));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New Product' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Half-typed bundle');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Half-typed bundle');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('deactivates a product with a PUT of the whole product and active false', async () => {
    const mock = openShop({
      'PUT /api/admin/shop/products/5': { json: buildAdminProduct({ active: false }) },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Deactivate product Starter Pack' }, LAZY),
    );
    expect(await screen.findByText('Product Starter Pack deactivated.')).toBeInTheDocument();
    const { productId: _id, ...fields } = buildAdminProduct();
    expect(bodiesSent(mock, 'PUT /api/admin/shop/products/5')).toEqual([{ ...fields, active: false }]);
  });

  it('edits a product with its prices shown in R$', async () => {
    const mock = openShop({ 'PUT /api/admin/shop/products/5': { json: buildAdminProduct() } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit product Starter Pack' }, LAZY));
    expect(screen.getByLabelText('Price (R$)')).toHaveValue('29,90');
    await userEvent.clear(screen.getByLabelText('Price (R$)'));
    await userEvent.type(screen.getByLabelText('Price (R$)'), '24.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved.')).toBeInTheDocument();
    expect(bodiesSent(mock, 'PUT /api/admin/shop/products/5')).toMatchObject([{ price: 2450 }]);
  });

  it('round-trips the names players see: shown on edit, changed, cleared to none, too long refused', async () => {
    const items = [
      { itemId: 210001, quantity: 1, name: 'Moonlit Wanderer costume' },
      { itemId: 210002, quantity: 1, name: 'Starfall mount' },
      // Saved before items had names.
      { itemId: 210003, quantity: 1 },
    ];
    const product = buildAdminProduct({ grants: { coins: 0, clubDays: 0, benefits: [], items } });
    const mock = openShop({
      [LIST]: { json: { products: [product] } },
      'PUT /api/admin/shop/products/5': { json: product },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit product Starter Pack' }, LAZY));
    const names = () => screen.getAllByLabelText('Name shown to players') as HTMLInputElement[];
    expect(names().map((input) => input.value)).toEqual(['Moonlit Wanderer costume', 'Starfall mount', '']);
    expect(names()[0]).toHaveAccessibleDescription(
      'Optional, e.g. Moonlit Wanderer costume. Without one, players see the item ID.',
    );

    await userEvent.click(names()[2] as HTMLElement);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item name must be at most 100 characters.')).toBeInTheDocument();
    expect(bodiesSent(mock, 'PUT /api/admin/shop/products/5')).toEqual([]);

    await userEvent.clear(names()[2] as HTMLElement);
    await userEvent.type(names()[2] as HTMLElement, '  Community supporter badge ');
    await userEvent.clear(names()[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved.')).toBeInTheDocument();
    const [body] = bodiesSent(mock, 'PUT /api/admin/shop/products/5') as { grants: { items: object[] } }[];
    expect(body?.grants.items).toEqual([
      { itemId: 210001, quantity: 1, name: 'Moonlit Wanderer costume' },
      { itemId: 210002, quantity: 1 },
      { itemId: 210003, quantity: 1, name: 'Community supporter badge' },
    ]);
    expect(body?.grants.items[1]).not.toHaveProperty('name');
  });

  it('uploads an icon for a shop admin', async () => {
    openShop({ 'POST /api/admin/media': { status: 201, json: { url: '/api/media/icon.png' } } }, 37);
    await userEvent.click(await screen.findByRole('button', { name: 'New Product' }, LAZY));
    const file = new File(['png'], 'icon.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Image file to upload'), file);
    expect(await screen.findByText('Image uploaded.')).toBeInTheDocument();
    expect(screen.getByLabelText('Custom Icon')).toHaveValue('/api/media/icon.png');
  });
});
