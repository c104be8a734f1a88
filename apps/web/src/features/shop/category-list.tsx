import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from './catalog.ts';
import { categoryIcon } from './category-icon.ts';
import styles from './shop-overlay.module.css';

type CategoryListProps = {
  categories: readonly Category[];
  onOpen: (name: string) => void;
  /** The category just left with 'Back to Categories': its tile takes the focus again. */
  returnFocusTo: string | null;
};

/** One tile per category, its icon chosen by keyword; tiles are buttons, so a click, Enter or Space opens them. */
export function CategoryList({ categories, onOpen, returnFocusTo }: CategoryListProps) {
  const { t } = useTranslation();
  const returnRef = useRef<HTMLButtonElement>(null);
  useEffect(() => returnRef.current?.focus(), []);
  return (
    <ul className={styles.tiles} aria-label={t('shop.categories')}>
      {categories.map((category) => {
        const Icon = categoryIcon(category.name);
        return (
          <li key={category.name}>
            <button
              type="button"
              className={styles.tile}
              ref={category.name === returnFocusTo ? returnRef : undefined}
              onClick={() => onOpen(category.name)}
            >
              <span className={styles.tileIcon}>
                <Icon aria-hidden="true" />
              </span>
              <span className={styles.tileText}>
                <span className={styles.tileName}>{category.name}</span>
                <span className={styles.tileCount}>
                  {t('shop.giftCount', { count: category.products.length })}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
