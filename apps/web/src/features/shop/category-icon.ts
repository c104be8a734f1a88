import { BookOpen, Cpu, Gem, type LucideIcon, Package, Shirt, ShoppingBag, Store } from 'lucide-react';

// Checked in order; the first group with a keyword inside the category name wins (docs/product.md §8.1).
const ICONS: readonly { keywords: readonly string[]; icon: LucideIcon }[] = [
  { keywords: ['electronic', 'gadget', 'tech'], icon: Cpu },
  { keywords: ['cloth', 'costume', 'apparel', 'outfit', 'wear'], icon: Shirt },
  { keywords: ['book', 'tome', 'guide'], icon: BookOpen },
  { keywords: ['general', 'misc'], icon: Store },
  { keywords: ['merch', 'swag'], icon: ShoppingBag },
  { keywords: ['package', 'pack', 'bundle'], icon: Package },
];

/** The icon of a category tile, chosen by keywords in its name (case-insensitive); Gem when none matches. */
export function categoryIcon(name: string): LucideIcon {
  const lower = name.toLowerCase();
  return ICONS.find(({ keywords }) => keywords.some((keyword) => lower.includes(keyword)))?.icon ?? Gem;
}
