import type { AdminDeletionRequest } from '@agaia/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesSent, queriesSent, type StubResponse, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';

const LIST = 'GET /api/admin/deletionRequests';

const request = (overrides: Partial<AdminDeletionRequest> = {}): AdminDeletionRequest => ({
  id: 3,
  accountDBID: 42,
  userName: 'Aria',
  status: 'pending',
  reason: 'No time to play.',
  requestedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  note: null,
  ...overrides,
});

async function openDeletions(routes: Record<string, StubResponse> = {}) {
  const mock = stubFetch({ [LIST]: { json: { requests: [request()], total: 1 } }, ...routes });
  renderApp('/admin/deletions', { user: buildUser({ webMgt: 2 * 5 }) });
  const table = await screen.findByRole('table', { name: 'Deletion requests' }, LAZY);
  return { mock, table: within(table) };
}

describe('the deletion requests section', () => {
  it('lists the waiting requests with the account and the reason', async () => {
    const { table } = await openDeletions();
    expect(table.getByText('Aria (ID 42)')).toBeInTheDocument();
    expect(table.getByText('No time to play.')).toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Delete Account Aria' })).toBeInTheDocument();
  });

  it('deletes only after the confirmation, and says so', async () => {
    const { mock, table } = await openDeletions({
      'POST /api/admin/deletionRequests/3/confirm': { json: { message: 'Account 42 was deleted.' } },
    });
    await userEvent.click(table.getByRole('button', { name: 'Delete Account Aria' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this account?' }));
    expect(dialog.getByText(/The account Aria \(ID 42\) loses its name/)).toBeInTheDocument();
    expect(mock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Account 42 was deleted.')).toBeInTheDocument();
  });

  it('declines only with a reason, which is sent to the server', async () => {
    const { mock, table } = await openDeletions({
      'POST /api/admin/deletionRequests/3/decline': {
        json: { message: 'The request was declined; the player is told why.' },
      },
    });
    await userEvent.click(table.getByRole('button', { name: 'Decline Aria' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline the request' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(
      await dialog.findByText('Please say why the request is declined: the player sees it.'),
    ).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Reason for the player'), 'A payment dispute is open.');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('The request was declined; the player is told why.')).toBeInTheDocument();
    expect(bodiesSent(mock, 'POST /api/admin/deletionRequests/3/decline')).toEqual([
      { note: 'A payment dispute is open.' },
    ]);
  });

  it("shows the server's refusal, and the decided ones under their status with who decided", async () => {
    const { mock, table } = await openDeletions({
      'POST /api/admin/deletionRequests/3/confirm': {
        status: 403,
        json: { message: 'You cannot perform this action on an account with equal or higher permissions.' },
      },
    });
    await userEvent.click(table.getByRole('button', { name: 'Delete Account Aria' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this account?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Account' }));
    expect(
      await screen.findByText(
        'You cannot perform this action on an account with equal or higher permissions.',
      ),
    ).toBeInTheDocument();

    stubFetch({
      [LIST]: {
        json: {
          requests: [
            request({
              status: 'declined',
              decidedAt: '2026-11-21T10:00:00.000Z',
              decidedBy: 'Boss',
              note: 'Dispute open.',
            }),
          ],
          total: 1,
        },
      },
    });
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'declined');
    expect(await table.findByText('Dispute open.')).toBeInTheDocument();
    expect(table.getByText('Boss')).toBeInTheDocument();
    expect(table.queryByRole('button', { name: 'Delete Account Aria' })).toBeNull();
    expect(queriesSent(mock, LIST)[0]?.get('status')).toBe('pending');
  });
});
