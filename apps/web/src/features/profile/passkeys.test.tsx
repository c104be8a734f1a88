import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, type StubResponse } from '../../test/fetch-stub.ts';
import { openSecurityTab } from '../../test/profile-test-utils.ts';
import { politeToasts } from '../../test/toasts.ts';

// The browser's prompt: @simplewebauthn/browser stands in for the authenticator (Chromium's own runs in e2e).
const webauthn = vi.hoisted(() => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
  browserSupportsWebAuthn: vi.fn(() => true),
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

const LIST = 'GET /api/user/passkeys';
const OPTIONS = 'POST /api/user/passkeys/options';
const ADD = 'POST /api/user/passkeys';
const phone = {
  id: 3,
  name: 'Phone',
  createdAt: '2026-11-02T10:00:00Z',
  lastUsedAt: '2026-11-20T18:30:00Z',
  backedUp: true,
};
const key = { id: 4, name: 'YubiKey', createdAt: '2026-11-03T10:00:00Z', lastUsedAt: null, backedUp: false };
const ceremony = { ceremonyToken: 'ceremony-1', options: { challenge: 'abc', rp: { id: 'localhost' } } };
const registration = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
};

const openSecurity = (routes: Record<string, StubResponse>) => openSecurityTab(routes, 'Passkeys');

beforeEach(() => {
  webauthn.startRegistration.mockReset();
  webauthn.browserSupportsWebAuthn.mockReturnValue(true);
});

describe('profile: passkeys', () => {
  it('lists the passkeys with when they were added and last used, and which are synced', async () => {
    const { panel } = await openSecurity({ [LIST]: { json: { items: [phone, key] } } });
    const list = within(await panel.findByRole('list', { name: 'Your passkeys' }));
    const [first, second] = list.getAllByRole('listitem');
    expect(first).toHaveTextContent('PhoneSynced');
    expect(first).toHaveTextContent('Added November 2, 2026 · Last used November 20, 2026');
    expect(second).toHaveTextContent('YubiKey');
    expect(second).toHaveTextContent('Not used yet');
    expect(second).not.toHaveTextContent('Synced');
  });

  it('says when there are none', async () => {
    const { panel } = await openSecurity({});
    expect(await panel.findByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('adds one: the password and a name, then the browser prompt; the list refreshes and a toast says so', async () => {
    webauthn.startRegistration.mockResolvedValue(registration);
    const { fetchMock, panel, user } = await openSecurity({
      [OPTIONS]: { json: ceremony },
      [ADD]: { json: { ...key, name: 'Laptop' } },
    });
    await user.click(panel.getByRole('button', { name: 'Add a Passkey' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add a Passkey' }));
    await user.type(dialog.getByLabelText('Current Password'), 'secret-pass');
    const name = dialog.getByLabelText('Passkey Name');
    await user.clear(name);
    await user.type(name, 'Laptop');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await politeToasts().findByText('Passkey added.')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, OPTIONS)).toEqual([{ password: 'secret-pass' }]);
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: ceremony.options });
    expect(bodiesSent(fetchMock, ADD)).toEqual([
      { ceremonyToken: 'ceremony-1', response: registration, name: 'Laptop' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/user/passkeys')).length).toBe(3);
  });

  it('shows a wrong password on its field and a closed prompt under the form, and keeps the dialog open', async () => {
    const wrong = 'The password is not correct.';
    const { panel, user } = await openSecurity({
      [OPTIONS]: { status: 400, json: { message: wrong, fieldErrors: { password: [wrong] } } },
    });
    await user.click(panel.getByRole('button', { name: 'Add a Passkey' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add a Passkey' }));
    await user.type(dialog.getByLabelText('Current Password'), 'nope');
    await user.type(dialog.getByLabelText('Passkey Name'), 'Phone');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText(wrong)).toBeInTheDocument();
    expect(webauthn.startRegistration).not.toHaveBeenCalled();
  });

  it('says so when the person closes the browser prompt', async () => {
    webauthn.startRegistration.mockRejectedValue(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    const { fetchMock, panel, user } = await openSecurity({ [OPTIONS]: { json: ceremony } });
    await user.click(panel.getByRole('button', { name: 'Add a Passkey' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add a Passkey' }));
    await user.type(dialog.getByLabelText('Current Password'), 'secret-pass');
    await user.type(dialog.getByLabelText('Passkey Name'), 'Phone');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(
      await dialog.findByText('The passkey prompt was closed before it finished. Please try again.'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetchMock, ADD)).toEqual([]);
  });

  it('says when the browser cannot use passkeys', async () => {
    webauthn.browserSupportsWebAuthn.mockReturnValue(false);
    const { fetchMock, panel, user } = await openSecurity({});
    await user.click(panel.getByRole('button', { name: 'Add a Passkey' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add a Passkey' }));
    await user.type(dialog.getByLabelText('Current Password'), 'secret-pass');
    await user.type(dialog.getByLabelText('Passkey Name'), 'Phone');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText(/This browser cannot use passkeys/)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, OPTIONS)).toEqual([]);
  });

  it('removes one after the password', async () => {
    const { fetchMock, panel, user } = await openSecurity({
      [LIST]: { json: { items: [phone] } },
      'DELETE /api/user/passkeys/3': { json: { message: 'The passkey is removed.' } },
    });
    await user.click(await panel.findByRole('button', { name: 'Remove: Phone' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove "Phone"?' }));
    await user.type(dialog.getByLabelText('Current Password'), 'secret-pass');
    await user.click(dialog.getByRole('button', { name: 'Remove Passkey' }));
    expect(await politeToasts().findByText('Passkey removed.')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'DELETE /api/user/passkeys/3')).toEqual([{ password: 'secret-pass' }]);
  });
});
