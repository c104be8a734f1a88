import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdminUserDetail } from '../../../../test/builders.ts';
import { errorToasts, politeToasts } from '../../../../test/toasts.ts';
import { openUserEdit } from '../../../../test/user-edit-test-utils.ts';

const RESET = 'POST /api/admin/users/42/two-factor/reset';
const ACTIONS = 2 * 5;

describe('turning off a player’s two-factor authentication', () => {
  it('is offered only to an admin with Account Actions, for an account that has it on', async () => {
    await openUserEdit(2 * 3, buildAdminUserDetail({ twoFactorEnabled: true }));
    expect(screen.queryByRole('button', { name: 'Turn Off Two-Factor' })).toBeNull();
  });

  it('is not offered for an account without it', async () => {
    await openUserEdit(ACTIONS, buildAdminUserDetail({ twoFactorEnabled: false }));
    expect(screen.queryByRole('button', { name: 'Turn Off Two-Factor' })).toBeNull();
  });

  it('asks first, then turns it off and says so', async () => {
    const mock = await openUserEdit(ACTIONS, buildAdminUserDetail({ twoFactorEnabled: true }), {
      [RESET]: { json: { message: 'Two-factor authentication is off for Aria.' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Turn Off Two-Factor' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Turn off two-factor authentication for Aria?' }),
    );
    expect(mock.mock.calls.some(([url]) => String(url).includes('two-factor/reset'))).toBe(false);
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Turn Off' }));
    expect(await politeToasts().findByText('Two-factor authentication is off for Aria.')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    await openUserEdit(ACTIONS, buildAdminUserDetail({ twoFactorEnabled: true }), {
      [RESET]: { status: 409, json: { message: 'Two-factor authentication is not on for this account.' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Turn Off Two-Factor' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Turn Off' }));
    expect(
      await errorToasts().findByText('Two-factor authentication is not on for this account.'),
    ).toBeInTheDocument();
  });
});
