import { Messages } from '@agaia/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDateTime } from '../../lib/format.ts';
import { buildProfile } from '../../test/builders.ts';
import { bodiesSent, siteInfo, stubFetch } from '../../test/fetch-stub.ts';
import { submitEmailChange } from '../../test/profile-test-utils.ts';
import { buildUser, LAZY, renderApp } from '../../test/render-app.tsx';

const PROFILE = 'GET /api/user/profile';

async function card() {
  await screen.findByRole('heading', { level: 2, name: 'Aria' }, LAZY);
  return within(screen.getByRole('complementary', { name: 'Aria' }));
}

function figure(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('profile page', () => {
  it('shows the loading state, then the account', async () => {
    stubFetch({
      [PROFILE]: {
        json: buildProfile({ isEmailConfirmed: false, hasClaimedVeteranPackage: true, agaiaCoins: 1234 }),
      },
    });
    renderApp('/profile', { user: buildUser() });
    const loading = (await screen.findByText('Loading profile...', undefined, LAZY)).closest(
      '[role="status"]',
    );
    expect(loading?.querySelector('[aria-hidden="true"]')).not.toBeNull();
    const aria = await card();
    expect(aria.getByText('aria@example.com')).toBeInTheDocument();
    expect(aria.getByText('(Unconfirmed)')).toBeInTheDocument();
    expect(aria.getByRole('img', { name: 'Avatar of Aria' })).toBeInTheDocument();
    expect(figure('Account ID')).toBe('42');
    expect(figure('Agaia Coins')).toBe('1,234');
    expect(figure('Veteran Pkg')).toBe('Claimed');
    expect(figure('Founder Pkg')).toBe('Not Claimed');
  });

  it('shows 0 Agaia Coins when the server leaves them out, and no (Unconfirmed) for a confirmed address', async () => {
    const { agaiaCoins: _dropped, ...withoutCoins } = buildProfile({ avatarUrl: '/avatars/aria.png' });
    stubFetch({ [PROFILE]: { json: withoutCoins } });
    renderApp('/profile', { user: buildUser() });
    const aria = await card();
    expect(figure('Agaia Coins')).toBe('0');
    expect(aria.queryByText('(Unconfirmed)')).not.toBeInTheDocument();
    expect(aria.getByRole('img', { name: 'Avatar of Aria' })).toHaveAttribute('src', '/avatars/aria.png');
  });

  it('shows User ID, Registered and Last Login in a keyboard-reachable tooltip', async () => {
    const registerTime = new Date(2025, 5, 24, 15, 5).toISOString();
    stubFetch({ [PROFILE]: { json: buildProfile({ registerTime, lastLoginTime: 'garbage' }) } });
    renderApp('/profile', { user: buildUser() });
    await card();
    const button = screen.getByRole('button', { name: 'Account details' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    button.focus();
    const tooltip = await screen.findByRole('tooltip');
    expect(button).toHaveAccessibleDescription(expect.stringContaining('User ID'));
    expect(tooltip).toHaveTextContent(`Registered ${formatLongDateTime(registerTime)}`);
    expect(tooltip).toHaveTextContent('Last Login Invalid Date');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it("says 'N/A' for a missing last login", async () => {
    stubFetch({ [PROFILE]: { json: buildProfile({ lastLoginTime: null }) } });
    renderApp('/profile', { user: buildUser() });
    await card();
    await userEvent.click(screen.getByRole('button', { name: 'Account details' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Last Login N/A');
  });

  it('offers Resend Confirmation only while the address is unconfirmed; its note hides after 4 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      [PROFILE]: { json: buildProfile({ isEmailConfirmed: false }) },
      'POST /api/user/request-email-confirmation': { json: { message: Messages.confirmationSent } },
    });
    renderApp('/profile', { user: buildUser() });
    const aria = await card();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(aria.getByRole('button', { name: 'Resend Confirmation' }));
    expect(await screen.findByText('Confirmation email sent!')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/user/request-email-confirmation')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(3500));
    expect(screen.getByText('Confirmation email sent!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Confirmation email sent!')).not.toBeInTheDocument();
  });

  it('hides Resend Confirmation for a confirmed address', async () => {
    stubFetch({ [PROFILE]: { json: buildProfile({ isEmailConfirmed: true }) } });
    renderApp('/profile', { user: buildUser() });
    const aria = await card();
    expect(aria.getByRole('button', { name: 'Change Email' })).toBeInTheDocument();
    expect(aria.queryByRole('button', { name: 'Resend Confirmation' })).not.toBeInTheDocument();
  });

  it('requests a password reset and shows the fallback when it fails without a message', async () => {
    stubFetch({
      [PROFILE]: { json: buildProfile() },
      'POST /api/user/request-password-reset': { status: 500 },
    });
    renderApp('/profile', { user: buildUser() });
    const aria = await card();
    await userEvent.click(aria.getByRole('button', { name: 'Reset Password' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to initiate password reset.')).toBeInTheDocument();

    stubFetch({
      [PROFILE]: { json: buildProfile() },
      'POST /api/user/request-password-reset': { json: { message: Messages.resetInstructionsSent } },
    });
    await userEvent.click(aria.getByRole('button', { name: 'Reset Password' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(Messages.resetInstructionsSent)).toBeInTheDocument();
  });

  it('validates the change-email form with the fixed messages', async () => {
    const fetchMock = stubFetch({ [PROFILE]: { json: buildProfile() } });
    renderApp('/profile', { user: buildUser() });
    const aria = await card();
    const user = userEvent.setup();
    await user.click(aria.getByRole('button', { name: 'Change Email' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change Email' }));

    await user.type(dialog.getByLabelText('New Email'), 'new@example.com');
    await user.type(dialog.getByLabelText('Confirm New Email'), 'other@example.com');
    await user.click(dialog.getByRole('button', { name: 'Change Email' }));
    expect(await dialog.findByText('The new email addresses do not match.')).toBeInTheDocument();
    expect(
      dialog.getByText('Please enter your current password to confirm this change.'),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Current Password')).toHaveAccessibleDescription(
      'Please enter your current password to confirm this change.',
    );

    await user.clear(dialog.getByLabelText('New Email'));
    await user.type(dialog.getByLabelText('New Email'), 'not-an-email');
    await user.clear(dialog.getByLabelText('Confirm New Email'));
    await user.type(dialog.getByLabelText('Confirm New Email'), 'not-an-email');
    await user.type(dialog.getByLabelText('Current Password'), 'secret1');
    await user.click(dialog.getByRole('button', { name: 'Change Email' }));
    expect(await dialog.findByText(Messages.invalidEmail)).toBeInTheDocument();
    expect(dialog.queryByText('The new email addresses do not match.')).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/user/change-email')).toEqual([]);
  });

  it('submits a change of email, closes the modal after 4 s and shows the note for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      [PROFILE]: { json: buildProfile() },
      'POST /api/user/change-email': { json: { message: Messages.emailChangeRequested } },
    });
    renderApp('/profile', { user: buildUser() });
    const aria = await card();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await submitEmailChange(user, aria, {
      newEmail: 'new@example.com',
      currentPassword: 'secret1',
    });

    expect(await dialog.findByText(Messages.emailChangeRequested)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/user/change-email')).toEqual([
      { newEmail: 'new@example.com', currentPassword: 'secret1' },
    ]);
    act(() => vi.advanceTimersByTime(3500));
    expect(screen.getByRole('dialog', { name: 'Change Email' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Email change initiated. Please check your inbox.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5100));
    expect(screen.queryByText('Email change initiated. Please check your inbox.')).not.toBeInTheDocument();
  });

  it('shows the server message of a refused change of email', async () => {
    stubFetch({
      [PROFILE]: { json: buildProfile() },
      'POST /api/user/change-email': { status: 400, json: { message: Messages.wrongCurrentPassword } },
    });
    renderApp('/profile', { user: buildUser() });
    const aria = await card();
    const user = userEvent.setup();
    const dialog = await submitEmailChange(user, aria, {
      newEmail: 'new@example.com',
      currentPassword: 'wrong-pass',
    });
    expect(await dialog.findByText(Messages.wrongCurrentPassword)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change Email' })).toBeInTheDocument();
  });

  /** What the server's flash cookie holds (apps/api/src/platform/flash.ts): base64url of { kind, text }. */
  const setFlash = (kind: 'message' | 'error', text: string) => {
    const json = String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ kind, text })));
    const value = btoa(json).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
    window.history.replaceState({}, '', '/profile');
    // biome-ignore lint/suspicious/noDocumentCookie: the page under test reads document.cookie.
    document.cookie = `agaia_flash=${value}; Path=/profile`;
  };

  it("shows the site's flash once, as its kind says, and forgets it", async () => {
    setFlash('message', 'Sua conta da Twitch StreamQueen agora está vinculada.');
    stubFetch({ [PROFILE]: { json: buildProfile() } });
    const { router } = renderApp('/profile', { user: buildUser() });
    const shown = await screen.findByText('Sua conta da Twitch StreamQueen agora está vinculada.');
    expect(shown.closest('[data-kind]')).toHaveAttribute('data-kind', 'success');
    expect(document.cookie).not.toContain('agaia_flash=');

    await act(() => router.navigate('/news'));
    await act(() => router.navigate('/profile'));
    await card();
    expect(
      screen.queryByText('Sua conta da Twitch StreamQueen agora está vinculada.'),
    ).not.toBeInTheDocument();
  });

  it('shows an error flash as an error', async () => {
    setFlash('error', 'This Twitch account is already linked to another account.');
    stubFetch({ [PROFILE]: { json: buildProfile() } });
    renderApp('/profile', { user: buildUser() });
    const text = await screen.findByText('This Twitch account is already linked to another account.');
    expect(text.closest('[data-kind]')).toHaveAttribute('data-kind', 'error');
  });

  it('never shows text written in the URL, and removes it (a phishing link)', async () => {
    stubFetch({ [PROFILE]: { json: buildProfile() } });
    const lure = 'Your account is locked. Call +1 555 0100 with your password.';
    const { router } = renderApp(
      `/profile?error=${encodeURIComponent(lure)}&message=${encodeURIComponent(Messages.emailConfirmed)}&tab=x`,
      { user: buildUser() },
    );
    await card();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=x'));
    expect(screen.queryByText(lure)).not.toBeInTheDocument();
    expect(screen.queryByText(Messages.emailConfirmed)).not.toBeInTheDocument();
  });

  it("ignores a flash cookie that is not the site's shape", async () => {
    window.history.replaceState({}, '', '/profile');
    // biome-ignore lint/suspicious/noDocumentCookie: the page under test reads document.cookie.
    document.cookie = 'agaia_flash=not-base64-json; Path=/profile';
    stubFetch({ [PROFILE]: { json: buildProfile() } });
    renderApp('/profile', { user: buildUser() });
    await card();
    expect(screen.queryByRole('status', { name: /not-base64/ })).not.toBeInTheDocument();
    // biome-ignore lint/suspicious/noDocumentCookie: the page under test reads document.cookie.
    document.cookie = 'agaia_flash=; Max-Age=0; Path=/profile';
  });

  it('shows the server message when the profile fails to load, else the fallback', async () => {
    stubFetch({ [PROFILE]: { status: 500, json: { message: 'Database is napping.' } } });
    renderApp('/profile', { user: buildUser() });
    expect(await screen.findByText('Database is napping.')).toBeInTheDocument();
  });

  it("falls back to 'Failed to load profile data.'", async () => {
    stubFetch({ [PROFILE]: { status: 500 } });
    renderApp('/profile', { user: buildUser() });
    expect(await screen.findByText('Failed to load profile data.')).toBeInTheDocument();
  });

  it("says 'Could not load profile data.' when the answer holds no profile", async () => {
    stubFetch({ [PROFILE]: { json: {} } });
    renderApp('/profile', { user: buildUser() });
    expect(await screen.findByText('Could not load profile data.')).toBeInTheDocument();
  });

  it('hides the Twitch button while Twitch is off', async () => {
    stubFetch({ [PROFILE]: { json: buildProfile() } });
    renderApp('/profile', { user: buildUser() });
    const aria = await card();
    // The site info has arrived once the header shows its chat link.
    await within(screen.getByRole('banner')).findByRole('link', { name: /Community/ });
    expect(aria.getByRole('button', { name: 'Donate' })).toBeInTheDocument();
    expect(aria.queryByRole('button', { name: /Twitch/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Viewer Drops' })).not.toBeInTheDocument();
  });

  it("keeps the drops tabs of a linked account while Twitch is off: its watch time is the site's", async () => {
    stubFetch({
      [PROFILE]: { json: buildProfile({ twitchId: 'tw-1' }) },
      'GET /api/user/sessions': { json: { sessions: [] } },
    });
    renderApp('/profile', { user: buildUser() });
    await card();
    await within(screen.getByRole('banner')).findByRole('link', { name: /Community/ });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Characters',
      'Achievements',
      'Viewer Drops',
      'Streamer Drops',
      'Security',
      'Devices',
    ]);
    expect(screen.queryByRole('button', { name: /Twitch/ })).not.toBeInTheDocument();
  });

  it.each([
    [undefined, 'Link with Twitch'],
    ['tw-1', 'Unlink Twitch'],
  ])('shows the Twitch button when Twitch is on (twitchId %s: %s)', async (twitchId, label) => {
    stubFetch({
      'GET /api/site': { json: { ...siteInfo, twitchEnabled: true } },
      [PROFILE]: { json: buildProfile({ twitchId }) },
    });
    renderApp('/profile', { user: buildUser() });
    const aria = await card();
    expect(await aria.findByRole('button', { name: label })).toBeInTheDocument();
  });

  it('has keyboard-operable tabs: Characters first, arrows move between them', async () => {
    stubFetch({
      'GET /api/site': { json: { ...siteInfo, twitchEnabled: true } },
      [PROFILE]: { json: buildProfile() },
      'GET /api/user/sessions': { json: { sessions: [] } },
    });
    renderApp('/profile', { user: buildUser() });
    await card();
    const characters = screen.getByRole('tab', { name: 'Characters' });
    expect(characters).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Characters' })).toHaveTextContent(
      'No characters created yet.',
    );

    characters.focus();
    await userEvent.keyboard('{ArrowRight}');
    const achievements = screen.getByRole('tab', { name: 'Achievements' });
    expect(achievements).toHaveFocus();
    expect(achievements).toHaveAttribute('aria-selected', 'true');
    expect(characters).toHaveAttribute('tabindex', '-1');
    expect(
      within(screen.getByRole('tabpanel', { name: 'Achievements' })).getByRole('list'),
    ).toBeEmptyDOMElement();

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Devices' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(characters).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Devices' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Devices' })).toBeInTheDocument();
  });
});
