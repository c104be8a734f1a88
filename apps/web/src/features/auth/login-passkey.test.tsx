import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../lib/session.ts';
import { bodiesSent, type StubResponse, stubFetch } from '../../test/fetch-stub.ts';
import { LAZY, renderApp } from '../../test/render-app.tsx';

const webauthn = vi.hoisted(() => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
  browserSupportsWebAuthn: vi.fn(() => true),
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

const OPTIONS = 'POST /api/auth/passkey/options';
const LOGIN = 'POST /api/auth/passkey/login';
const loginResponse = { accessToken: 'tok-key', privilege: 0, webMgt: 0, accountDBID: 7, userName: 'Aria' };
const ceremony = { ceremonyToken: 'ceremony-1', options: { challenge: 'abc', rpId: 'localhost' } };
const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };

async function openLogin(routes: Record<string, StubResponse>) {
  const fetchMock = stubFetch(routes);
  const { router } = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Login' }, LAZY);
  return { fetchMock, router, user: userEvent.setup() };
}

beforeEach(() => {
  webauthn.startAuthentication.mockReset();
});

describe('login with a passkey', () => {
  it('logs in with no password: the options, the prompt, the session stored, then home', async () => {
    webauthn.startAuthentication.mockResolvedValue(assertion);
    const { fetchMock, router, user } = await openLogin({
      [OPTIONS]: { json: ceremony },
      [LOGIN]: { json: loginResponse },
    });
    await user.click(screen.getByRole('button', { name: 'Login with a Passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodiesSent(fetchMock, OPTIONS)).toEqual([{}]);
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: ceremony.options });
    expect(bodiesSent(fetchMock, LOGIN)).toEqual([{ ceremonyToken: 'ceremony-1', response: assertion }]);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(loginResponse);
  });

  it("shows the server's refusal and a closed prompt, and stays on the page", async () => {
    webauthn.startAuthentication.mockResolvedValueOnce(assertion);
    const refused = 'That passkey could not be verified. Please try again.';
    const { router, user } = await openLogin({
      [OPTIONS]: { json: ceremony },
      [LOGIN]: { status: 401, json: { message: refused } },
    });
    await user.click(screen.getByRole('button', { name: 'Login with a Passkey' }));
    expect(await screen.findByText(refused)).toBeInTheDocument();
    webauthn.startAuthentication.mockRejectedValueOnce(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    await user.click(screen.getByRole('button', { name: 'Login with a Passkey' }));
    expect(
      await screen.findByText('The passkey prompt was closed before it finished. Please try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('is the second step instead of a code when the account has a passkey', async () => {
    webauthn.startAuthentication.mockResolvedValue(assertion);
    const challenge = {
      twoFactorRequired: true,
      challengeToken: 'ticket-1',
      passkey: true,
      message: 'Code.',
    };
    const { fetchMock, router, user } = await openLogin({
      'POST /api/auth/login': { json: challenge },
      [OPTIONS]: { json: ceremony },
      [LOGIN]: { json: loginResponse },
    });
    await user.type(screen.getByLabelText('Username or Email'), 'aria');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Use a Passkey' }, LAZY));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodiesSent(fetchMock, OPTIONS)).toEqual([{ challengeToken: 'ticket-1' }]);
    expect(bodiesSent(fetchMock, LOGIN)).toEqual([
      { ceremonyToken: 'ceremony-1', response: assertion, challengeToken: 'ticket-1' },
    ]);
  });

  it('offers no passkey on the second step of an account without one', async () => {
    const challenge = {
      twoFactorRequired: true,
      challengeToken: 'ticket-1',
      passkey: false,
      message: 'Code.',
    };
    const { user } = await openLogin({ 'POST /api/auth/login': { json: challenge } });
    await user.type(screen.getByLabelText('Username or Email'), 'aria');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication' }, LAZY);
    expect(screen.queryByRole('button', { name: 'Use a Passkey' })).not.toBeInTheDocument();
  });
});
