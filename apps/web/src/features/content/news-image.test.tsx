import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsImage } from './news-image.tsx';

const imageOf = (container: HTMLElement) => container.querySelector('img');
const widths = (img: Element | null) =>
  img
    ?.getAttribute('srcset')
    ?.split(', ')
    .map((candidate) => candidate.split(' ')[1]);

describe('NewsImage: the widths it asks for', () => {
  it('lets a card pick its width: one column on a phone, two, then a third of the news column', () => {
    const img = imageOf(render(<NewsImage imageUrl="/api/media/0f3a.png" />).container);
    expect(img).toHaveAttribute('src', '/api/media/0f3a.png');
    expect(widths(img)).toEqual(['320w', '640w', '960w', '1280w', '1920w']);
    expect(img?.getAttribute('srcset')).toContain('/api/media/0f3a.png?w=640 640w');
    expect(img).toHaveAttribute(
      'sizes',
      '(max-width: 527px) calc(100vw - 32px), (max-width: 799px) calc(50vw - 24px), (max-width: 1023px) 320px, ' +
        '(max-width: 1163px) calc(50vw - 214px), 270px',
    );
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('lets the featured article and the article cover pick theirs: the page width, then at most 830 px', () => {
    const img = imageOf(render(<NewsImage imageUrl="media/0f3a.jpg" ratio="featured" />).container);
    expect(img).toHaveAttribute('src', '/api/media/0f3a.jpg');
    expect(widths(img)).toHaveLength(5);
    expect(img).toHaveAttribute(
      'sizes',
      '(max-width: 639px) calc(100vw - 32px), (max-width: 1023px) calc(100vw - 48px), 830px',
    );
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('takes the sizes a place gives it', () => {
    const img = imageOf(
      render(
        <NewsImage imageUrl="/api/media/0f3a.png" ratio="featured" sizes="(max-width: 900px) 100vw, 823px" />,
      ).container,
    );
    expect(img).toHaveAttribute('sizes', '(max-width: 900px) 100vw, 823px');
  });

  it.each([
    ['an external image', 'https://cdn.example/cover.png'],
    ['a bundled image', '/images/news/season-one.svg'],
  ])('shows %s with a plain src', (_label, url) => {
    const img = imageOf(render(<NewsImage imageUrl={url} />).container);
    expect(img).toHaveAttribute('src', url);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
