import { Messages } from '@agaia/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesSent, stubFetch } from '../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../test/render-app.tsx';

const CONFIRM = 'POST /api/auth/confirm-email/tok-1';
const page = () => within(screen.getByRole('main'));

/** The outcome box: the text of the status region holding `text`. */
async function box(text: string) {
  return (await screen.findByText(text, undefined, LAZY)).closest('[role="status"]');
}

describe('email confirmation page', () => {
  it('uses the link once and says the address is confirmed; a visitor is offered the login', async () => {
    const fetchMock = stubFetch({ [CONFIRM]: { json: { message: Messages.emailConfirmed } } });
    renderApp('/confirm-email/tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Confirmation' }, LAZY)).toBeVisible();
    expect((await box(Messages.emailConfirmed))?.textContent).toBe(Messages.emailConfirmed);
    expect(screen.getByText('You can now log in and play.')).toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(bodiesSent(fetchMock, CONFIRM)).toHaveLength(1);
  });

  it('offers a logged-in player the profile', async () => {
    stubFetch({ [CONFIRM]: { json: { message: Messages.emailConfirmed } } });
    renderApp('/confirm-email/tok-1', { user: buildUser() });
    await box(Messages.emailConfirmed);
    expect(screen.getByText('All set: your profile shows your address as confirmed.')).toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  });

  it.each([Messages.linkExpired, Messages.linkUsed, Messages.linkUnknown])(
    'shows the server\'s reason "%s" and how to get a new link',
    async (message) => {
      stubFetch({ [CONFIRM]: { status: 400, json: { message, code: 'LINK' } } });
      const { router } = renderApp('/confirm-email/tok-1');
      expect((await box(message))?.textContent).toBe(message);
      expect(
        screen.getByText('Need a new link? Log in and choose Resend Confirmation on your profile.'),
      ).toBeInTheDocument();
      await userEvent.click(page().getByRole('link', { name: 'Login' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY);
      expect(router.state.location.state).toEqual({ from: '/profile' });
    },
  );

  it('says a link without a token is invalid, without asking the server', async () => {
    const fetchMock = stubFetch();
    renderApp('/confirm-email', { user: buildUser() });
    expect((await box(Messages.linkUnknown))?.textContent).toBe(Messages.linkUnknown);
    expect(
      screen.getByText('Need a new link? Choose Resend Confirmation on your profile.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('confirm-email'))).toBe(false);
  });

  it('offers to try again when the server could not be asked', async () => {
    const fetchMock = stubFetch({ [CONFIRM]: { status: 503 } });
    renderApp('/confirm-email/tok-1');
    const message = 'Your email address could not be confirmed right now. Please try again.';
    await box(message);
    stubFetch({ [CONFIRM]: { json: { message: Messages.emailConfirmed } } });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await box(Messages.emailConfirmed)).toBeTruthy();
    expect(bodiesSent(fetchMock, CONFIRM)).toHaveLength(1);
  });
});
