import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdminUser, buildUserList } from '../../../../test/builders.ts';
import { bodiesSent, queriesSent, type StubResponse, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';
import { errorToasts, politeToasts } from '../../../../test/toasts.ts';

const ACTION = 'POST /api/admin/action';
const USERS = 'GET /api/admin/users';
const aria = buildAdminUser({ accountDBID: 42, userName: 'Aria', email: 'aria@example.com' });

async function openActions(routes: Record<string, StubResponse> = {}, webMgt = 2 * 5) {
  const mock = stubFetch({
    [USERS]: { json: buildUserList([aria]) },
    'GET /api/admin/benefitNames': { json: { benefits: [] } },
    ...routes,
  });
  renderApp('/admin/actions', { user: buildUser({ webMgt }) });
  await screen.findByRole('heading', { level: 3, name: 'Veteran Pack' }, LAZY);
  return mock;
}

const card = (title: string) => within(screen.getByRole('region', { name: title }));

/** Finds Aria by part of her name and picks her. */
async function pickAria() {
  await userEvent.type(screen.getByLabelText('Find the account'), 'ari');
  await userEvent.click(await screen.findByRole('button', { name: 'Choose Aria (ID 42)' }));
  expect(screen.getByText('Granting to Aria (ID 42)')).toBeInTheDocument();
}

/** Clicks a card's Grant button, then Yes, Grant in the confirmation. */
async function grantAndConfirm(title: string, button: string) {
  await userEvent.click(card(title).getByRole('button', { name: button }));
  const dialog = within(await screen.findByRole('dialog', { name: button }));
  await userEvent.click(dialog.getByRole('button', { name: 'Yes, Grant' }));
}

describe('account actions', () => {
  it('offers the four quick grants', async () => {
    await openActions();
    for (const label of [
      'Grant Veteran Pack',
      'Grant Founder Pack',
      'Grant Content Creator Pack',
      'Grant Staff Pack',
    ]) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
  });

  it('finds the account by name through the users search, and asks before granting', async () => {
    const mock = await openActions({ [ACTION]: { json: { message: 'Founder Pack granted to Aria.' } } });
    await userEvent.click(card('Founder Pack').getByRole('button', { name: 'Grant Founder Pack' }));
    expect(await card('Founder Pack').findByText('Account DBID is required.')).toBeInTheDocument();

    await pickAria();
    expect(queriesSent(mock, USERS).at(-1)?.get('search')).toBe('ari');
    await userEvent.click(card('Founder Pack').getByRole('button', { name: 'Grant Founder Pack' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Grant Founder Pack' }));
    expect(dialog.getByText('Grant the Founder Pack to Aria (ID 42)?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(bodiesSent(mock, ACTION)).toEqual([]);

    await grantAndConfirm('Founder Pack', 'Grant Founder Pack');
    expect(await politeToasts().findByText('Founder Pack granted to Aria.')).toBeInTheDocument();
    expect(bodiesSent(mock, ACTION)).toEqual([{ action: 'grantFounderPack', accountDBID: 42 }]);

    await userEvent.click(screen.getByRole('button', { name: 'Change account' }));
    expect(screen.getByLabelText('Find the account')).toBeInTheDocument();
  });

  it('sends the optional expiry as an ISO time and names it in the confirmation', async () => {
    const mock = await openActions({ [ACTION]: { json: { message: 'Staff Pack granted to Aria.' } } });
    await pickAria();
    const staff = card('Staff Pack');
    fireEvent.change(staff.getByLabelText('Expiry (optional)'), { target: { value: '2030-01-02T03:04' } });
    await userEvent.click(staff.getByRole('button', { name: 'Grant Staff Pack' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Grant Staff Pack' }));
    expect(dialog.getByText(/Its benefits will last until .*2030/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Grant' }));
    expect(await politeToasts().findByText('Staff Pack granted to Aria.')).toBeInTheDocument();
    expect(bodiesSent(mock, ACTION)).toEqual([
      { action: 'grantStaffPack', accountDBID: 42, date: new Date('2030-01-02T03:04').toISOString() },
    ]);
  });

  it('takes a typed Account DBID from an admin who may not search users', async () => {
    const mock = await openActions({ [ACTION]: { json: { message: 'Veteran Pack granted.' } } }, 5);
    expect(screen.queryByLabelText('Find the account')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Account DBID'), '42');
    await userEvent.click(card('Veteran Pack').getByRole('button', { name: 'Grant Veteran Pack' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Grant Veteran Pack' }));
    expect(dialog.getByText('Grant the Veteran Pack to account 42?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Grant' }));
    expect(await politeToasts().findByText('Veteran Pack granted.')).toBeInTheDocument();
    expect(bodiesSent(mock, ACTION)).toEqual([{ action: 'grantVeteranPack', accountDBID: 42 }]);
    expect(queriesSent(mock, USERS)).toEqual([]);
  });

  it("shows the server's failure, else 'Failed to perform action.'", async () => {
    await openActions({
      [ACTION]: { status: 409, json: { message: 'Veteran Pack was already granted to Aria.' } },
    });
    await pickAria();
    await grantAndConfirm('Veteran Pack', 'Grant Veteran Pack');
    expect(await errorToasts().findByText('Veteran Pack was already granted to Aria.')).toBeInTheDocument();

    stubFetch({ [ACTION]: { status: 500 } });
    await grantAndConfirm('Veteran Pack', 'Grant Veteran Pack');
    expect(await errorToasts().findByText('Failed to perform action.')).toBeInTheDocument();
  });
});
