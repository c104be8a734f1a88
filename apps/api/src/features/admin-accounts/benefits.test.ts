import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { auditEntriesOf } from '../../../test/builders/audit.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';

const clock = createTestClock(new Date('2026-06-01T00:00:00Z'));
const app = await createTestApp({ clock });
const { password } = await buildAccount(app, { userName: 'Steward', webMgt: 3 * 5 });
const { headers } = await loginAs(app, 'steward', password);
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers, payload });

describe('account benefits', () => {
  it('adds, lists by account or benefit ID, edits and removes a benefit, auditing each', async () => {
    const { account } = await buildAccount(app);
    const id = account.accountDBID;
    const added = await post('/api/admin/createBenefit', {
      accountDBID: id,
      benefitId: 433,
      availableUntil: '2026-07-01T00:00:00Z',
    });
    expect(added.json()).toEqual({ message: 'Benefit added successfully!' });
    const duplicate = await post('/api/admin/createBenefit', {
      accountDBID: id,
      benefitId: 433,
      availableUntil: '2026-08-01T00:00:00Z',
    });
    expect(duplicate.statusCode).toBe(409);

    for (const search of [String(id), '433']) {
      const list = await app.inject({ url: `/api/admin/userBenefits?search=${search}`, headers });
      expect(list.json().benefits).toContainEqual({
        accountDBID: id,
        userName: account.userName,
        benefitId: 433,
        availableUntil: '2026-07-01T00:00:00.000Z',
      });
    }
    expect((await app.inject({ url: '/api/admin/userBenefits?search=abc', headers })).statusCode).toBe(400);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/userBenefits/${id}`,
      headers,
      payload: { benefitId: 433, date: '2026-09-01T00:00:00Z' },
    });
    expect(edited.json()).toEqual({ message: 'Benefit updated successfully!' });
    const removed = await post(`/api/admin/deleteBenefit/${id}`, { benefitId: 433 });
    expect(removed.json()).toEqual({ message: 'Benefit removed successfully!' });
    expect((await post(`/api/admin/deleteBenefit/${id}`, { benefitId: 433 })).statusCode).toBe(404);

    // The steward holds no Account Management, so reads no audit log: the rows themselves, oldest first.
    expect((await auditEntriesOf(app, id)).map((e) => e.action)).toEqual([
      'benefit.create',
      'benefit.update',
      'benefit.delete',
    ]);
  });

  it.each([
    [{ benefitId: 1, availableUntil: '2026-07-01T00:00:00Z' }, 'accountDBID'],
    [{ accountDBID: 1, availableUntil: '2026-07-01T00:00:00Z' }, 'benefitId'],
    [{ accountDBID: 1, benefitId: 1, availableUntil: 'soon' }, 'availableUntil'],
  ])('answers 400 "All fields are required." for %j', async (payload, field) => {
    const response = await post('/api/admin/createBenefit', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual(['All fields are required.']);
  });

  it('answers 404 for an unknown account', async () => {
    const response = await post('/api/admin/createBenefit', {
      accountDBID: 987654,
      benefitId: 1,
      availableUntil: '2026-07-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No account with ID 987654.');
  });
});

describe('account actions', () => {
  it('grants the Veteran Pack once: flag, coins and benefit, then 409', async () => {
    const { account } = await buildAccount(app);
    const grant = () =>
      post('/api/admin/action', { action: 'grantVeteranPack', accountDBID: account.accountDBID });
    expect((await grant()).json()).toEqual({ message: `Veteran Pack granted to ${account.userName}.` });
    const second = await grant();
    expect(second.statusCode).toBe(409);
    const after = await app.modules.accounts.findById(account.accountDBID);
    expect(after).toMatchObject({ hasClaimedVeteranPackage: true, agaiaCoins: 500 });
    const benefits = (
      await app.inject({ url: `/api/admin/userBenefits?search=${account.accountDBID}`, headers })
    ).json();
    expect(benefits.benefits.map((b: { benefitId: number }) => b.benefitId)).toEqual([434]);
  });

  it('repeating a pack does not stack its time, and an expiry date sets the end', async () => {
    const { account } = await buildAccount(app);
    const grant = (date?: string) =>
      post('/api/admin/action', {
        action: 'grantContentCreatorPack',
        accountDBID: account.accountDBID,
        date,
      });
    await grant();
    await grant();
    const list = async () =>
      (await app.inject({ url: `/api/admin/userBenefits?search=${account.accountDBID}`, headers })).json()
        .benefits;
    expect((await list())[0].availableUntil).toBe('2026-07-01T00:00:00.000Z');
    await grant('2026-12-24T00:00:00Z');
    expect((await list())[0].availableUntil).toBe('2026-12-24T00:00:00.000Z');
  });

  it('requires the account ID', async () => {
    const response = await post('/api/admin/action', { action: 'grantStaffPack' });
    expect(response.json().message).toBe('Account DBID is required.');
    expect(
      (await post('/api/admin/action', { action: 'grantStaffPack', accountDBID: 999999 })).statusCode,
    ).toBe(404);
  });
});

describe('benefit names', () => {
  it('names the club benefit and each pack benefit by its packs, for prime 3 or 5 only', async () => {
    const names = await app.inject({ url: '/api/admin/benefitNames', headers });
    expect(names.statusCode).toBe(200);
    expect(names.json().benefits).toEqual([
      { benefitId: 333, name: 'Staff Pack' },
      { benefitId: 334, name: 'Founder Pack' },
      { benefitId: 433, name: 'Agaia Club' },
      { benefitId: 434, name: 'Veteran Pack' },
      { benefitId: 534, name: 'Founder Pack' },
    ]);
    expect((await app.inject({ url: '/api/admin/benefitNames' })).statusCode).toBe(401);
    const editor = await buildAccount(app, { webMgt: 7 * 11 });
    const asEditor = await loginAs(app, editor.account.userName, editor.password);
    const refused = await app.inject({ url: '/api/admin/benefitNames', headers: asEditor.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toEqual(expect.any(String));
  });
});
