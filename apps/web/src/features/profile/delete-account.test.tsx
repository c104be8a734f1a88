import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../test/builders.ts';
import { bodiesSent, stubFetch } from '../../test/fetch-stub.ts';
import { buildUser, renderApp } from '../../test/render-app.tsx';

const REQUEST = '/api/user/deletion-request';

function renderProfile(routes: Parameters<typeof stubFetch>[0] = {}) {
  const mock = stubFetch({ 'GET /api/user/profile': { json: buildProfile() }, ...routes });
  renderApp('/profile', { user: buildUser() });
  return mock;
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  return within(await screen.findByRole('dialog', { name: 'Delete your account' }));
}

describe('profile: account deletion', () => {
  it('explains what deleting means, asks for the password, and sends the request with the reason', async () => {
    const mock = renderProfile({
      [`POST ${REQUEST}`]: {
        json: { message: 'Your deletion request was sent. The staff will confirm it.' },
      },
    });
    const dialog = await openDialog();
    expect(dialog.getByText(/Donation records are kept without your name or address/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Request Deletion' }));
    expect(await dialog.findByText('Please enter your current password to confirm.')).toBeInTheDocument();
    expect(bodiesSent(mock, `POST ${REQUEST}`)).toEqual([]);

    await userEvent.type(dialog.getByLabelText('Why are you leaving? (optional)'), 'No time to play.');
    await userEvent.type(dialog.getByLabelText('Current Password'), 'correct-horse');
    await userEvent.click(dialog.getByRole('button', { name: 'Request Deletion' }));
    expect(
      await screen.findByText('Your deletion request was sent. The staff will confirm it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Delete your account' })).toBeNull();
    expect(bodiesSent(mock, `POST ${REQUEST}`)).toEqual([
      { password: 'correct-horse', reason: 'No time to play.' },
    ]);
  });

  it("puts the server's refusal of the password on the field, and keeps the dialog open", async () => {
    renderProfile({
      [`POST ${REQUEST}`]: {
        status: 400,
        json: {
          message: 'The password is not correct.',
          fieldErrors: { password: ['The password is not correct.'] },
        },
      },
    });
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText('Current Password'), 'wrong');
    await userEvent.click(dialog.getByRole('button', { name: 'Request Deletion' }));
    expect(await dialog.findByText('The password is not correct.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('while a request waits, shows its date and takes it back on request', async () => {
    const mock = renderProfile({
      [`GET ${REQUEST}`]: {
        json: {
          request: {
            status: 'pending',
            requestedAt: '2026-11-20T10:00:00.000Z',
            decidedAt: null,
            note: null,
          },
        },
      },
      [`DELETE ${REQUEST}`]: {
        json: { message: 'Your deletion request was taken back. Your account stays.' },
      },
    });
    expect(
      await screen.findByText(/^You asked on .*20.* for this account to be deleted\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Take Back Request' }));
    expect(
      await screen.findByText('Your deletion request was taken back. Your account stays.'),
    ).toBeInTheDocument();
    expect(mock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it("shows the staff's reason for a declined request, and lets the player ask again", async () => {
    renderProfile({
      [`GET ${REQUEST}`]: {
        json: {
          request: {
            status: 'declined',
            requestedAt: '2026-11-20T10:00:00.000Z',
            decidedAt: '2026-11-21T10:00:00.000Z',
            note: 'A payment dispute is open.',
          },
        },
      },
    });
    expect(
      await screen.findByText('The staff declined your deletion request: A payment dispute is open.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });
});
