import { ALL_WEB_PERMISSIONS, Prime } from '@agaia/contract';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { auditLog } from '../../db/schema/index.ts';

const app = await createTestApp();
const { account: target } = await buildAccount(app, { userName: 'Target_One' });

async function sessionWith(webMgt: number) {
  const { account, password } = await buildAccount(app, { webMgt });
  return (await loginAs(app, account.userName, password)).headers;
}

type Route = { method: 'GET' | 'POST' | 'PUT'; url: string; prime: number | 'admin'; payload?: object };
const routes: Route[] = [
  { method: 'GET', url: '/api/admin/users', prime: Prime.accountManagement },
  { method: 'GET', url: `/api/admin/users/${target.accountDBID}`, prime: Prime.accountManagement },
  {
    method: 'PUT',
    url: `/api/admin/users/${target.accountDBID}`,
    prime: Prime.accountManagement,
    payload: {
      userName: 'Target_One',
      email: target.email,
      permission: 0,
      webMgt: 0,
      agaiaCoins: 99,
      astrumCoins: 0,
      agaiaClubExpiry: null,
      isEmailConfirmed: true,
      hasClaimedFounderPackage: false,
      hasClaimedVeteranPackage: false,
    },
  },
  {
    method: 'POST',
    url: '/api/admin/banUser',
    prime: Prime.accountActions,
    payload: { accountDBID: target.accountDBID, endTime: '2099-01-01T00:00:00Z', description: 'x', ip: '' },
  },
  {
    method: 'POST',
    url: '/api/admin/unbanUser',
    prime: Prime.accountActions,
    payload: { accountDBID: target.accountDBID },
  },
  { method: 'GET', url: '/api/admin/userBenefits', prime: Prime.accountBenefits },
  {
    method: 'POST',
    url: '/api/admin/createBenefit',
    prime: Prime.accountBenefits,
    payload: { accountDBID: target.accountDBID, benefitId: 433, availableUntil: '2099-01-01T00:00:00Z' },
  },
  {
    method: 'PUT',
    url: `/api/admin/userBenefits/${target.accountDBID}`,
    prime: Prime.accountBenefits,
    payload: { benefitId: 433, date: '2099-01-01T00:00:00Z' },
  },
  {
    method: 'POST',
    url: `/api/admin/deleteBenefit/${target.accountDBID}`,
    prime: Prime.accountBenefits,
    payload: { benefitId: 433 },
  },
  {
    method: 'POST',
    url: '/api/admin/action',
    prime: Prime.accountActions,
    payload: { action: 'grantVeteranPack', accountDBID: target.accountDBID },
  },
  { method: 'GET', url: '/api/admin/audit', prime: Prime.accountManagement },
];

describe.each(routes)('$method $url', (route) => {
  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: route.method, url: route.url, payload: route.payload });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403, changing nothing, to an admin holding every prime but the one needed', async () => {
    const headers = await sessionWith(route.prime === 'admin' ? 1 : ALL_WEB_PERMISSIONS / route.prime);
    const auditBefore = (await app.platform.db.select().from(auditLog)).length;
    const response = await app.inject({
      method: route.method,
      url: route.url,
      payload: route.payload,
      headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission to do this.');
    expect((await app.platform.db.select().from(auditLog)).length).toBe(auditBefore);
  });
});
