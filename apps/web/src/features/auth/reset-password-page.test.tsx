import { Messages } from '@agaia/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';

const VALID = { 'GET /api/auth/validate-reset-token/tok-1': { json: { valid: true, message: 'ok' } } };
const INVALID_BOX = 'This password reset link is invalid or has expired. Please request a new one.';

async function validForm() {
  await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' });
  return {
    newPassword: screen.getByLabelText('New Password'),
    confirm: screen.getByLabelText('Confirm New Password'),
    submit: screen.getByRole('button', { name: 'Reset Password' }),
  };
}

async function type(user: UserEvent, newPassword: string, confirm: string) {
  const form = await validForm();
  if (newPassword) await user.type(form.newPassword, newPassword);
  if (confirm) await user.type(form.confirm, confirm);
  return form;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('reset password page', () => {
  it("says 'Validating reset link...' while the link is checked", async () => {
    stubFetch({ 'GET /api/auth/validate-reset-token/tok-1': { json: { valid: true, message: 'ok' } } });
    renderApp('/reset-password/tok-1');
    expect(await screen.findByText('Validating reset link...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
    expect(screen.getByText('Enter your new password below.')).toBeInTheDocument();
    expect(screen.queryByText('Validating reset link...')).not.toBeInTheDocument();
  });

  it.each([
    ['with the server message', { message: Messages.resetLinkInvalid }],
    ['without one', undefined],
  ])(
    'shows only the invalid-link box of docs/product.md §2.4 for a refused link, %s, and a Request New Link button',
    async (_label, json) => {
      stubFetch({ 'GET /api/auth/validate-reset-token/old': { status: 400, json } });
      renderApp('/reset-password/old');
      const box = (await screen.findByText(INVALID_BOX)).closest('[role="status"]');
      expect(box?.textContent).toBe(INVALID_BOX);
      expect(screen.queryByText(Messages.resetLinkInvalid)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    },
  );

  it('says why when the link could not be checked at all, in one message', async () => {
    stubFetch({
      'GET /api/auth/validate-reset-token/old': { status: 503, json: { message: 'Down for maintenance.' } },
    });
    renderApp('/reset-password/old');
    const box = (await screen.findByText('Down for maintenance.')).closest('[role="status"]');
    expect(box?.textContent).toBe('Down for maintenance.');
  });

  it('says when the link has no token', async () => {
    stubFetch();
    renderApp('/reset-password');
    expect(await screen.findByText('No reset token provided in the link.')).toBeInTheDocument();
    expect(screen.queryByText(INVALID_BOX)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks both fields, then that they match, then the length; the error clears on typing', async () => {
    const fetchMock = stubFetch(VALID);
    renderApp('/reset-password/tok-1');
    const user = userEvent.setup();
    const form = await type(user, 'abc', '');

    await user.click(form.submit);
    expect(await screen.findByText('Please enter and confirm your new password.')).toBeInTheDocument();
    expect(form.confirm).toHaveAttribute('aria-invalid', 'true');

    await user.type(form.confirm, 'x');
    expect(screen.queryByText('Please enter and confirm your new password.')).not.toBeInTheDocument();
    expect(form.confirm).not.toHaveAttribute('aria-invalid');

    await user.click(form.submit);
    expect(await screen.findByText(Messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(form.confirm).toHaveAccessibleDescription(Messages.passwordsDoNotMatch);
    await user.clear(form.confirm);
    expect(screen.queryByText(Messages.passwordsDoNotMatch)).not.toBeInTheDocument();

    await user.type(form.confirm, 'abc');
    await user.click(form.submit);
    expect(await screen.findByText(Messages.passwordTooShort)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/auth/reset-password/tok-1')).toEqual([]);
  });

  it('shows and hides each password with its own toggle', async () => {
    stubFetch(VALID);
    renderApp('/reset-password/tok-1');
    const form = await validForm();
    const toggle = screen.getByRole('button', { name: 'Show new password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(form.newPassword).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(form.newPassword).toHaveAttribute('type', 'text');
    expect(form.confirm).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password confirmation' }));
    expect(form.confirm).toHaveAttribute('type', 'text');
  });

  it('shows the server message on success and goes to /login after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      ...VALID,
      'POST /api/auth/reset-password/tok-1': { json: { message: 'All set, hero!' } },
    });
    const { router } = renderApp('/reset-password/tok-1');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const form = await type(user, 'new-secret', 'new-secret');
    await user.click(form.submit);

    expect(await screen.findByText('All set, hero!')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/auth/reset-password/tok-1')).toEqual([
      { newPassword: 'new-secret' },
    ]);
    act(() => vi.advanceTimersByTime(2500));
    expect(router.state.location.pathname).toBe('/reset-password/tok-1');
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('uses the default success text when the server sends no message', async () => {
    stubFetch({ ...VALID, 'POST /api/auth/reset-password/tok-1': { json: {} } });
    renderApp('/reset-password/tok-1');
    const user = userEvent.setup();
    const form = await type(user, 'new-secret', 'new-secret');
    await user.click(form.submit);
    expect(await screen.findByText(Messages.resetSuccess)).toBeInTheDocument();
  });

  it('shows the server message of a failed reset, else the fallback', async () => {
    stubFetch({
      ...VALID,
      'POST /api/auth/reset-password/tok-1': { status: 400, json: { message: Messages.linkUsed } },
    });
    renderApp('/reset-password/tok-1');
    const user = userEvent.setup();
    const form = await type(user, 'new-secret', 'new-secret');
    await user.click(form.submit);
    expect(await screen.findByText(Messages.linkUsed)).toBeInTheDocument();

    stubFetch({ ...VALID, 'POST /api/auth/reset-password/tok-1': { status: 500 } });
    await user.click(form.submit);
    expect(
      await screen.findByText('Failed to reset password. Please try again or request a new link.'),
    ).toBeInTheDocument();
  });
});
