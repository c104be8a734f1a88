import type {
  AdminNews,
  AdminOrder,
  AdminPatchNote,
  AdminProduct,
  Delivery,
  TwitchReward,
} from '@agaia/contract';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { formatMoney } from '../lib/format.ts';

// Builders of the admin panel's answers; the accounts ones (users, benefits) live in builders.ts.

/** An admin news article with overridable fields. */
export function buildAdminNews(overrides: Partial<AdminNews> = {}): AdminNews {
  return {
    id: 7,
    title: 'Season of Frost',
    snippet: 'The winter event is here.',
    category: 'Events',
    imageUrl: null,
    body: '## Frost\n\nSnow falls on Velika.',
    status: 'published',
    language: 'en',
    translationOf: null,
    translations: [],
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-02T10:00:00.000Z',
    publishedAt: '2025-06-02T10:00:00.000Z',
    ...overrides,
  };
}

/** An admin patch note with overridable fields. */
export function buildAdminPatchNote(overrides: Partial<AdminPatchNote> = {}): AdminPatchNote {
  return {
    id: 3,
    version: '1.2.0',
    title: 'Balance pass',
    releaseDate: '2025-06-20',
    body: '## Changes\n\n- Lancer block tuned',
    status: 'draft',
    language: 'en',
    translationOf: null,
    translations: [],
    createdAt: '2025-06-19T10:00:00.000Z',
    updatedAt: '2025-06-19T11:00:00.000Z',
    publishedAt: null,
    ...overrides,
  };
}

/** An admin shop product with overridable fields. */
export function buildAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    productId: 5,
    name: 'Starter Pack',
    newName: null,
    description: 'Everything to **begin**.',
    price: 2990,
    newPrice: null,
    isSale: false,
    saleEndDate: null,
    category: 'Packs',
    category_desc: '',
    isCustomIcon: null,
    active: true,
    sortOrder: 0,
    grants: { coins: 500, clubDays: 0, benefits: [], items: [] },
    ...overrides,
  };
}

/** A delivery with overridable fields. */
export function buildDelivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 90,
    accountDBID: 42,
    kind: 'item',
    itemId: 1001,
    quantity: 1,
    until: null,
    source: 'order',
    sourceId: '12',
    status: 'pending',
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    createdAt: '2025-06-10T12:00:00.000Z',
    deliveredAt: null,
    ...overrides,
  };
}

/** An admin order with overridable fields. */
export function buildAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 12,
    accountDBID: 42,
    userName: 'Aria',
    productId: 5,
    productName: 'Starter Pack',
    amountCents: 2990,
    currency: 'brl',
    status: 'paid',
    stripeSessionId: 'cs_test_123',
    stripePaymentIntentId: 'pi_test_456',
    createdAt: '2025-06-10T11:59:00.000Z',
    paidAt: '2025-06-10T12:00:00.000Z',
    deliveries: [buildDelivery()],
    ...overrides,
  };
}

/** An admin Twitch drop reward with overridable fields. */
export function buildAdminReward(overrides: Partial<TwitchReward> = {}): TwitchReward {
  return {
    rewardId: 7,
    season: 2,
    type: 'viewer',
    title: 'Frost Mount',
    description: 'A frosty steed.',
    requiredMinutes: 120,
    itemId: 1001,
    itemQuantity: 2,
    boxId: null,
    imageUrl: '/api/media/frost.png',
    ...overrides,
  };
}

/**
 * Money as a query finds it on the page: formatMoney's text with its spaces (a no-break space before the symbol)
 * as Testing Library's default normalizer leaves the page's text.
 */
export function moneyText(cents: number, currency: string): string {
  return formatMoney(cents, currency).replace(/\s+/g, ' ');
}

/**
 * Renders an admin query or mutation hook in its own query client whose cache already holds `cached` (each key with
 * some data): answers the client, to ask which queries a write marked stale, and the hook's result.
 */
export function renderAdminHook<T>(hook: () => T, cached: readonly QueryKey[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of cached) client.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return { client, ...renderHook(hook, { wrapper }) };
}

/** Whether a write marked the cached query stale (an invalidation). */
export function isInvalidated(client: QueryClient, key: QueryKey): boolean {
  return client.getQueryState(key)?.isInvalidated ?? false;
}
