import { describe, expect, it } from 'vitest';
import { intrinsicImageUrl, isOwnMedia, responsiveImage } from './responsive-image.ts';

const SRCSET =
  '/api/media/ab12.png?w=320 320w, /api/media/ab12.png?w=640 640w, /api/media/ab12.png?w=960 960w, ' +
  '/api/media/ab12.png?w=1280 1280w, /api/media/ab12.png?w=1920 1920w';

describe('responsiveImage', () => {
  it('gives an upload a srcset of every width the API serves, the sizes it is given, and the original as src', () => {
    expect(responsiveImage('/api/media/ab12.png', '100vw')).toEqual({
      src: '/api/media/ab12.png',
      srcSet: SRCSET,
      sizes: '100vw',
    });
  });

  it.each([
    ['an external URL', 'https://cdn.example/api/media/ab12.png'],
    ['a bundled image', '/images/news/season-one.svg'],
    ['a shop default image', '/assets/images/shop/default.png'],
    ['another API path', '/api/uploads/ab12.png'],
    ['an upload path with a folder', '/api/media/shop/icon.png'],
    ['an upload URL that already asks for a width', '/api/media/ab12.png?w=320'],
  ])('leaves %s a plain src', (_label, src) => {
    expect(isOwnMedia(src)).toBe(false);
    expect(responsiveImage(src, '100vw')).toEqual({ src });
  });
});

describe('intrinsicImageUrl', () => {
  it('asks for the largest copy of an upload and leaves any other URL as it is', () => {
    expect(intrinsicImageUrl('/api/media/ab12.gif')).toBe('/api/media/ab12.gif?w=1920');
    expect(intrinsicImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(intrinsicImageUrl('/images/logo.svg')).toBe('/images/logo.svg');
  });
});
