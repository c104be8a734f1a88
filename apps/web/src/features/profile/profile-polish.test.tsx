import { Messages } from '@agaia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../test/builders.ts';
import { bodiesSent, siteInfo, stubFetch } from '../../test/fetch-stub.ts';
import { submitEmailChange } from '../../test/profile-test-utils.ts';
import { buildUser, renderApp } from '../../test/render-app.tsx';
import { politeToasts } from '../../test/toasts.ts';

const PROFILE = 'GET /api/user/profile';
const RESET = 'POST /api/user/request-password-reset';

async function card() {
  await screen.findByRole('heading', { level: 2, name: 'Aria' });
  return within(screen.getByRole('complementary', { name: 'Aria' }));
}

describe('profile: empty tabs', () => {
  it('draws each empty tab with its next step: the launcher download', async () => {
    stubFetch({ [PROFILE]: { json: buildProfile() } });
    renderApp('/profile', { user: buildUser() });
    await card();
    const characters = within(screen.getByRole('tabpanel', { name: 'Characters' }));
    expect(characters.getByRole('heading', { name: 'No characters created yet.' })).toBeInTheDocument();
    expect(characters.getByRole('link', { name: 'Download Client' })).toHaveAttribute(
      'href',
      siteInfo.launcherUrl,
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Achievements' }));
    const achievements = within(screen.getByRole('tabpanel', { name: 'Achievements' }));
    expect(achievements.getByRole('heading', { name: 'No achievements unlocked yet.' })).toBeInTheDocument();
    expect(achievements.getByRole('link', { name: 'Download Client' })).toBeInTheDocument();
  });

  it('says to check back instead of offering a launcher that is not there yet', async () => {
    stubFetch({
      'GET /api/site': { json: { ...siteInfo, launcherAvailable: false } },
      [PROFILE]: { json: buildProfile() },
    });
    renderApp('/profile', { user: buildUser() });
    await card();
    const characters = within(screen.getByRole('tabpanel', { name: 'Characters' }));
    expect(
      await characters.findByText('The launcher is not available yet. Check back soon.'),
    ).toBeInTheDocument();
    expect(characters.queryByRole('link', { name: 'Download Client' })).not.toBeInTheDocument();
  });
});

describe('profile: Reset Password asks first', () => {
  it('sends nothing when the player cancels or presses Escape', async () => {
    const fetchMock = stubFetch({ [PROFILE]: { json: buildProfile() } });
    renderApp('/profile', { user: buildUser() });
    const aria = await card();
    const user = userEvent.setup();
    await user.click(aria.getByRole('button', { name: 'Reset Password' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset Password' }));
    expect(dialog.getByText(/aria@example\.com/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(aria.getByRole('button', { name: 'Reset Password' }));
    // jsdom has no Escape handling of its own: the dialog's cancel event is what Escape fires in a browser.
    fireEvent(await screen.findByRole('dialog', { name: 'Reset Password' }), new Event('cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, RESET)).toEqual([]);
  });

  it('sends once on confirm, closes the dialog and shows the outcome', async () => {
    const fetchMock = stubFetch({
      [PROFILE]: { json: buildProfile() },
      [RESET]: { json: { message: Messages.resetInstructionsSent } },
    });
    renderApp('/profile', { user: buildUser() });
    const aria = await card();
    await userEvent.click(aria.getByRole('button', { name: 'Reset Password' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset Password' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    expect(await politeToasts().findByText(Messages.resetInstructionsSent)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, RESET)).toHaveLength(1);
  });
});

describe('profile: Change Email after success', () => {
  it('empties the form, leaves no submit button and focuses Close', async () => {
    stubFetch({
      [PROFILE]: { json: buildProfile() },
      'POST /api/user/change-email': { json: { message: Messages.emailChangeRequested } },
    });
    renderApp('/profile', { user: buildUser() });
    const aria = await card();
    const user = userEvent.setup();
    const dialog = await submitEmailChange(user, aria, {
      newEmail: 'new@example.com',
      currentPassword: 'secret1',
    });

    expect(await dialog.findByText(Messages.emailChangeRequested)).toBeInTheDocument();
    expect(dialog.queryByLabelText('New Email')).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Current Password')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Change Email' })).not.toBeInTheDocument();
    const close = dialog.getAllByRole('button', { name: 'Close' }).at(-1);
    expect(close).toHaveFocus();

    await user.click(close as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(aria.getByRole('button', { name: 'Change Email' }));
    const again = within(screen.getByRole('dialog', { name: 'Change Email' }));
    expect(again.getByLabelText('New Email')).toHaveValue('');
    expect(again.getByLabelText('Current Password')).toHaveValue('');
  });
});
