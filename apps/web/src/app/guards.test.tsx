import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../test/builders.ts';
import { stubFetch } from '../test/fetch-stub.ts';
import { buildUser, renderApp } from '../test/render-app.tsx';

describe('route guards', () => {
  it('sends a visitor from /profile to /login, remembering the origin', async () => {
    stubFetch();
    const { router } = renderApp('/profile?tab=drops');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/profile?tab=drops' });
  });

  it('shows /profile to a logged-in user', async () => {
    stubFetch({ 'GET /api/user/profile': { json: buildProfile() } });
    renderApp('/profile', { user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Aria' })).toBeInTheDocument();
  });

  it('sends a visitor from /admin to /login, remembering the origin', async () => {
    stubFetch();
    const { router } = renderApp('/admin/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/admin/news' });
  });

  it('sends a user with webMgt 1 from /admin to /', async () => {
    stubFetch();
    const { router } = renderApp('/admin', { user: buildUser({ webMgt: 1 }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Agaia Online' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it.each(['/admin', '/admin/news'])('shows %s to a user with webMgt 2', async (path) => {
    stubFetch();
    const { router } = renderApp(path, { user: buildUser({ webMgt: 2 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    // The title is set in an effect that may run just after the heading shows (the panel's chunk loads lazily).
    await waitFor(() => expect(document.title).toBe('Admin Panel · Agaia Online'));
  });
});
