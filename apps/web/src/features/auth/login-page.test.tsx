import { Messages } from '@agaia/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../lib/session.ts';
import { buildProfile } from '../../test/builders.ts';
import { bodiesSent, stubFetch } from '../../test/fetch-stub.ts';
import { LAZY, renderApp } from '../../test/render-app.tsx';

const loginResponse = { accessToken: 'tok-9', privilege: 0, webMgt: 0, accountDBID: 7, userName: 'Aria' };

async function fillLogin(user = userEvent.setup()) {
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  await user.type(screen.getByLabelText('Username or Email'), 'aria');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  return user;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login page', () => {
  it('logs in and returns to the origin the guard kept, query string included', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/login': { json: { ...loginResponse, extra: 'kept' } },
      'GET /api/user/profile': { json: buildProfile() },
    });
    const { router } = renderApp('/profile?tab=security');
    const user = await fillLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), LAZY);
    expect(router.state.location.search).toBe('?tab=security');
    expect(bodiesSent(fetchMock, 'POST /api/auth/login')).toEqual([
      { identifier: 'aria', password: 'secret-pass' },
    ]);
    // The whole login response is stored (docs/product.md §3.1).
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual({
      ...loginResponse,
      extra: 'kept',
    });
  });

  it('goes to / when the user came to /login directly', async () => {
    stubFetch({ 'POST /api/auth/login': { json: loginResponse } });
    const { router } = renderApp('/login');
    const user = await fillLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    [401, { message: Messages.invalidCredentials }],
    [403, { message: 'Banned for cheating until June 30, 2026.', code: 'BANNED' }],
    [429, { message: 'Too many login attempts. Try again in a minute.' }],
  ])('shows the server message of a %i and stays on /login', async (status, json) => {
    stubFetch({ 'POST /api/auth/login': { status, json } });
    const { router } = renderApp('/login');
    const user = await fillLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(json.message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('disables the submit button while the login is under way', async () => {
    let answer: (value: Response) => void = () => {};
    stubFetch();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/auth/login')
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : Response.json({
              siteName: 'Agaia Online',
              chatInviteUrl: '',
              launcherUrl: '',
              paymentsEnabled: false,
              twitchEnabled: false,
            }),
      ),
    );
    renderApp('/login');
    const user = await fillLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    answer(Response.json({ message: Messages.invalidCredentials }, { status: 401 }));
    expect(await screen.findByText(Messages.invalidCredentials)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('checks the fields before calling the server', async () => {
    const fetchMock = stubFetch();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter your username or email.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username or Email')).toHaveAccessibleDescription(
      'Please enter your username or email.',
    );
    expect(bodiesSent(fetchMock, 'POST /api/auth/login')).toEqual([]);
  });

  it('has the register link, the terms note and autocomplete hints', async () => {
    stubFetch();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
    expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/tos');
    expect(main.getByRole('link', { name: 'Legal Notice' })).toHaveAttribute('href', '/legal');
    expect(screen.getByLabelText('Username or Email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  describe('forgot password modal', () => {
    it('asks for an email address, then shows the instructions text and closes after 4 s', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const fetchMock = stubFetch({
        'POST /api/user/request-password-reset-unauth': { json: { message: Messages.resetInstructionsSent } },
      });
      renderApp('/login');
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await screen.findByRole('heading', { level: 1, name: 'Login' });
      await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Reset Password' }));

      await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
      expect(await dialog.findByText('Please enter an email address.')).toBeInTheDocument();
      expect(bodiesSent(fetchMock, 'POST /api/user/request-password-reset-unauth')).toEqual([]);

      await user.type(dialog.getByLabelText('Email'), 'aria@example.com');
      await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
      expect(await dialog.findByText(Messages.resetInstructionsSent)).toBeInTheDocument();
      expect(bodiesSent(fetchMock, 'POST /api/user/request-password-reset-unauth')).toEqual([
        { email: 'aria@example.com' },
      ]);

      act(() => vi.advanceTimersByTime(3500));
      expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(600));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('shows the fallback when the server gives no message, and stays open', async () => {
      stubFetch({ 'POST /api/user/request-password-reset-unauth': { status: 500 } });
      renderApp('/login');
      await screen.findByRole('heading', { level: 1, name: 'Login' });
      await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Reset Password' }));
      await userEvent.type(dialog.getByLabelText('Email'), 'aria@example.com');
      await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
      expect(await dialog.findByText('Failed to initiate password reset.')).toBeInTheDocument();
    });
  });
});
