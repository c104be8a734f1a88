import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonIconClass } from '../../components/button.tsx';
import { Markdown } from '../../components/markdown.tsx';
import type { Category } from './catalog.ts';
import { ProductCard } from './product-card.tsx';
import styles from './shop-overlay.module.css';

type CategoryDetailProps = {
  category: Category;
  onBack: () => void;
  /** The ISO code of the currency the prices are in, as GET /api/products answers it. */
  currency: string;
  /** The product whose checkout is under way, if any. */
  processingId: number | null;
  isPayDisabled: boolean;
  onPay: (productId: number) => void;
};

/**
 * 'Back to Categories', the category as a heading, its markdown description and its product cards
 * (docs/product.md §8.1).
 */
export function CategoryDetail({
  category,
  onBack,
  currency,
  processingId,
  isPayDisabled,
  onPay,
}: CategoryDetailProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening a category moves the focus to its heading, so the keyboard and screen readers start there.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.detail} aria-labelledby="shop-category-title">
      <Button variant="ghost" className={styles.back} onClick={onBack}>
        <ArrowLeft className={buttonIconClass} aria-hidden="true" />
        {t('shop.backToCategories')}
      </Button>
      <h3 id="shop-category-title" ref={headingRef} tabIndex={-1} className={styles.categoryTitle}>
        {category.name}
      </h3>
      {category.description.trim() !== '' && (
        <Markdown className={styles.categoryDescription}>{category.description}</Markdown>
      )}
      {category.products.length === 0 ? (
        <p className={styles.muted}>{t('shop.emptyCategory')}</p>
      ) : (
        <div className={styles.grid}>
          {category.products.map((product) => (
            <ProductCard
              key={product.productId}
              product={product}
              currency={currency}
              isProcessing={processingId === product.productId}
              isPayDisabled={isPayDisabled}
              onPay={onPay}
            />
          ))}
        </div>
      )}
    </section>
  );
}
