import { ptBRContractText } from '@agaia/contract';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/catalogs.ts';
import { ptBR } from '../../i18n/pt-BR/main.ts';
import { ptBRProfile } from '../../i18n/pt-BR/profile.ts';
import { bodiesSent, stubFetch } from '../../test/fetch-stub.ts';
import { openSecurityTab } from '../../test/profile-test-utils.ts';
import { errorToasts } from '../../test/toasts.ts';

// Turning two-factor authentication on asks for the password first (the server refuses a session alone), and sends
// it again with the first code; a refusal of it shows under its field.
const STATUS = 'GET /api/user/two-factor';
const SETUP = 'POST /api/user/two-factor/setup';
const ENABLE = 'POST /api/user/two-factor/enable';
const off = { enabled: false, recoveryCodesLeft: 0, required: false };
const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUri: 'otpauth://totp/Agaia:Aria?secret=x',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"></svg>',
};
const WRONG = 'The password is not correct.';
const refusal = (message: string) => ({
  status: 400,
  json: { message, fieldErrors: { password: [message] } },
});

describe('profile: turning two-factor authentication on asks for the password', () => {
  it('asks it in a labelled password field, focused, that a password manager fills', async () => {
    const { fetchMock, panel, user } = await openSecurityTab(
      { [STATUS]: { json: off } },
      'Two-Factor Authentication',
    );
    await user.click(panel.getByRole('button', { name: 'Turn On' }));
    expect(panel.getByText('Enter your password to set up two-factor authentication.')).toBeInTheDocument();
    const password = panel.getByLabelText('Current Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveFocus();
    expect(panel.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Turn On' })).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, SETUP)).toEqual([]);
  });

  it('refuses an empty or wrong password under the field and goes no further; Cancel forgets it', async () => {
    const { fetchMock, panel, user } = await openSecurityTab(
      { [STATUS]: { json: off }, [SETUP]: refusal(WRONG) },
      'Two-Factor Authentication',
    );
    await user.click(panel.getByRole('button', { name: 'Turn On' }));
    const password = panel.getByLabelText('Current Password');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    expect(await panel.findByText('Please enter your current password to confirm.')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, SETUP)).toEqual([]);

    await user.type(password, 'nope');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    const error = await panel.findByText(WRONG);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    // The message is the field's own description, so a screen reader reads it with the field.
    expect(password).toHaveAccessibleDescription(WRONG);
    expect(error.id).not.toBe('');
    expect(bodiesSent(fetchMock, SETUP)).toEqual([{ password: 'nope' }]);
    expect(panel.queryByRole('img')).not.toBeInTheDocument();
    expect(errorToasts().queryByText(WRONG)).not.toBeInTheDocument();

    // Cancel forgets it: Turn On starts again from an empty field.
    await user.click(panel.getByRole('button', { name: 'Cancel' }));
    await user.click(panel.getByRole('button', { name: 'Turn On' }));
    expect(panel.getByLabelText('Current Password')).toHaveValue('');
  });

  it('asks again when turning it on refuses the password (changed meanwhile), with the refusal under the field', async () => {
    const { panel, user } = await openSecurityTab(
      { [STATUS]: { json: off }, [SETUP]: { json: setup }, [ENABLE]: refusal(WRONG) },
      'Two-Factor Authentication',
    );
    await user.click(panel.getByRole('button', { name: 'Turn On' }));
    await user.type(panel.getByLabelText('Current Password'), 'old-pass');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    await user.type(await panel.findByLabelText('Code from the app'), '123456');
    await user.click(panel.getByRole('button', { name: 'Confirm' }));

    const password = await panel.findByLabelText('Current Password');
    expect(await panel.findByText(WRONG)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(panel.queryByLabelText('Code from the app')).not.toBeInTheDocument();

    const next = stubFetch({ [STATUS]: { json: off }, [SETUP]: { json: setup } });
    await user.type(password, 'new-pass');
    await user.click(panel.getByRole('button', { name: 'Continue' }));
    expect(await panel.findByLabelText('Code from the app')).toBeInTheDocument();
    expect(bodiesSent(next, SETUP)).toEqual([{ password: 'new-pass' }]);
  });

  it('speaks Portuguese: the lead, the labels and the refusal', async () => {
    await switchLanguage('pt-BR');
    const words = ptBRProfile.profile.twoFactor;
    const wrong = 'A senha não está correta.';
    const { panel, user } = await openSecurityTab(
      { [STATUS]: { json: off }, [SETUP]: refusal(wrong) },
      words.title,
      ptBRProfile.profile.security,
    );
    await user.click(panel.getByRole('button', { name: words.turnOn }));
    expect(panel.getByText(words.passwordLead)).toBeInTheDocument();
    const password = panel.getByLabelText(ptBR.profile.currentPassword);
    await user.click(panel.getByRole('button', { name: words.continue }));
    expect(await panel.findByText(ptBRContractText.commonMessages.confirmPassword)).toBeInTheDocument();
    await user.type(password, 'errada');
    await user.click(panel.getByRole('button', { name: words.continue }));
    expect(await panel.findByText(wrong)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(wrong);
    expect(panel.getByRole('button', { name: ptBR.profile.cancel })).toBeInTheDocument();
  });
});
