import { grant, HierarchyMessages } from '@agaia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdminUserDetail } from '../../../../test/builders.ts';
import { bodiesSent, type StubResponse, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';

const DETAIL = 'GET /api/admin/users/42';
const PUT = 'PUT /api/admin/users/42';
const SHOWN_PRIMES = grant([2, 3, 5, 7, 11, 13]);

async function openEdit(
  adminWebMgt: number,
  detail = buildAdminUserDetail(),
  routes: Record<string, StubResponse> = {},
) {
  const mock = stubFetch({ [DETAIL]: { json: detail }, ...routes });
  renderApp('/admin/management?user=42', {
    user: buildUser({ accountDBID: 1, userName: 'Boss', webMgt: adminWebMgt }),
  });
  await screen.findByRole('heading', { name: `Edit user ${detail.userName} (ID 42)` }, LAZY);
  return mock;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('account management: edit user', () => {
  it('checks username, email and permission with the SPEC messages, and sends nothing', async () => {
    const mock = await openEdit(SHOWN_PRIMES);
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.clear(screen.getByLabelText('Permission'));
    await userEvent.type(screen.getByLabelText('Permission'), 'abc');
    await save();
    expect(await screen.findByText('Username and Email are required.')).toBeInTheDocument();
    expect(screen.getByText('Permission must be a valid number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username and Email are required.');

    await userEvent.type(screen.getByLabelText('Username'), 'Aria');
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.clear(screen.getByLabelText('Permission'));
    await userEvent.type(screen.getByLabelText('Permission'), '-1');
    await save();
    expect(await screen.findByText('Username and Email are required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Username and Email are required.');
    expect(screen.getByText('Permission must be a valid number.')).toBeInTheDocument();
    expect(bodiesSent(mock, PUT)).toEqual([]);
  });

  it('submits the product of the ticked primes times the primes the form does not show', async () => {
    const detail = buildAdminUserDetail({ webMgt: 2 * 17 * 37, agaiaCoins: 150 });
    const mock = await openEdit(SHOWN_PRIMES * 17 * 37, detail, {
      [PUT]: { json: { message: 'User updated successfully!' } },
    });
    const accounts = within(screen.getByRole('group', { name: 'Accounts' }));
    const content = within(screen.getByRole('group', { name: 'Content' }));
    expect(accounts.getByLabelText('Account Management (2)')).toBeChecked();
    expect(content.getByLabelText('News (11)')).not.toBeChecked();
    expect(screen.getByText('Other permissions this account holds are kept: 17, 37.')).toBeInTheDocument();

    await userEvent.click(accounts.getByLabelText('Account Management (2)'));
    await userEvent.click(content.getByLabelText('News (11)'));
    await userEvent.click(content.getByLabelText('Patch Notes (7)'));
    await userEvent.clear(screen.getByLabelText('Agaia Coins'));
    await userEvent.type(screen.getByLabelText('Agaia Coins'), '900');
    await save();
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    const [body] = bodiesSent(mock, PUT);
    expect(body).toEqual({
      userName: 'Aria',
      email: 'aria@example.com',
      permission: 0,
      webMgt: 7 * 11 * 17 * 37,
      agaiaCoins: 900,
      astrumCoins: 20,
      agaiaClubExpiry: null,
      isEmailConfirmed: true,
      hasClaimedFounderPackage: false,
      hasClaimedVeteranPackage: true,
    });
  });

  it('sends the password only when filled and the club expiry as an ISO time', async () => {
    const mock = await openEdit(SHOWN_PRIMES, buildAdminUserDetail({ webMgt: 0 }), {
      [PUT]: { json: { message: 'User updated successfully!' } },
    });
    await userEvent.type(screen.getByLabelText('New Password'), 'secret12');
    fireEvent.change(screen.getByLabelText('Agaia Club Expiry'), { target: { value: '2030-01-02T03:04' } });
    await save();
    await screen.findByText('User updated successfully!');
    expect(bodiesSent(mock, PUT)[0]).toMatchObject({
      password: 'secret12',
      webMgt: 0,
      agaiaClubExpiry: new Date('2030-01-02T03:04').toISOString(),
    });
  });

  it('locks the primes the admin lacks', async () => {
    const mock = await openEdit(2 * 3 * 5, buildAdminUserDetail({ webMgt: 3 }), {
      [PUT]: { json: { message: 'User updated successfully!' } },
    });
    expect(screen.getByLabelText('News (11)')).toBeDisabled();
    expect(screen.getByLabelText('Account Benefits (3)')).toBeChecked();
    expect(screen.getByLabelText('Account Actions (5)')).toBeEnabled();
    await userEvent.click(screen.getByLabelText('Account Actions (5)'));
    await save();
    await screen.findByText('User updated successfully!');
    expect(bodiesSent(mock, PUT)[0]).toMatchObject({ webMgt: 3 * 5 });
  });

  it("shows no form on the admin's own account, and says to use the profile", async () => {
    stubFetch({
      'GET /api/admin/users/1': {
        json: buildAdminUserDetail({ accountDBID: 1, userName: 'Boss', webMgt: SHOWN_PRIMES }),
      },
    });
    renderApp('/admin/management?user=1', {
      user: buildUser({ accountDBID: 1, userName: 'Boss', webMgt: SHOWN_PRIMES }),
    });
    await screen.findByRole('heading', { name: 'Edit user Boss (ID 1)' }, LAZY);
    expect(screen.getByText(HierarchyMessages.self)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ban User' })).not.toBeInTheDocument();
  });

  it('shows no form on an account the admin does not outrank', async () => {
    await openEdit(2 * 5, buildAdminUserDetail({ webMgt: 2 * 5 }));
    expect(screen.getByText(HierarchyMessages.above)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ban User' })).not.toBeInTheDocument();
  });

  it('keeps the email read-only and offers no password without Account Actions', async () => {
    await openEdit(2 * 3, buildAdminUserDetail({ webMgt: 0 }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(
      screen.getByText('Changing the password or email also needs the Account Actions (5) permission.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message on failure, else 'Update failed.', and puts field errors on their fields", async () => {
    await openEdit(SHOWN_PRIMES, buildAdminUserDetail(), {
      [PUT]: {
        status: 409,
        json: {
          message: 'This username is already taken.',
          fieldErrors: { userName: ['Pick another name.'] },
        },
      },
    });
    await save();
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Pick another name.');

    stubFetch({ [DETAIL]: { json: buildAdminUserDetail() }, [PUT]: { status: 500 } });
    await save();
    expect(await screen.findByText('Update failed.')).toBeInTheDocument();
  });

  it('lists the ban history and the audit entries', async () => {
    await openEdit(
      SHOWN_PRIMES,
      buildAdminUserDetail({
        bans: [
          {
            id: 1,
            accountDBID: 42,
            startTime: '2025-01-01T00:00:00.000Z',
            endTime: '2025-02-01T00:00:00.000Z',
            ip: '["203.0.113.7"]',
            description: 'Botting',
            active: false,
            bannedBy: 'Boss',
          },
        ],
        audit: [
          {
            id: 9,
            actorAccountDBID: 1,
            actorName: 'Boss',
            action: 'user.update',
            targetAccountDBID: 42,
            changes: { agaiaCoins: { from: 100, to: 200 }, password: '(changed)' },
            ip: '127.0.0.1',
            createdAt: '2025-03-01T00:00:00.000Z',
          },
        ],
      }),
    );
    const bans = within(screen.getByRole('table', { name: 'Ban history' }));
    expect(bans.getByText('Botting')).toBeInTheDocument();
    const audit = within(screen.getByRole('table', { name: 'Audit log' }));
    expect(audit.getByText('user.update')).toBeInTheDocument();
    expect(audit.getByText('agaiaCoins: 100 → 200')).toBeInTheDocument();
    expect(audit.getByText('password: (changed)')).toBeInTheDocument();
  });
});

describe('account management: ban and unban', () => {
  it('hides the ban controls from an admin without prime 5', async () => {
    await openEdit(2 * 3);
    expect(screen.queryByRole('button', { name: 'Ban User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ban' })).not.toBeInTheDocument();
  });

  it('requires an end time and a reason, prefills the IP, and bans', async () => {
    const mock = await openEdit(2 * 5, buildAdminUserDetail(), {
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
    expect(await screen.findByText('User Aria banned successfully.')).toBeInTheDocument();
    expect(bodiesSent(mock, 'POST /api/admin/banUser')).toEqual([
      {
        accountDBID: 42,
        endTime: new Date('2030-01-02T03:04').toISOString(),
        description: 'Botting',
        ip: '203.0.113.7',
        active: true,
      },
    ]);
  });

  it("falls back to 'Failed to ban user.'", async () => {
    await openEdit(2 * 5, buildAdminUserDetail({ lastLoginIP: null }), {
      'POST /api/admin/banUser': { status: 500 },
    });
    expect(screen.getByLabelText('IP')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Ban End Time'), { target: { value: '2030-01-02T03:04' } });
    await userEvent.type(screen.getByLabelText('Reason'), 'Botting');
    await userEvent.click(screen.getByRole('button', { name: 'Ban User' }));
    expect(await screen.findByText('Failed to ban user.')).toBeInTheDocument();
  });

  it('unbans a banned user', async () => {
    const mock = await openEdit(2 * 5, buildAdminUserDetail({ banned: true }), {
      'POST /api/admin/unbanUser': { json: { message: 'User Aria unbanned successfully.' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unban User' }));
    expect(await screen.findByText('User Aria unbanned successfully.')).toBeInTheDocument();
    expect(bodiesSent(mock, 'POST /api/admin/unbanUser')).toEqual([{ accountDBID: 42 }]);
  });

  it("shows the server's unban failure, else 'Failed to unban user.'", async () => {
    await openEdit(2 * 5, buildAdminUserDetail({ banned: true }), {
      'POST /api/admin/unbanUser': { status: 404, json: { message: 'This account is not banned.' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unban User' }));
    expect(await screen.findByText('This account is not banned.')).toBeInTheDocument();

    stubFetch({
      [DETAIL]: { json: buildAdminUserDetail({ banned: true }) },
      'POST /api/admin/unbanUser': { status: 502 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unban User' }));
    await waitFor(() => expect(screen.getByText('Failed to unban user.')).toBeInTheDocument());
  });
});
