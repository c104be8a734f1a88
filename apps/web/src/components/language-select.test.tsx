import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EARLY_LANGUAGE_KEY } from '../i18n/languages.ts';
import { ptBR } from '../i18n/pt-BR/main.ts';
import { adoptAccountLanguage, adoptEarlyLanguage } from '../lib/account-language.ts';
import { session } from '../lib/session.ts';
import { bodiesSent, stubFetch } from '../test/fetch-stub.ts';
import { buildUser, renderApp } from '../test/render-app.tsx';

const header = () => within(screen.getByRole('banner'));

describe('the language switcher', () => {
  it('shows the page in the chosen language, sets <html lang> and remembers the choice', async () => {
    stubFetch();
    renderApp('/');
    const select = header().getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    await userEvent.selectOptions(select, 'pt-BR');
    expect(await header().findByRole('link', { name: ptBR.nav.news })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(window.localStorage.getItem('language')).toBe('pt-BR');
    // The footer's switcher follows, and names each language in itself.
    const footer = within(screen.getByRole('contentinfo')).getByRole('combobox', { name: ptBR.nav.language });
    expect(footer).toHaveValue('pt-BR');
    expect(
      within(footer)
        .getAllByRole('option')
        .map((o) => [o.textContent, o.getAttribute('lang')]),
    ).toEqual([
      ['English', 'en'],
      ['Português (Brasil)', 'pt-BR'],
    ]);
  });

  it('reads again what the server worded, in the new language', async () => {
    const mock = stubFetch();
    renderApp('/');
    const siteCalls = () =>
      mock.mock.calls.filter(
        ([input]) => new URL(String(input), 'http://localhost').pathname === '/api/site',
      );
    await waitFor(() => expect(siteCalls().length).toBeGreaterThan(0));
    const before = siteCalls().length;
    await userEvent.selectOptions(header().getByRole('combobox', { name: 'Language' }), 'pt-BR');
    await waitFor(() => expect(siteCalls().length).toBeGreaterThan(before));
    const [, init] = siteCalls().at(-1) ?? [];
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('pt-BR');
  });

  it("tells the server when logged in, so the account's mails follow", async () => {
    const mock = stubFetch({ 'PUT /api/user/language': { json: { language: 'pt-BR' } } });
    renderApp('/', { user: buildUser() });
    await userEvent.selectOptions(header().getByRole('combobox', { name: 'Language' }), 'pt-BR');
    await waitFor(() => expect(bodiesSent(mock, 'PUT /api/user/language')).toEqual([{ language: 'pt-BR' }]));
  });
});

describe('a login', () => {
  it("takes the account's language when this browser chose none, and keeps it for the next pages", async () => {
    stubFetch();
    session.save(buildUser({ language: 'pt-BR' }));
    adoptAccountLanguage(buildUser({ language: 'pt-BR' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('pt-BR'));
    // The server renders the next page from the cookie: without it, a Portuguese account on an English browser
    // would get English pages again.
    expect(window.localStorage.getItem('language')).toBe('pt-BR');
    expect(document.cookie).toContain('lang=pt-BR');
  });

  it("gives the account this browser's choice instead", async () => {
    const mock = stubFetch({ 'PUT /api/user/language': { json: { language: 'en' } } });
    window.localStorage.setItem('language', 'en');
    session.save(buildUser({ language: 'pt-BR' }));
    adoptAccountLanguage(buildUser({ language: 'pt-BR' }));
    await waitFor(() => expect(bodiesSent(mock, 'PUT /api/user/language')).toEqual([{ language: 'en' }]));
    expect(document.documentElement.lang).toBe('en');
  });
});

describe("a language chosen before the code ran (index.html's early script)", () => {
  it('reaches the account when logged in, and leaves the address without ?lang=, the rest kept', async () => {
    const mock = stubFetch({ 'PUT /api/user/language': { json: { language: 'pt-BR' } } });
    session.save(buildUser({ language: 'en' }));
    window.history.replaceState(null, '', '/news/3?read=en&lang=pt-BR#top');
    window.sessionStorage.setItem(EARLY_LANGUAGE_KEY, 'pt-BR');
    adoptEarlyLanguage();
    await waitFor(() => expect(bodiesSent(mock, 'PUT /api/user/language')).toEqual([{ language: 'pt-BR' }]));
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/news/3?read=en#top',
    );
    // Finished once: a reload or the next page does not do it again.
    expect(window.sessionStorage.getItem(EARLY_LANGUAGE_KEY)).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('changes nothing for a link that names its language (?lang= without an early choice), nor for a guest', () => {
    const mock = stubFetch();
    window.history.replaceState(null, '', '/tos?lang=pt-BR');
    adoptEarlyLanguage();
    expect(window.location.search).toBe('?lang=pt-BR');
    window.sessionStorage.setItem(EARLY_LANGUAGE_KEY, 'pt-BR');
    adoptEarlyLanguage();
    expect(window.location.search).toBe('');
    expect(bodiesSent(mock, 'PUT /api/user/language')).toEqual([]);
    window.history.replaceState(null, '', '/');
  });
});
