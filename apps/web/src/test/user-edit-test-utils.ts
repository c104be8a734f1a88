import type { AdminUserDetail } from '@agaia/contract';
import { screen } from '@testing-library/react';
import { buildAdminUserDetail } from './builders.ts';
import { type StubResponse, stubFetch } from './fetch-stub.ts';
import { buildUser, LAZY, renderApp } from './render-app.tsx';

/** The admin's answer of the user the edit view opens (ID 42). */
export const USER_DETAIL = 'GET /api/admin/users/42';

/**
 * Opens the account management's edit view of user 42 (`detail`) as admin Boss holding `adminWebMgt`, with the
 * benefit names and any further `routes` answered; resolves to the fetch stub once the edit heading shows.
 */
export async function openUserEdit(
  adminWebMgt: number,
  detail: AdminUserDetail = buildAdminUserDetail(),
  routes: Record<string, StubResponse> = {},
) {
  const mock = stubFetch({
    [USER_DETAIL]: { json: detail },
    'GET /api/admin/benefitNames': { json: { benefits: [{ benefitId: 433, name: 'Agaia Club' }] } },
    ...routes,
  });
  renderApp('/admin/management?user=42', {
    user: buildUser({ accountDBID: 1, userName: 'Boss', webMgt: adminWebMgt }),
  });
  await screen.findByRole('heading', { name: `Edit user ${detail.userName} (ID 42)` }, LAZY);
  return mock;
}
