import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../test/builders.ts';
import { bodiesSent, type StubResponse, stubFetch } from '../../test/fetch-stub.ts';
import { openSecurityTab } from '../../test/profile-test-utils.ts';
import { buildUser, LAZY, renderApp } from '../../test/render-app.tsx';
import { errorToasts, politeToasts } from '../../test/toasts.ts';

const STATUS = 'GET /api/user/two-factor';
const SETUP = 'POST /api/user/two-factor/setup';
const ENABLE = 'POST /api/user/two-factor/enable';
const DISABLE = 'POST /api/user/two-factor/disable';
const NEW_CODES = 'POST /api/user/two-factor/recovery-codes';
const off = { enabled: false, recoveryCodesLeft: 0, required: false };
const on = { enabled: true, recoveryCodesLeft: 10, required: false };
const qrSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const setup = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauthUri: 'otpauth://totp/Agaia:Aria?secret=x', qrSvg };
const codes = Array.from({ length: 10 }, (_, index) => `code-${index}-abcd`);

const openSecurity = (routes: Record<string, StubResponse>) =>
  openSecurityTab(routes, 'Two-Factor Authentication');

describe('profile: two-factor authentication', () => {
  it('sits before Devices', async () => {
    stubFetch({ 'GET /api/user/profile': { json: buildProfile() } });
    renderApp('/profile', { user: buildUser() });
    await screen.findByRole('tab', { name: 'Security' }, LAZY);
    const labels = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(labels.slice(-2)).toEqual(['Security', 'Devices']);
  });

  it('turns on: QR code and key, a code, then the ten codes shown once, then on', async () => {
    const { fetchMock, panel, user } = await openSecurity({
      [STATUS]: { json: off },
      [SETUP]: { json: setup },
      [ENABLE]: {
        status: 400,
        json: { message: 'Wrong code.', fieldErrors: { code: ['That code is not right.'] } },
      },
    });
    expect(panel.getByText(/a 6-digit code from an authenticator app/)).toBeInTheDocument();
    expect(panel.queryByText(/admin panel/)).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Turn On' }));
    const password = panel.getByLabelText('Current Password');
    expect(password).toHaveFocus();
    await user.type(password, 'secret-pass');
    await user.click(panel.getByRole('button', { name: 'Continue' }));

    const qr = await panel.findByRole('img', { name: 'QR code to add your account to an authenticator app' });
    expect(bodiesSent(fetchMock, SETUP)).toEqual([{ password: 'secret-pass' }]);
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa(qrSvg)}`);
    expect(panel.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Copy Key' }));
    expect(await navigator.clipboard.readText()).toBe(setup.secret);
    expect(await politeToasts().findByText('Copied.')).toBeInTheDocument();

    const code = panel.getByLabelText('Code from the app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(panel.getByRole('button', { name: 'Confirm' }));
    expect(await panel.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, ENABLE)).toEqual([]);

    await user.type(code, '111 111');
    await user.click(panel.getByRole('button', { name: 'Confirm' }));
    expect(await panel.findByText('That code is not right.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    const enabled = 'Two-factor authentication is on. Store your recovery codes now.';
    const next = stubFetch({
      'GET /api/user/profile': { json: buildProfile() },
      [ENABLE]: { json: { message: enabled, recoveryCodes: codes } },
      [STATUS]: { json: on },
    });
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(panel.getByRole('button', { name: 'Confirm' }));
    const grid = within(await panel.findByRole('list', { name: 'Recovery codes' }));
    expect(grid.getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    expect(bodiesSent(next, ENABLE)).toEqual([{ password: 'secret-pass', code: '123456' }]);
    expect(panel.getByText(/they are shown only once/)).toBeInTheDocument();
    expect(await politeToasts().findByText(enabled)).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:codes');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(panel.getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalledOnce();
    const file = created.mock.calls[0]?.[0] as Blob;
    expect(await file.text()).toBe(`Recovery codes for Aria. Each code works once.\n\n${codes.join('\n')}\n`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('agaia-recovery-codes.txt');

    // The status was not refetched while the codes showed; Done does it.
    expect(next.mock.calls.filter(([input]) => String(input).endsWith('/user/two-factor'))).toEqual([]);
    await user.click(panel.getByRole('button', { name: 'Done' }));
    expect(await panel.findByText('10 recovery codes left.')).toBeInTheDocument();
    expect(panel.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(next.mock.calls.filter(([input]) => String(input).endsWith('/user/two-factor'))).toHaveLength(1),
    );
  });

  it('says the admin panel needs it when the account has admin permissions', async () => {
    const { panel } = await openSecurity({ [STATUS]: { json: { ...off, required: true } } });
    expect(
      panel.getByText(/the admin panel opens only once two-factor authentication is on/),
    ).toBeInTheDocument();
  });

  it('says why it could not start', async () => {
    const { panel, user } = await openSecurity({ [STATUS]: { json: off }, [SETUP]: { status: 500 } });
    await user.click(panel.getByRole('button', { name: 'Turn On' }));
    await user.type(panel.getByLabelText('Current Password'), 'secret-pass');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    expect(
      await errorToasts().findByText('Two-factor authentication could not be started. Please try again.'),
    ).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('turns off with the password and a code; field errors go under their fields', async () => {
    const { fetchMock, panel, user } = await openSecurity({
      [STATUS]: { json: { ...on, recoveryCodesLeft: 2 } },
      [DISABLE]: {
        status: 400,
        json: { message: 'Check the fields.', fieldErrors: { password: ['Wrong password.'] } },
      },
    });
    expect(
      panel.getByText('2 recovery codes left. Make new recovery codes before you run out.'),
    ).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Turn Off' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Turn Off Two-Factor Authentication' }));
    await user.type(dialog.getByLabelText('Current Password'), 'nope');
    await user.type(dialog.getByLabelText('Code from the app, or a recovery code'), '123456');
    await user.click(dialog.getByRole('button', { name: 'Turn Off' }));
    expect(await dialog.findByText('Wrong password.')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, DISABLE)).toEqual([{ password: 'nope', code: '123456' }]);

    stubFetch({
      'GET /api/user/profile': { json: buildProfile() },
      [DISABLE]: { json: { message: 'Two-factor authentication is off.' } },
      [STATUS]: { json: off },
    });
    await user.clear(dialog.getByLabelText('Current Password'));
    await user.type(dialog.getByLabelText('Current Password'), 'secret-pass');
    await user.click(dialog.getByRole('button', { name: 'Turn Off' }));
    expect(await politeToasts().findByText('Two-factor authentication is off.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await panel.findByRole('button', { name: 'Turn On' })).toBeInTheDocument();
  });

  it('makes new recovery codes and shows them once', async () => {
    const fresh = codes.map((code) => `new-${code}`);
    const { fetchMock, panel, user } = await openSecurity({
      [STATUS]: { json: on },
      [NEW_CODES]: {
        json: { message: 'New recovery codes: the old ones no longer work.', recoveryCodes: fresh },
      },
    });
    await user.click(panel.getByRole('button', { name: 'New Recovery Codes' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New Recovery Codes' }));
    await user.type(dialog.getByLabelText('Current Password'), 'secret-pass');
    await user.type(dialog.getByLabelText('Code from the app, or a recovery code'), 'code-1-abcd');
    await user.click(dialog.getByRole('button', { name: 'Make New Codes' }));
    const grid = within(await panel.findByRole('list', { name: 'Recovery codes' }));
    expect(grid.getAllByRole('listitem').map((item) => item.textContent)).toEqual(fresh);
    expect(bodiesSent(fetchMock, NEW_CODES)).toEqual([{ password: 'secret-pass', code: 'code-1-abcd' }]);
    await user.click(panel.getByRole('button', { name: 'Done' }));
    expect(await panel.findByRole('button', { name: 'New Recovery Codes' })).toBeInTheDocument();
  });
});
