import { Gem, Package, Shirt, Store } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { buildProduct } from '../../test/shop-builders.tsx';
import { countdownParts, groupByCategory, isOffered } from './catalog.ts';
import { categoryIcon } from './category-icon.ts';

describe('isOffered', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  it('hides a sale product once its end has passed, and only then', () => {
    expect(isOffered(buildProduct({ isSale: true, saleEndDate: '2025-06-01T12:00:00Z' }), now)).toBe(false);
    expect(isOffered(buildProduct({ isSale: true, saleEndDate: '2025-06-01T12:00:01Z' }), now)).toBe(true);
    expect(isOffered(buildProduct({ isSale: false, saleEndDate: '2020-01-01T00:00:00Z' }), now)).toBe(true);
    expect(isOffered(buildProduct({ isSale: true, saleEndDate: null }), now)).toBe(true);
  });
});

describe('groupByCategory', () => {
  it('keeps the server order, defaults an empty category to General and takes the first description', () => {
    const groups = groupByCategory([
      buildProduct({ productId: 1, category: 'B', category_desc: 'first' }),
      buildProduct({ productId: 2, category: ' ' }),
      buildProduct({ productId: 3, category: 'B', category_desc: 'second' }),
    ]);
    expect(groups.map(({ name, description, products }) => [name, description, products.length])).toEqual([
      ['B', 'first', 2],
      ['General', '', 1],
    ]);
  });
});

describe('countdownParts', () => {
  it('splits milliseconds into days, hours, minutes and seconds', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('categoryIcon', () => {
  it('picks the icon by keyword, case-insensitively, else the default', () => {
    expect(categoryIcon('Coin Packages')).toBe(Package);
    expect(categoryIcon('COSTUMES')).toBe(Shirt);
    expect(categoryIcon('General')).toBe(Store);
    expect(categoryIcon('Memberships')).toBe(Gem);
  });
});
