import { fillTemplate } from '@agaia/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/catalogs.ts';
import { enAdmin } from '../../../i18n/en/admin.ts';
import { ptBRAdmin } from '../../../i18n/pt-BR/admin.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { buildAdminOrder, buildAdminProduct } from '../../../test/admin-builders.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../test/render-app.tsx';
import { buildTakeBack, DISPUTED_ORDER_EVENTS } from '../../../test/take-back-builders.ts';

/** The admin's orders show a disputed order's take-back: what was taken back and what could not be. */
async function openDisputedOrder(words: typeof enAdmin | typeof ptBRAdmin) {
  stubFetch({
    'GET /api/admin/shop/products': { json: { products: [buildAdminProduct()] } },
    'GET /api/admin/shop/orders': {
      json: {
        orders: [
          buildAdminOrder({ status: 'disputed', takeBack: buildTakeBack(), events: DISPUTED_ORDER_EVENTS }),
        ],
        total: 1,
      },
    },
  });
  renderApp('/admin/shop', { user: buildUser({ webMgt: 37 }) });
  await userEvent.click(await screen.findByRole('tab', { name: words.admin.shop.orders }, LAZY));
  await userEvent.click(
    await screen.findByRole('button', { name: fillTemplate(words.admin.orders.showDeliveries, { id: 12 }) }),
  );
  return within(await screen.findByRole('region', { name: words.admin.orders.takeBack.title }));
}

describe('a refunded or disputed order in the admin orders', () => {
  it.each([
    ['en', enAdmin],
    ['pt-BR', ptBRAdmin],
  ] as const)('shows what was taken back and what could not be (%s)', async (language, words) => {
    if (language !== 'en') await switchLanguage(language);
    const takeBack = await openDisputedOrder(words);
    const w = words.admin.orders.takeBack;
    for (const line of [
      fillTemplate(w.disputed, { date: formatDateTime('2025-06-11T10:00:00.000Z') }),
      w.accountActions.flag,
      fillTemplate(w.clubDays, { days: '30' }),
      fillTemplate(w.benefitDays, { id: 433, days: '30' }),
      fillTemplate(w.gameBenefitDays, { id: 433, days: '60' }),
      fillTemplate(w.cancelled, { count: 1 }),
      fillTemplate(w.gameCoins, { coins: '500' }),
      fillTemplate(w.delivery, {
        kind: words.game.admin.deliveries.kinds.box,
        itemId: 41,
        quantity: '1',
        status: words.admin.orders.deliveryStatuses.delivered,
        id: 92,
      }),
    ])
      expect(takeBack.getByText(line)).toBeInTheDocument();
    expect(takeBack.getByRole('heading', { name: w.notTakenBack })).toBeInTheDocument();
    const events = within(screen.getByRole('region', { name: words.admin.orders.events }));
    expect(events.getByText('charge.dispute.created')).toBeInTheDocument();
    expect(events.getByText(new RegExp(words.admin.orders.eventEffects.taken_back))).toBeInTheDocument();
  });

  it('says nothing was kept when everything was taken back', async () => {
    stubFetch({
      'GET /api/admin/shop/products': { json: { products: [buildAdminProduct()] } },
      'GET /api/admin/shop/orders': {
        json: {
          orders: [
            buildAdminOrder({
              status: 'refunded',
              takeBack: buildTakeBack({
                reason: 'refunded',
                accountAction: 'none',
                notTakenBack: { coins: 0, gameCoins: 0, deliveries: [] },
              }),
            }),
          ],
          total: 1,
        },
      },
    });
    renderApp('/admin/shop', { user: buildUser({ webMgt: 37 }) });
    await userEvent.click(await screen.findByRole('tab', { name: 'Orders' }, LAZY));
    await userEvent.click(await screen.findByRole('button', { name: 'Show deliveries of order 12' }));
    const takeBack = within(await screen.findByRole('region', { name: 'Refund or dispute' }));
    expect(takeBack.getByText('Nothing')).toBeInTheDocument();
    expect(takeBack.getByText('The account was left as it was.')).toBeInTheDocument();
  });
});
