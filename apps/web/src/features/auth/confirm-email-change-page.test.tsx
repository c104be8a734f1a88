import { Messages, ptBRContractText } from '@agaia/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/catalogs.ts';
import { enEmailChange } from '../../i18n/en/email-change.ts';
import { ptBREmailChange } from '../../i18n/pt-BR/email-change.ts';
import { bodiesSent, stubFetch } from '../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../test/render-app.tsx';

const CHANGE = 'POST /api/auth/confirm-email-change/tok-1';
const CHANGED = 'Your email address is now new@example.com.';
const page = () => within(screen.getByRole('main'));

afterEach(() => switchLanguage('en'));

const ptBR = ptBREmailChange.auth.emailChange;

describe('email change page', () => {
  it('changes nothing until its button is pressed, then says the new address', async () => {
    const fetchMock = stubFetch({ [CHANGE]: { json: { message: CHANGED } } });
    renderApp('/confirm-email-change/tok-1', { user: buildUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm Your New Email Address' }, LAZY),
    ).toBeVisible();
    expect(bodiesSent(fetchMock, CHANGE)).toHaveLength(0);
    await userEvent.click(page().getByRole('button', { name: 'Confirm Email Change' }));
    expect(await screen.findByText(CHANGED)).toBeVisible();
    expect(screen.getByText('Your profile shows your new address.')).toBeVisible();
    expect(page().getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
    expect(bodiesSent(fetchMock, CHANGE)).toHaveLength(1);
  });

  it.each([Messages.linkExpired, Messages.linkUsed, Messages.emailTaken])(
    'shows the refusal "%s" and how to ask again, with no second try',
    async (message) => {
      stubFetch({ [CHANGE]: { status: message === Messages.emailTaken ? 409 : 400, json: { message } } });
      renderApp('/confirm-email-change/tok-1');
      await userEvent.click(await page().findByRole('button', { name: 'Confirm Email Change' }, LAZY));
      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.getByText('Need a new link? Ask for the change again on your profile.')).toBeVisible();
      expect(page().queryByRole('button', { name: 'Confirm Email Change' })).toBeNull();
      expect(page().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    },
  );

  it('offers the button again when the server could not be asked', async () => {
    stubFetch({ [CHANGE]: { status: 503 } });
    renderApp('/confirm-email-change/tok-1');
    await userEvent.click(await page().findByRole('button', { name: 'Confirm Email Change' }, LAZY));
    expect(
      await screen.findByText('Your email address could not be changed right now. Please try again.'),
    ).toBeVisible();
    stubFetch({ [CHANGE]: { json: { message: CHANGED } } });
    await userEvent.click(page().getByRole('button', { name: 'Confirm Email Change' }));
    expect(await screen.findByText(CHANGED)).toBeVisible();
  });

  it('says a link without a token is invalid, without asking the server', async () => {
    const fetchMock = stubFetch();
    renderApp('/confirm-email-change');
    expect(await screen.findByText(Messages.linkUnknown, undefined, LAZY)).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('confirm-email-change'))).toBe(false);
  });

  it('speaks Brazilian Portuguese', async () => {
    await switchLanguage('pt-BR');
    stubFetch({ [CHANGE]: { status: 400, json: { message: ptBRContractText.messages.linkUsed } } });
    renderApp('/confirm-email-change/tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: ptBR.title }, LAZY)).toBeVisible();
    expect(screen.getByText(ptBR.lead)).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: ptBR.submit }));
    expect(await screen.findByText(ptBRContractText.messages.linkUsed)).toBeVisible();
    expect(screen.getByText(ptBR.newLink)).toBeVisible();
    expect(enEmailChange.auth.emailChange.title).not.toBe(ptBR.title);
  });
});
