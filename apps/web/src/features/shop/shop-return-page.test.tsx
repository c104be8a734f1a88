import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { LAZY, renderApp } from '../../test/render-app.tsx';

const confetti = vi.hoisted(() => {
  const fire = Object.assign(
    vi.fn(() => Promise.resolve()),
    { reset: vi.fn() },
  );
  return { fire, create: vi.fn(() => fire) };
});
vi.mock('canvas-confetti', () => ({ default: { create: confetti.create } }));
// The particle engine draws on a canvas jsdom does not have; its presence is what matters here.
vi.mock('./particle-background.tsx', () => ({
  ParticleBackground: () => <div data-testid="particles" />,
}));

function stubReducedMotion(isReduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: isReduced && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

beforeEach(() => {
  stubFetch();
  // jsdom cannot draw; a stand-in lets the page believe it can, while the drawing libraries above are mocks.
  vi.stubGlobal('CanvasRenderingContext2D', class {});
  confetti.create.mockClear();
  confetti.fire.mockClear();
  window.localStorage.setItem('cart', '[{"productId":1}]');
});

describe('ShopReturnPage', () => {
  it('thanks the buyer on success, clears the saved cart, throws confetti and shows the particles', async () => {
    stubReducedMotion(false);
    renderApp('/shop?payment=success');
    expect(await screen.findByRole('heading', { name: 'Payment Successful' }, LAZY)).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for your purchase. Your items will be delivered to your account shortly.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('cart')).toBeNull());
    expect(confetti.create).toHaveBeenCalledWith(
      expect.any(HTMLCanvasElement),
      expect.objectContaining({ useWorker: false }),
    );
    expect(confetti.fire).toHaveBeenCalled();
    expect(await screen.findByTestId('particles')).toBeInTheDocument();
    expect(document.title).toBe('Shop · Agaia Online');
  });

  it('keeps the cart and throws no confetti on cancel', async () => {
    stubReducedMotion(false);
    renderApp('/shop?payment=cancel');
    expect(await screen.findByRole('heading', { name: 'Payment Canceled' }, LAZY)).toBeInTheDocument();
    expect(
      screen.getByText('Your checkout was canceled. You can return to your profile or continue browsing.'),
    ).toBeInTheDocument();
    // The particles arrive after the page's effects have run: a cleared cart would show by now.
    expect(await screen.findByTestId('particles')).toBeInTheDocument();
    expect(window.localStorage.getItem('cart')).toBe('[{"productId":1}]');
    expect(confetti.create).not.toHaveBeenCalled();
  });

  it('is the neutral Shop page for any other value, with links to the profile and home', async () => {
    stubReducedMotion(false);
    renderApp('/shop?payment=maybe');
    expect(await screen.findByRole('heading', { name: 'Shop' }, LAZY)).toBeInTheDocument();
    expect(
      screen.getByText(
        'This page is used after checkout. If you reached it by mistake, use the actions below.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
    expect(await screen.findByTestId('particles')).toBeInTheDocument();
    expect(window.localStorage.getItem('cart')).not.toBeNull();
    expect(confetti.create).not.toHaveBeenCalled();
  });

  it('has no confetti and no particles with prefers-reduced-motion, but still clears the cart', async () => {
    stubReducedMotion(true);
    renderApp('/shop?payment=success');
    expect(await screen.findByRole('heading', { name: 'Payment Successful' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('cart')).toBeNull());
    expect(confetti.create).not.toHaveBeenCalled();
    expect(screen.queryByTestId('particles')).not.toBeInTheDocument();
  });
});
