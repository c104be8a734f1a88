import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct } from '../../test/shop-builders.tsx';
import { ProductImage } from './product-image.tsx';

const imageOf = (container: HTMLElement) => container.querySelector('img');

describe('ProductImage: the widths it asks for', () => {
  it('gives an uploaded icon a srcset sized to its card, square frame and all', () => {
    const img = imageOf(
      render(<ProductImage product={buildProduct({ isCustomIcon: '/api/media/9c.webp' })} />).container,
    );
    expect(img).toHaveAttribute('src', '/api/media/9c.webp');
    expect(img?.getAttribute('srcset')).toBe(
      '/api/media/9c.webp?w=320 320w, /api/media/9c.webp?w=640 640w, /api/media/9c.webp?w=960 960w, ' +
        '/api/media/9c.webp?w=1280 1280w, /api/media/9c.webp?w=1920 1920w',
    );
    expect(img).toHaveAttribute('sizes', '(max-width: 639px) calc(100vw - 66px), 352px');
    expect(img).toHaveAttribute('width', '512');
    expect(img).toHaveAttribute('height', '512');
  });

  it('drops the srcset with the upload when it fails and the default image stands in', () => {
    const img = imageOf(
      render(<ProductImage product={buildProduct({ isCustomIcon: '/api/media/9c.webp' })} />).container,
    );
    fireEvent.error(img as HTMLImageElement);
    const fallback = imageOf(document.body);
    expect(fallback).toHaveAttribute('src', '/assets/images/shop/default.png');
    expect(fallback).not.toHaveAttribute('srcset');
    expect(fallback).not.toHaveAttribute('sizes');
  });

  it.each([
    ['the bundled image of its id', {}, '/assets/images/shop/1.png'],
    ['an external icon', { isCustomIcon: 'https://cdn.example/icon.png' }, 'https://cdn.example/icon.png'],
  ])('shows %s with a plain src', (_label, overrides, src) => {
    const img = imageOf(render(<ProductImage product={buildProduct(overrides)} />).container);
    expect(img).toHaveAttribute('src', src);
    expect(img).not.toHaveAttribute('srcset');
  });
});
