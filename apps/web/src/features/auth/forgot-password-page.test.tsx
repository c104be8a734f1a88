import { Messages } from '@agaia/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesSent, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('forgot password page', () => {
  it('asks for an email address, sends it and shows the instructions text', async () => {
    const fetchMock = stubFetch({
      'POST /api/user/request-password-reset-unauth': { json: { message: Messages.resetInstructionsSent } },
    });
    renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter an email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'aria@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(Messages.resetInstructionsSent)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/user/request-password-reset-unauth')).toEqual([
      { email: 'aria@example.com' },
    ]);
  });

  it('shows the server message of a failure', async () => {
    stubFetch({
      'POST /api/user/request-password-reset-unauth': { status: 429, json: { message: 'Slow down.' } },
    });
    renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    await userEvent.type(screen.getByLabelText('Email'), 'aria@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Slow down.')).toBeInTheDocument();
  });

  it('links back to /login', async () => {
    stubFetch();
    renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
