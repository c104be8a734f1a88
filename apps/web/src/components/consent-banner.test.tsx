import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../lib/consent.ts';
import { stubFetch } from '../test/fetch-stub.ts';
import { LAZY, renderApp } from '../test/render-app.tsx';

describe('consent banner', () => {
  it.each([
    ['Accept all', 'all'],
    ['Essential only', 'essential'],
  ])('remembers "%s" and hides', async (label, stored) => {
    stubFetch();
    renderApp('/news');
    const banner = await screen.findByRole('region', { name: 'Privacy choices' }, LAZY);
    expect(within(banner).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal');
    await userEvent.click(within(banner).getByRole('button', { name: label }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe(stored);
    expect(screen.queryByRole('region', { name: 'Privacy choices' })).not.toBeInTheDocument();
  });

  it('stays hidden once a choice is stored', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'essential');
    stubFetch();
    renderApp('/news');
    await screen.findByRole('heading', { level: 1 }, LAZY);
    expect(screen.queryByRole('region', { name: 'Privacy choices' })).not.toBeInTheDocument();
  });
});

describe('Cookie settings', () => {
  it('reopens the banner from the footer, focused, and the new choice replaces the old', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'essential');
    stubFetch();
    renderApp('/news');
    await screen.findByRole('heading', { level: 1 }, LAZY);
    expect(screen.queryByRole('region', { name: 'Privacy choices' })).not.toBeInTheDocument();

    const footer = within(screen.getByRole('contentinfo'));
    await userEvent.click(footer.getByRole('button', { name: 'Cookie settings' }));
    const banner = await screen.findByRole('region', { name: 'Privacy choices' });
    expect(banner).toHaveFocus();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('essential');
    expect(document.documentElement).not.toHaveAttribute('data-consent');

    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('all');
    expect(screen.queryByRole('region', { name: 'Privacy choices' })).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-consent');
  });
});
