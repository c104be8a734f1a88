import type { Product } from '@agaia/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../../test/shop-builders.tsx';
import { ProductCard } from './product-card.tsx';

function renderCard(product: Product, currency = 'brl') {
  return render(
    <MemoryRouter>
      <ProductCard
        product={product}
        currency={currency}
        isProcessing={false}
        isPayDisabled={false}
        onPay={() => {}}
      />
    </MemoryRouter>,
  );
}

const image = (container: HTMLElement) => container.querySelector('img');

afterEach(() => {
  vi.useRealTimers();
});

describe('ProductCard image', () => {
  it('tries /assets/images/shop/{id}.png, then the default image, then leaves the frame empty', () => {
    const { container } = renderCard(buildProduct({ productId: 7 }));
    expect(image(container)).toHaveAttribute('src', '/assets/images/shop/7.png');
    fireEvent.error(image(container) as HTMLImageElement);
    expect(image(container)).toHaveAttribute('src', '/assets/images/shop/default.png');
    fireEvent.error(image(container) as HTMLImageElement);
    expect(image(container)).toBeNull();
  });

  it('uses the custom icon when one is set, and falls back to the default image', () => {
    const { container } = renderCard(buildProduct({ isCustomIcon: '/api/media/shop/icon-1.png' }));
    expect(image(container)).toHaveAttribute('src', '/api/media/shop/icon-1.png');
    fireEvent.error(image(container) as HTMLImageElement);
    expect(image(container)).toHaveAttribute('src', '/assets/images/shop/default.png');
  });

  it('ignores an empty custom icon', () => {
    const { container } = renderCard(buildProduct({ productId: 3, isCustomIcon: '  ' }));
    expect(image(container)).toHaveAttribute('src', '/assets/images/shop/3.png');
  });
});

describe('ProductCard name, description and price', () => {
  it('shows the price from cents with the R$ suffix', () => {
    renderCard(buildProduct({ price: 2990 }));
    expect(screen.getByText('29,90 R$')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with Stripe' })).toBeEnabled();
  });

  it('shows the price in the currency the shop answered', () => {
    renderCard(buildProduct({ price: 2990 }), 'usd');
    expect(screen.getByText('29.90 $')).toBeInTheDocument();
  });

  it('strikes through the old name and the old price when a new one exists', () => {
    renderCard(buildProduct({ name: 'Chest', newName: 'Chest +20%', price: 4990, newPrice: 3990 }));
    expect(screen.getByText('Chest').tagName).toBe('S');
    expect(screen.getByText('Chest +20%').closest('s')).toBeNull();
    expect(screen.getByText('49,90 R$').closest('s')).not.toBeNull();
    expect(screen.getByText('39,90 R$').closest('s')).toBeNull();
  });

  it('renders the description as markdown', () => {
    renderCard(buildProduct({ description: 'A **bold** gift' }));
    expect(screen.getByText('bold').tagName).toBe('STRONG');
  });
});

describe('ProductCard sale countdown', () => {
  it('counts down every second, with days only while above 0, and disappears at the end', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2025-06-01T00:00:00Z'));
    const end = new Date(Date.parse('2025-06-01T00:00:00Z') + (24 * 3600 + 1) * 1000);
    renderCard(buildProduct({ isSale: true, saleEndDate: end.toISOString() }));

    expect(screen.getByText('Sale Ends In:')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('1d 00h 00m 01s');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^1d 00h 00m 00s$/);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^23h 59m 59s$/);
  });

  it('disappears once the end has passed', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2025-06-01T00:00:00Z'));
    renderCard(buildProduct({ isSale: true, saleEndDate: '2025-06-01T01:02:03Z' }));
    expect(screen.getByRole('timer')).toHaveTextContent(/^01h 02m 03s$/);
    act(() => vi.advanceTimersByTime(3_723_000));
    expect(screen.queryByText('Sale Ends In:')).not.toBeInTheDocument();
  });

  it('shows no countdown for a product that is not on sale', () => {
    renderCard(buildProduct({ isSale: false, saleEndDate: '2999-01-01T00:00:00Z' }));
    expect(screen.queryByText('Sale Ends In:')).not.toBeInTheDocument();
  });
});
