import { GameMessages } from '@agaia/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdminProduct } from '../../../test/admin-builders.ts';
import { bodiesSent, type StubResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { buildGameBox, TERA_SITE } from '../../../test/game-builders.ts';
import { buildUser, LAZY, renderApp } from '../../../test/render-app.tsx';

const LIST = 'GET /api/admin/shop/products';
const CREATE = 'POST /api/admin/shop/products';
const BOXES = 'GET /api/admin/game/boxes';
const BOX_LIST = {
  json: {
    boxes: [
      buildGameBox(),
      buildGameBox({
        boxId: 42,
        title: 'Costume Chest',
        items: [
          { itemTemplateId: 1, serviceItemId: 2, count: 1 },
          { itemTemplateId: 3, serviceItemId: 4, count: 1 },
        ],
      }),
    ],
  },
};

async function newProduct(routes: Record<string, StubResponse> = {}) {
  const mock = stubFetch({
    ...TERA_SITE,
    [LIST]: { json: { products: [] } },
    [BOXES]: BOX_LIST,
    [CREATE]: { status: 201, json: buildAdminProduct({ productId: 9 }) },
    ...routes,
  });
  renderApp('/admin/shop', { user: buildUser({ webMgt: 37 }) });
  await userEvent.click(await screen.findByRole('button', { name: 'New Product' }, LAZY));
  await userEvent.type(screen.getByLabelText('Name'), 'Frost Bundle');
  await userEvent.type(screen.getByLabelText('Price (R$)'), '49,90');
  await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
  await userEvent.type(screen.getByLabelText('Item ID'), '8001');
  return mock;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('admin shop products: game boxes (GAME_BACKEND=tera-api)', () => {
  it('picks the game box of each item from the game, counts boxes, and sends boxId', async () => {
    const mock = await newProduct();
    const picker = screen.getByLabelText('Game box');
    expect(await screen.findByRole('option', { name: '#41 Frost Mount Box (1 item)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '#42 Costume Chest (2 items)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Boxes')).toHaveValue('1');

    await save();
    expect(await screen.findByText(GameMessages.boxRequired)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Boxes'));
    await userEvent.type(screen.getByLabelText('Boxes'), '11');
    await save();
    expect(await screen.findByText(GameMessages.tooManyBoxes)).toBeInTheDocument();
    expect(bodiesSent(mock, CREATE)).toEqual([]);

    await userEvent.selectOptions(picker, '#42 Costume Chest (2 items)');
    await userEvent.clear(screen.getByLabelText('Boxes'));
    await userEvent.type(screen.getByLabelText('Boxes'), '2');
    await save();
    expect(await screen.findByText('Product created.')).toBeInTheDocument();
    expect(bodiesSent(mock, CREATE)).toMatchObject([
      { grants: { items: [{ itemId: 8001, quantity: 2, boxId: 42 }] } },
    ]);
  });

  it("shows a product's box as chosen, even one the game no longer lists, and keeps it on save", async () => {
    const product = buildAdminProduct({
      grants: { coins: 0, clubDays: 0, benefits: [], items: [{ itemId: 8001, quantity: 1, boxId: 77 }] },
    });
    const mock = stubFetch({
      ...TERA_SITE,
      [LIST]: { json: { products: [product] } },
      [BOXES]: BOX_LIST,
      'PUT /api/admin/shop/products/5': { json: product },
    });
    renderApp('/admin/shop', { user: buildUser({ webMgt: 37 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit product Starter Pack' }, LAZY));
    expect(await screen.findByRole('option', { name: '#77 (not in the game list)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Game box')).toHaveValue('77');
    await save();
    expect(await screen.findByText('Product saved.')).toBeInTheDocument();
    expect(bodiesSent(mock, 'PUT /api/admin/shop/products/5')).toMatchObject([
      { grants: { items: [{ itemId: 8001, quantity: 1, boxId: 77 }] } },
    ]);
  });

  it('shows why the boxes cannot be listed and takes the box ID typed by hand', async () => {
    const mock = await newProduct({
      [BOXES]: {
        status: 503,
        json: { message: 'The game server did not answer: its boxes cannot be listed now.' },
      },
    });
    expect(
      await screen.findByText('The game server did not answer: its boxes cannot be listed now.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Game box'), '41');
    await save();
    expect(await screen.findByText('Product created.')).toBeInTheDocument();
    expect(bodiesSent(mock, CREATE)).toMatchObject([
      { grants: { items: [{ itemId: 8001, quantity: 1, boxId: 41 }] } },
    ]);
  });

  it('asks for no box with no game back end', async () => {
    stubFetch({ [LIST]: { json: { products: [] } } });
    renderApp('/admin/shop', { user: buildUser({ webMgt: 37 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'New Product' }, LAZY));
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue('1');
    expect(screen.queryByLabelText('Game box')).not.toBeInTheDocument();
  });
});
