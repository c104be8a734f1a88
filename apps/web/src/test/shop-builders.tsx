import type { PlayerOrder, Product, SiteInfo } from '@agaia/contract';
import { vi } from 'vitest';
import { ShopOverlay } from '../features/shop/shop-overlay.tsx';
import { siteInfo } from './fetch-stub.ts';
import { buildUser, renderWithProviders } from './render-app.tsx';

/** A shop product with overridable fields. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  return {
    productId: 1,
    name: 'Handful of Agaia Coins',
    newName: null,
    description: '**500 Agaia Coins**',
    price: 1990,
    newPrice: null,
    isSale: false,
    saleEndDate: null,
    category: 'Coin Packages',
    category_desc: '',
    isCustomIcon: null,
    ...overrides,
  };
}

/** A paid order as its buyer sees it (coins, club days, a benefit, an item and a box), with overridable fields. */
export function buildOrder(overrides: Partial<PlayerOrder> = {}): PlayerOrder {
  return {
    id: 7,
    productName: 'Founder Bundle',
    amountCents: 4990,
    currency: 'brl',
    status: 'paid',
    createdAt: '2026-03-01T12:00:00.000Z',
    paidAt: '2026-03-01T12:01:00.000Z',
    grants: {
      coins: 500,
      clubDays: 30,
      benefits: [{ benefitId: 433, days: 1 }],
      items: [
        { itemId: 9001, quantity: 2 },
        { itemId: 9002, quantity: 1, boxId: 55 },
      ],
    },
    benefitNames: [],
    delivery: 'pending',
    ...overrides,
  };
}

/** buildOrder's item and box with the names an admin gives them in the product editor, and one left unnamed. */
export const NAMED_ITEMS: PlayerOrder['grants']['items'] = [
  { itemId: 9001, quantity: 2, name: 'Moonlit Wanderer costume' },
  { itemId: 9002, quantity: 1, boxId: 55, name: 'Starfall mount chest' },
  { itemId: 9003, quantity: 3 },
];

/** An answer for one request: a JSON body and a status, or a function for full control (a pending promise, say). */
export type ShopAnswer = { status?: number; json?: unknown } | (() => Promise<Response>);

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

/** Stubs fetch for the shop: GET /api/site (payments on unless told) and GET /api/products by default. */
export function stubShopFetch({
  products = [],
  site = {},
  routes = {},
}: {
  products?: Product[];
  site?: Partial<SiteInfo>;
  routes?: Record<string, ShopAnswer>;
} = {}) {
  const table: Record<string, ShopAnswer> = {
    'GET /api/site': { json: { ...siteInfo, paymentsEnabled: true, ...site } },
    'GET /api/products': { json: { data: products, currency: 'brl' } },
    ...routes,
  };
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    const answer = table[key];
    if (!answer) throw new Error(`Unexpected fetch in a test: ${key}`);
    return typeof answer === 'function' ? answer() : json(answer.status ?? 200, answer.json);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Renders the open overlay, logged in unless `isLoggedIn` is false; answers the onClose mock with the render. */
export function renderOverlay({ isLoggedIn = true }: { isLoggedIn?: boolean } = {}) {
  const onClose = vi.fn();
  const result = renderWithProviders(<ShopOverlay open onClose={onClose} />, {
    user: isLoggedIn ? buildUser() : undefined,
  });
  return { onClose, ...result };
}
