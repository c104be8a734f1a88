import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdminUserDetail } from '../../../../test/builders.ts';
import { bodiesSent, stubFetch } from '../../../../test/fetch-stub.ts';
import { openUserEdit, USER_DETAIL } from '../../../../test/user-edit-test-utils.ts';

describe('account management: ban and unban', () => {
  it('hides the ban controls from an admin without prime 5', async () => {
    await openUserEdit(2 * 3);
    expect(screen.queryByRole('button', { name: 'Ban User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ban' })).not.toBeInTheDocument();
  });

  it('requires an end time and a reason, prefills the IP, and bans', async () => {
    const mock = await openUserEdit(2 * 5, buildAdminUserDetail(), {
      'POST /api/admin/banUser': { json: { message: 'User Aria banned successfully.' } },
    });
    expect(screen.getByLabelText('IP')).toHaveValue('203.0.113.7');
    await userEvent.click(screen.getByRole('button', { name: 'Ban User' }));
    expect(await screen.findByText('Ban End Time and Reason are required.')).toBeInTheDocument();
    expect(bodiesSent(mock, 'POST /api/admin/banUser')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Ban End Time'), { target: { value: '2030-01-02T03:04' } });
    await userEvent.click(screen.getByRole('button', { name: 'Ban User' }));
    expect(await screen.findByText('Ban End Time and Reason are required.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Reason'), 'Botting');
    await userEvent.click(screen.getByRole('button', { name: 'Ban User' }));
    // A confirmation names the account, the end and the reason; Cancel sends nothing.
    const dialog = within(await screen.findByRole('dialog', { name: 'Ban Aria?' }));
    expect(dialog.getByText(/Aria \(ID 42\) will be banned until .*2030/)).toBeInTheDocument();
    expect(dialog.getByText('Reason: Botting')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(bodiesSent(mock, 'POST /api/admin/banUser')).toEqual([]);

    // Once banned, the account shows only Unban, and says it is banned once.
    const after = stubFetch({
      [USER_DETAIL]: { json: buildAdminUserDetail({ banned: true }) },
      'GET /api/admin/benefitNames': { json: { benefits: [] } },
      'POST /api/admin/banUser': { json: { message: 'User Aria banned successfully.' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ban User' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Ban Aria?' })).getByRole('button', {
        name: 'Yes, Ban',
      }),
    );
    expect(await screen.findByText('User Aria banned successfully.')).toBeInTheDocument();
    expect(bodiesSent(after, 'POST /api/admin/banUser')).toEqual([
      {
        accountDBID: 42,
        endTime: new Date('2030-01-02T03:04').toISOString(),
        description: 'Botting',
        ip: '203.0.113.7',
        active: true,
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Unban User' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ban User' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Reason')).not.toBeInTheDocument();
    expect(screen.getAllByText('This account is banned.')).toHaveLength(1);
  });

  it("falls back to 'Failed to ban user.'", async () => {
    await openUserEdit(2 * 5, buildAdminUserDetail({ lastLoginIP: null }), {
      'POST /api/admin/banUser': { status: 500 },
    });
    expect(screen.getByLabelText('IP')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Ban End Time'), { target: { value: '2030-01-02T03:04' } });
    await userEvent.type(screen.getByLabelText('Reason'), 'Botting');
    await userEvent.click(screen.getByRole('button', { name: 'Ban User' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Ban Aria?' })).getByRole('button', {
        name: 'Yes, Ban',
      }),
    );
    expect(await screen.findByText('Failed to ban user.')).toBeInTheDocument();
  });

  it('unbans a banned user', async () => {
    const mock = await openUserEdit(2 * 5, buildAdminUserDetail({ banned: true }), {
      'POST /api/admin/unbanUser': { json: { message: 'User Aria unbanned successfully.' } },
    });
    expect(screen.getAllByText('This account is banned.')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Ban User' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unban User' }));
    expect(await screen.findByText('User Aria unbanned successfully.')).toBeInTheDocument();
    expect(bodiesSent(mock, 'POST /api/admin/unbanUser')).toEqual([{ accountDBID: 42 }]);
  });

  it("shows the server's unban failure, else 'Failed to unban user.'", async () => {
    await openUserEdit(2 * 5, buildAdminUserDetail({ banned: true }), {
      'POST /api/admin/unbanUser': { status: 404, json: { message: 'This account is not banned.' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unban User' }));
    expect(await screen.findByText('This account is not banned.')).toBeInTheDocument();

    stubFetch({
      [USER_DETAIL]: { json: buildAdminUserDetail({ banned: true }) },
      'POST /api/admin/unbanUser': { status: 502 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unban User' }));
    await waitFor(() => expect(screen.getByText('Failed to unban user.')).toBeInTheDocument());
  });
});
