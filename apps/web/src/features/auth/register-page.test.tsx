import { Messages, ptBRContractText } from '@agaia/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../i18n/catalogs.ts';
import { enAuth } from '../../i18n/en/auth.ts';
import { ptBRAuth } from '../../i18n/pt-BR/auth.ts';
import { REFERRAL_STORAGE_KEY } from '../../lib/referral.ts';
import { bodiesSent, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';

const referral = {
  viewerId: 'vid-1719000000000-abc123',
  landingUrl: 'https://agaia.example/?utm_source=youtube&utm_content=trailer',
  timestamp: '2025-06-24T12:00:00.000Z',
  source: 'youtube',
  content: 'trailer',
};

async function openForm() {
  await screen.findByRole('heading', { level: 1, name: 'Create Account' });
}

async function fill(user: UserEvent, values: Partial<Record<string, string>>) {
  const labels: Record<string, string> = {
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
  };
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByLabelText(labels[field] ?? field);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const valid = {
  username: 'Aria_01',
  email: 'aria@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create Account' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('register page', () => {
  it('checks the rules of docs/product.md §2.2 in order before calling the server', async () => {
    const fetchMock = stubFetch();
    renderApp('/register');
    await openForm();
    const user = userEvent.setup();

    await fill(user, { username: 'Aria_01' });
    await submit(user);
    expect(await screen.findByText(Messages.allFieldsRequired)).toBeInTheDocument();
    expect(screen.getAllByText(Messages.allFieldsRequired)).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(Messages.allFieldsRequired);
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');

    await fill(user, { email: 'not-an-email', password: 'secret1', confirmPassword: 'secret1' });
    await submit(user);
    expect(await screen.findByText(Messages.invalidEmail)).toBeInTheDocument();
    expect(screen.queryByText(Messages.allFieldsRequired)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(Messages.invalidEmail);

    await fill(user, { email: 'aria@example.com', password: 'abc', confirmPassword: 'abc' });
    await submit(user);
    expect(await screen.findByText(Messages.passwordTooShort)).toBeInTheDocument();
    expect(screen.queryByText(Messages.invalidEmail)).not.toBeInTheDocument();

    await fill(user, { password: 'secret1', confirmPassword: 'secret2' });
    await submit(user);
    expect(await screen.findByText(Messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      Messages.passwordsDoNotMatch,
    );

    expect(bodiesSent(fetchMock, 'POST /api/auth/register')).toEqual([]);
  });

  it('sends the stored referral as attribution, removes it, shows the message and goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(referral));
    const fetchMock = stubFetch({
      'POST /api/auth/register': { status: 201, json: { message: Messages.registered } },
    });
    const { router } = renderApp('/register');
    await openForm();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fill(user, valid);
    await submit(user);

    expect(await screen.findByText(Messages.registered)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/auth/register')).toEqual([
      {
        username: 'Aria_01',
        email: 'aria@example.com',
        password: 'secret1',
        attribution: referral,
        language: 'en',
      },
    ]);
    expect(window.localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();

    act(() => vi.advanceTimersByTime(2500));
    expect(router.state.location.pathname).toBe('/register');
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['en', enAuth, Messages.registered],
    ['pt-BR', ptBRAuth, ptBRContractText.messages.registered],
  ] as const)(
    'in %s, says to check the mail sent to the address, as the server answers whether or not the address has an account',
    async (language, words, registered) => {
      if (language !== 'en') await switchLanguage(language);
      stubFetch({ 'POST /api/auth/register': { status: 201, json: { message: registered } } });
      renderApp('/register');
      await screen.findByRole('heading', { level: 1, name: words.auth.registerTitle });
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(words.auth.username), 'Aria_01');
      await user.type(screen.getByLabelText(words.auth.email), 'aria@example.com');
      await user.type(screen.getByLabelText(words.auth.password), 'secret1');
      await user.type(screen.getByLabelText(words.auth.confirmPassword), 'secret1');
      await user.click(screen.getByRole('button', { name: words.auth.registerSubmit }));

      const status = await screen.findByRole('status');
      await waitFor(() => expect(status).toHaveTextContent(registered));
      expect(status).toHaveTextContent(words.auth.registerCheckMail.replace('{{email}}', 'aria@example.com'));
      expect(screen.getByRole('button', { name: words.auth.registerSubmit })).toBeDisabled();
    },
  );

  it('removes the referral also when registration fails, and shows the server message', async () => {
    window.localStorage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(referral));
    const fetchMock = stubFetch({
      'POST /api/auth/register': { status: 409, json: { message: Messages.userNameTaken } },
    });
    const { router } = renderApp('/register');
    await openForm();
    const user = userEvent.setup();
    await fill(user, valid);
    await submit(user);

    expect(await screen.findByText(Messages.userNameTaken)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/auth/register')).toHaveLength(1);
    expect(window.localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('sends attribution null and warns (never errors) when the stored referral is not valid JSON', async () => {
    window.localStorage.setItem(REFERRAL_STORAGE_KEY, '{not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubFetch({
      'POST /api/auth/register': { status: 201, json: { message: Messages.registered } },
    });
    renderApp('/register');
    await openForm();
    const user = userEvent.setup();
    await fill(user, valid);
    await submit(user);

    expect(await screen.findByText(Messages.registered)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/auth/register')).toEqual([
      {
        username: 'Aria_01',
        email: 'aria@example.com',
        password: 'secret1',
        attribution: null,
        language: 'en',
      },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('puts server field errors back onto the fields', async () => {
    stubFetch({
      'POST /api/auth/register': {
        status: 400,
        json: { message: 'Please check the form.', fieldErrors: { email: [Messages.invalidEmail] } },
      },
    });
    renderApp('/register');
    await openForm();
    const user = userEvent.setup();
    await fill(user, valid);
    await submit(user);

    expect(await screen.findByText('Please check the form.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(Messages.invalidEmail);
  });

  it('links to /login and the terms, with new-password autocomplete', async () => {
    stubFetch();
    renderApp('/register');
    await openForm();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/tos');
    expect(main.getByRole('link', { name: 'Legal Notice' })).toHaveAttribute('href', '/legal');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
  });
});
