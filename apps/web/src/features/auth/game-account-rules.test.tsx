import { GameMessages, Messages } from '@agaia/contract';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesSent, stubFetch } from '../../test/fetch-stub.ts';
import { TERA_SITE } from '../../test/game-builders.ts';
import { renderApp } from '../../test/render-app.tsx';

const NAME_HINT = '3 to 24 letters and digits: this is also your game login.';
const PASSWORD_HINT = '8 to 128 characters.';
const VALID_TOKEN = { 'GET /api/auth/validate-reset-token/tok-1': { json: { valid: true, message: 'ok' } } };

async function typeInto(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

describe('account rules of the game back end (GAME_BACKEND=tera-api)', () => {
  it("registers under tera-api's rules, with the hints under the username and password", async () => {
    const mock = stubFetch({
      ...TERA_SITE,
      'POST /api/auth/register': { status: 201, json: { message: Messages.registered } },
    });
    renderApp('/register');
    const user = userEvent.setup();
    expect(await screen.findByText(NAME_HINT)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(NAME_HINT);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_HINT);

    // An underscore and six characters pass the site's own rules but not the game's (docs/product.md §2.1).
    await typeInto(user, 'Username', 'Aria_01');
    await typeInto(user, 'Email', 'aria@example.com');
    await typeInto(user, 'Password', 'secret1');
    await typeInto(user, 'Confirm Password', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(GameMessages.userNameRule)).toBeInTheDocument();
    expect(screen.getByText(GameMessages.passwordLength)).toBeInTheDocument();
    expect(bodiesSent(mock, 'POST /api/auth/register')).toEqual([]);

    await typeInto(user, 'Username', 'Aria01');
    await typeInto(user, 'Password', 'secret123');
    await typeInto(user, 'Confirm Password', 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(Messages.registered)).toBeInTheDocument();
    expect(bodiesSent(mock, 'POST /api/auth/register')).toMatchObject([
      { username: 'Aria01', email: 'aria@example.com', password: 'secret123' },
    ]);
  });

  it('shows no game hints and keeps the site rules of docs/product.md §2.1 with no game back end', async () => {
    stubFetch();
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    expect(screen.queryByText(NAME_HINT)).not.toBeInTheDocument();
    expect(screen.queryByText(PASSWORD_HINT)).not.toBeInTheDocument();
  });

  it("resets a password under tera-api's length rule, with its hint", async () => {
    const mock = stubFetch({
      ...TERA_SITE,
      ...VALID_TOKEN,
      'POST /api/auth/reset-password/tok-1': { json: { message: 'All set, hero!' } },
    });
    renderApp('/reset-password/tok-1');
    const user = userEvent.setup();
    expect(await screen.findByText(PASSWORD_HINT)).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(PASSWORD_HINT);

    await typeInto(user, 'New Password', 'secret1');
    await typeInto(user, 'Confirm New Password', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(GameMessages.passwordLength)).toBeInTheDocument();
    expect(bodiesSent(mock, 'POST /api/auth/reset-password/tok-1')).toEqual([]);

    await typeInto(user, 'New Password', ' secret123');
    await typeInto(user, 'Confirm New Password', ' secret123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(GameMessages.passwordSpaces)).toBeInTheDocument();

    await typeInto(user, 'New Password', 'secret123');
    await typeInto(user, 'Confirm New Password', 'secret123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('All set, hero!')).toBeInTheDocument();
    expect(bodiesSent(mock, 'POST /api/auth/reset-password/tok-1')).toEqual([{ newPassword: 'secret123' }]);
  });
});
