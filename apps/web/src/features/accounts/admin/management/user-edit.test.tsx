import { grant, HierarchyMessages } from '@agaia/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdminUserDetail } from '../../../../test/builders.ts';
import { bodiesSent, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';
import { openUserEdit, USER_DETAIL } from '../../../../test/user-edit-test-utils.ts';

const PUT = 'PUT /api/admin/users/42';
const SHOWN_PRIMES = grant([2, 3, 5, 7, 11, 13]);

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('account management: edit user', () => {
  it('checks username, email and permission with the fixed messages, and sends nothing', async () => {
    const mock = await openUserEdit(SHOWN_PRIMES);
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
    const mock = await openUserEdit(SHOWN_PRIMES * 17 * 37, detail, {
      [PUT]: { json: { message: 'User updated successfully!' } },
    });
    const permissions = within(screen.getByRole('group', { name: 'Web permissions' }));
    const accounts = within(permissions.getByRole('group', { name: 'Accounts' }));
    const content = within(permissions.getByRole('group', { name: 'Content' }));
    expect(accounts.getByLabelText('Account Management (2)')).toBeChecked();
    expect(content.getByLabelText('News (11)')).not.toBeChecked();
    expect(
      screen.getByText('Other permissions this account holds are kept: Game Stats, Shop.'),
    ).toBeInTheDocument();

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
    const mock = await openUserEdit(SHOWN_PRIMES, buildAdminUserDetail({ webMgt: 0 }), {
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
    const mock = await openUserEdit(2 * 3 * 5, buildAdminUserDetail({ webMgt: 3 }), {
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
    await openUserEdit(2 * 5, buildAdminUserDetail({ webMgt: 2 * 5 }));
    expect(screen.getByText(HierarchyMessages.above)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ban User' })).not.toBeInTheDocument();
  });

  it('keeps the email read-only and offers no password without Account Actions', async () => {
    await openUserEdit(2 * 3, buildAdminUserDetail({ webMgt: 0 }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(
      screen.getByText('Changing the password or email also needs the Account Actions (5) permission.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message on failure, else 'Update failed.', and puts field errors on their fields", async () => {
    await openUserEdit(SHOWN_PRIMES, buildAdminUserDetail(), {
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

    stubFetch({ [USER_DETAIL]: { json: buildAdminUserDetail() }, [PUT]: { status: 500 } });
    await save();
    expect(await screen.findByText('Update failed.')).toBeInTheDocument();
  });

  it('lists the ban history and the audit entries', async () => {
    await openUserEdit(
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
          {
            id: 10,
            actorAccountDBID: 1,
            actorName: 'Boss',
            action: 'user.update',
            targetAccountDBID: 42,
            changes: { webMgt: { from: 1, to: 2 * 11 } },
            ip: '127.0.0.1',
            createdAt: '2025-03-02T00:00:00.000Z',
          },
          {
            id: 11,
            actorAccountDBID: 1,
            actorName: 'Boss',
            action: 'benefit.create',
            targetAccountDBID: 42,
            changes: { benefitId: 433, availableUntil: '2030-01-02T03:04:00.000Z' },
            ip: '127.0.0.1',
            createdAt: '2025-03-03T00:00:00.000Z',
          },
        ],
      }),
    );
    const bans = within(screen.getByRole('table', { name: 'Ban history' }));
    expect(bans.getByText('Botting')).toBeInTheDocument();
    const audit = within(screen.getByRole('table', { name: 'Audit log' }));
    expect(audit.getAllByText('user.update')).toHaveLength(2);
    expect(audit.getByText('agaiaCoins: 100 → 200')).toBeInTheDocument();
    expect(audit.getByText('password: (changed)')).toBeInTheDocument();
    expect(audit.getByText('webMgt: None → Account Management, News')).toBeInTheDocument();
    expect(await audit.findByText('benefitId: 433 · Agaia Club')).toBeInTheDocument();
    // Stored instants read in local time.
    expect(audit.getByText(/^availableUntil: .*2030/)).not.toHaveTextContent('T03:04:00.000Z');
  });
});
