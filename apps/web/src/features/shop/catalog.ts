import { DEFAULT_PRODUCT_CATEGORY, type Product } from '@agaia/contract';
import { resolveImageUrl } from '../../lib/image-url.ts';

/** The image shown when a product's own image fails to load (docs/product.md §8.1). */
export const DEFAULT_PRODUCT_IMAGE = '/assets/images/shop/default.png';

/** One category of the overlay: its name, its markdown description (from its first product) and its products. */
export type Category = { name: string; description: string; products: Product[] };

/** When a product's sale ends, in epoch milliseconds; null when it is not on sale or the date is unreadable. */
export function saleEndOf(product: Product): number | null {
  if (!product.isSale || !product.saleEndDate) return null;
  const end = Date.parse(product.saleEndDate);
  return Number.isNaN(end) ? null : end;
}

/**
 * Whether a product can be offered at `now`: a sale product whose end has passed is hidden (docs/product.md §8.1).
 */
export function isOffered(product: Product, now: number): boolean {
  const end = saleEndOf(product);
  return end === null || end > now;
}

/** The products grouped by category, categories and products in the order the server gave them. */
export function groupByCategory(products: readonly Product[]): Category[] {
  const byName = new Map<string, Category>();
  for (const product of products) {
    const name = product.category.trim() || DEFAULT_PRODUCT_CATEGORY;
    let category = byName.get(name);
    if (!category) {
      category = { name, description: product.category_desc, products: [] };
      byName.set(name, category);
    }
    category.products.push(product);
  }
  return [...byName.values()];
}

/**
 * The first image to try for a product (docs/product.md §8.1): its custom icon when set, else
 * /assets/images/shop/{id}.png.
 */
export function productImageUrl(product: Product): string {
  return resolveImageUrl(product.isCustomIcon) ?? `/assets/images/shop/${product.productId}.png`;
}

/** What is left of a countdown, split into whole days, hours, minutes and seconds (never negative). */
export function countdownParts(remainingMs: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
