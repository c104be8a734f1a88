import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../lib/session.ts';
import { siteInfo, stubFetch } from '../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../test/render-app.tsx';

async function header() {
  await screen.findByRole('heading', { level: 1 });
  return within(screen.getByRole('banner'));
}

describe('header', () => {
  it('shows the main links, Login and Register when logged out', async () => {
    stubFetch();
    renderApp('/news');
    const banner = await header();
    expect(banner.getByRole('link', { name: 'Agaia Online home' })).toHaveAttribute('href', '/');
    expect(banner.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(banner.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(banner.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(banner.getByRole('link', { name: 'Patch Notes' })).toHaveAttribute('href', '/patch-notes');
    expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(banner.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(banner.queryByRole('button', { name: 'Donate' })).not.toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('links the chat invite in a new tab and the launcher as a download, from the site info', async () => {
    stubFetch();
    renderApp('/news');
    const banner = await header();
    const chat = await banner.findByRole('link', { name: /Community/ });
    expect(chat).toHaveAttribute('href', 'https://chat.example/invite');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    const download = banner.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/download/TeraLauncher.exe');
    expect(download).toHaveAttribute('download');
  });

  it('says the launcher is not available yet, instead of a link, while its file is missing', async () => {
    stubFetch({ 'GET /api/site': { json: { ...siteInfo, launcherAvailable: false } } });
    renderApp('/news');
    const banner = await header();
    await waitFor(() => expect(banner.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument());
    expect(banner.getByText('The launcher is not available yet.', { exact: false })).toBeInTheDocument();
    expect(banner.getByText('Soon')).toBeInTheDocument();
    expect(document.querySelector('a[href*="/download/"]')).toBeNull();
  });

  it('shows Donate, Profile and Logout but no Admin link to a user with webMgt 1', async () => {
    stubFetch();
    renderApp('/news', { user: buildUser({ webMgt: 1 }) });
    const banner = await header();
    expect(banner.getByRole('button', { name: 'Donate' })).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(banner.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows the Admin link when webMgt is above 1', async () => {
    stubFetch();
    renderApp('/news', { user: buildUser({ webMgt: 11 }) });
    const banner = await header();
    expect(banner.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('opens the DONATIONS dialog from Donate', async () => {
    stubFetch({ 'GET /api/products': { json: { data: [], currency: 'brl' } } });
    renderApp('/news', { user: buildUser() });
    const banner = await header();
    await userEvent.click(banner.getByRole('button', { name: 'Donate' }));
    const dialog = await screen.findByRole('dialog', { name: 'DONATIONS' }, LAZY);
    expect(await within(dialog).findByText('No gifts available at the moment.')).toBeInTheDocument();
    const [closeIcon] = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeIcon ?? dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs out: revokes the session and goes to /login', async () => {
    const fetchMock = stubFetch({ 'DELETE /api/auth/session': { json: { message: 'Logged out.' } } });
    const { router } = renderApp('/news', { user: buildUser() });
    const banner = await header();
    await userEvent.click(banner.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.get()).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    expect(await banner.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('has a hamburger button that controls the menu and closes when a link is chosen', async () => {
    stubFetch();
    const { router } = renderApp('/');
    const banner = await header();
    const toggle = banner.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    await userEvent.click(toggle);
    expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(banner.getByRole('link', { name: 'News' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
    expect(banner.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
