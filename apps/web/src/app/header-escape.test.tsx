import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../test/fetch-stub.ts';
import { LAZY, renderApp } from '../test/render-app.tsx';

describe('mobile menu', () => {
  it('closes on Escape and gives the focus back to the hamburger button', async () => {
    stubFetch();
    renderApp('/news');
    await screen.findByRole('heading', { level: 1 }, LAZY);
    const banner = within(screen.getByRole('banner'));
    await userEvent.click(banner.getByRole('button', { name: 'Open menu' }));
    banner.getByRole('link', { name: 'News' }).focus();
    await userEvent.keyboard('{Escape}');
    const toggle = banner.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
