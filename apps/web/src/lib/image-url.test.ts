import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from './image-url.ts';

describe('resolveImageUrl', () => {
  it.each([
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['http://cdn.example/a.png', 'http://cdn.example/a.png'],
    ['/images/news/season-one.svg', '/images/news/season-one.svg'],
    ['/api/media/abc.webp', '/api/media/abc.webp'],
    ['media/abc.webp', '/api/media/abc.webp'],
    ['./media/abc.webp', '/api/media/abc.webp'],
    ['  uploads/x.png ', '/api/uploads/x.png'],
  ])('resolves %j to %j', (input, expected) => {
    expect(resolveImageUrl(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/a.png',
  ])('answers null for %j', (input) => {
    expect(resolveImageUrl(input)).toBeNull();
  });
});
