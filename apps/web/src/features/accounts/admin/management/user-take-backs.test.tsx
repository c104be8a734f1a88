import { fillTemplate, grant } from '@agaia/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../../i18n/catalogs.ts';
import { enAdmin } from '../../../../i18n/en/admin.ts';
import { ptBRAdmin } from '../../../../i18n/pt-BR/admin.ts';
import { buildAdminUserDetail } from '../../../../test/builders.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';
import { buildTakeBack } from '../../../../test/take-back-builders.ts';

/** An account whose payment was disputed: its mark, and each refunded or disputed order's take-back. */
describe("the admin's view of an account with a disputed payment", () => {
  it.each([
    ['en', enAdmin],
    ['pt-BR', ptBRAdmin],
  ] as const)('shows the mark and what could not be taken back (%s)', async (language, words) => {
    if (language !== 'en') await switchLanguage(language);
    stubFetch({
      'GET /api/admin/users/42': {
        json: buildAdminUserDetail({
          paymentFlagged: true,
          takeBacks: [{ ...buildTakeBack(), orderId: 12 }],
        }),
      },
    });
    renderApp('/admin/management?user=42', {
      user: buildUser({ accountDBID: 1, userName: 'Boss', webMgt: grant([2, 3, 5]) }),
    });
    await screen.findByRole(
      'heading',
      { name: fillTemplate(words.admin.users.editTitle, { name: 'Aria', id: 42 }) },
      LAZY,
    );
    expect(screen.getByText(words.admin.users.paymentFlagged)).toBeInTheDocument();
    const section = within(screen.getByRole('region', { name: words.admin.users.takeBacks }));
    const order = within(
      section.getByRole('region', { name: fillTemplate(words.admin.users.takeBackOrder, { id: 12 }) }),
    );
    const w = words.admin.orders.takeBack;
    expect(order.getByText(fillTemplate(w.gameCoins, { coins: '500' }))).toBeInTheDocument();
    expect(order.getByText(w.accountActions.flag)).toBeInTheDocument();
    expect(order.getByText(fillTemplate(w.clubDays, { days: '30' }))).toBeInTheDocument();
  });

  it('shows neither mark nor take-backs on an account without them', async () => {
    stubFetch({ 'GET /api/admin/users/42': { json: buildAdminUserDetail() } });
    renderApp('/admin/management?user=42', {
      user: buildUser({ accountDBID: 1, userName: 'Boss', webMgt: grant([2, 3, 5]) }),
    });
    await screen.findByRole('heading', { name: 'Edit user Aria (ID 42)' }, LAZY);
    expect(screen.queryByText(enAdmin.admin.users.paymentFlagged)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: enAdmin.admin.users.takeBacks })).not.toBeInTheDocument();
  });
});
