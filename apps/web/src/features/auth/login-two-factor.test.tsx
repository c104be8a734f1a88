import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../lib/session.ts';
import { buildProfile } from '../../test/builders.ts';
import { bodiesSent, type StubResponse, stubFetch } from '../../test/fetch-stub.ts';
import { LAZY, renderApp } from '../../test/render-app.tsx';

const LOGIN = 'POST /api/auth/login';
const SECOND = 'POST /api/auth/login/two-factor';
const loginResponse = { accessToken: 'tok-2fa', privilege: 0, webMgt: 0, accountDBID: 7, userName: 'Aria' };
const challenge = {
  twoFactorRequired: true,
  challengeToken: 'challenge-1',
  message: 'Enter the code from your authenticator app.',
};

/** Logs in with a password at `path` (the guard's origin, or /login) and waits for the second step. */
async function reachSecondStep(path: string, routes: Record<string, StubResponse>) {
  const fetchMock = stubFetch({ [LOGIN]: { json: challenge }, ...routes });
  const { router } = renderApp(path);
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Login' }, LAZY);
  await user.type(screen.getByLabelText('Username or Email'), 'aria');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication' }, LAZY);
  return { fetchMock, router, user };
}

describe('login with two-factor authentication', () => {
  it('asks for the code, then stores the session as a login does and returns to the origin', async () => {
    const { fetchMock, router, user } = await reachSecondStep('/profile', {
      [SECOND]: { json: { ...loginResponse, extra: 'kept' } },
      'GET /api/user/profile': { json: buildProfile() },
    });
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication Code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    // Nothing is stored before the second step.
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' }, LAZY)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, SECOND)).toEqual([{ challengeToken: 'challenge-1', code: '123456' }]);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual({
      ...loginResponse,
      extra: 'kept',
    });
  });

  it('takes a recovery code instead', async () => {
    const { fetchMock, router, user } = await reachSecondStep('/login', {
      [SECOND]: { json: loginResponse },
    });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const code = screen.getByLabelText('Recovery Code');
    expect(code).toHaveAttribute('inputmode', 'text');
    expect(code).toHaveAccessibleDescription('Each recovery code works once.');
    await user.type(code, 'abcd-efgh-ijkl');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodiesSent(fetchMock, SECOND)).toEqual([
      { challengeToken: 'challenge-1', code: 'abcd-efgh-ijkl' },
    ]);
  });

  it('shows a wrong code under the field and stays on the step', async () => {
    const wrong = 'That code is not right. Check the app and try again.';
    const { router, user } = await reachSecondStep('/login', {
      [SECOND]: { status: 400, json: { message: 'Invalid code.', fieldErrors: { code: [wrong] } } },
    });
    const code = screen.getByLabelText('Authentication Code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(expect.stringContaining(wrong));
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('checks for a code before calling the server', async () => {
    const { fetchMock, user } = await reachSecondStep('/login', {});
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Enter the code from your authenticator app, or a recovery code.'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetchMock, SECOND)).toEqual([]);
  });

  it.each([
    [401, { message: 'Your login expired: please log in again.' }],
    [429, { message: 'Too many codes tried. Wait a minute.' }],
  ])('a %i shows the server message', async (status, json) => {
    const { router, user } = await reachSecondStep('/login', { [SECOND]: { status, json } });
    await user.type(screen.getByLabelText('Authentication Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(json.message)).toBeInTheDocument();
    // An expired challenge is the password step again; a rate limit keeps the code step.
    const heading = status === 401 ? 'Login' : 'Two-factor authentication';
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('goes back to the login form', async () => {
    const { user } = await reachSecondStep('/login', {});
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username or Email')).toHaveValue('aria');
  });
});
