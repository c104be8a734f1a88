import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../test/fetch-stub.ts';
import { renderApp } from '../test/render-app.tsx';

describe('route table', () => {
  it.each([
    ['/', 'Welcome to Agaia Online'],
    ['/home', 'Welcome to Agaia Online'],
    ['/news', 'NEWS'],
    ['/news/7', 'Article'],
    ['/patchNotes', 'PATCH NOTES'],
    ['/patch-notes', 'PATCH NOTES'],
    ['/patchNotes/3', 'Patch Note'],
    ['/patch-notes/3', 'Patch Note'],
    ['/login', 'Login'],
    ['/register', 'Create Account'],
    ['/reset-password/abc', 'Reset Your Password'],
    ['/reset-password', 'Reset Password'],
    ['/forgot-password', 'Forgot Password'],
    ['/tos', 'Terms and Conditions of Use'],
    ['/legal', 'Privacy Policy'],
    ['/shop', 'Shop'],
    ['/shop?payment=success', 'Payment Successful'],
    ['/shop?payment=cancel', 'Payment Canceled'],
    ['/shop?payment=other', 'Shop'],
  ])('%s shows %s', async (path, heading) => {
    stubFetch({ 'GET /api/auth/validate-reset-token/abc': { json: { valid: true, message: 'ok' } } });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sets the document title per page', async () => {
    stubFetch();
    renderApp('/news');
    await screen.findByRole('heading', { level: 1, name: 'NEWS' });
    expect(document.title).toBe('News · Agaia Online');
  });

  it("shows the 404 page with a 'Go Back Home' link for an unknown path", async () => {
    stubFetch();
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('has a skip link to the main content and the footer links', async () => {
    stubFetch();
    renderApp('/tos');
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions of Use' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByText('Agaia Online - est. 2025.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/tos');
    expect(screen.getByRole('link', { name: 'Legal Notice' })).toHaveAttribute('href', '/legal');
  });
});
