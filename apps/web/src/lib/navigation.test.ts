import { describe, expect, it } from 'vitest';
import { pathOf, redirectTarget } from './navigation.ts';

describe('navigation helpers', () => {
  it('joins a location into one path', () => {
    expect(pathOf({ pathname: '/profile', search: '?tab=drops', hash: '#top' })).toBe(
      '/profile?tab=drops#top',
    );
  });

  it('returns to a same-site `from` after login and ignores anything else', () => {
    expect(redirectTarget({ from: '/profile?tab=drops' })).toBe('/profile?tab=drops');
    expect(redirectTarget({ from: '//evil.example' })).toBe('/');
    expect(redirectTarget({ from: 'https://evil.example' })).toBe('/');
    expect(redirectTarget({ from: '/\\evil.example' })).toBe('/');
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget(undefined, '/news')).toBe('/news');
  });
});
