import type { Product } from '@agaia/contract';
import { CreditCard } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonIconClass } from '../../components/button.tsx';
import { Markdown } from '../../components/markdown.tsx';
import { formatMoney } from '../../lib/format.ts';
import { saleEndOf } from './catalog.ts';
import styles from './product-card.module.css';
import { ProductImage } from './product-image.tsx';
import { SaleCountdown } from './sale-countdown.tsx';

type ProductCardProps = {
  product: Product;
  /** The ISO code of the currency the prices are in. */
  currency: string;
  /** This card's checkout is under way: its button says 'Processing...'. */
  isProcessing: boolean;
  /** Every pay button is disabled (a checkout is under way, or payments are off). */
  isPayDisabled: boolean;
  onPay: (productId: number) => void;
};

function ProductName({ product }: { product: Product }) {
  if (!product.newName) return <>{product.name}</>;
  return (
    <>
      <s className={styles.oldName}>{product.name}</s>{' '}
      <span className={styles.newName}>{product.newName}</span>
    </>
  );
}

function ProductPrice({ product, currency }: { product: Product; currency: string }) {
  const { t } = useTranslation();
  if (product.newPrice === null) {
    return <p className={`${styles.price} ${styles.figures}`}>{formatMoney(product.price, currency)}</p>;
  }
  return (
    <p className={`${styles.price} ${styles.figures}`}>
      <s className={styles.oldPrice}>
        <span className="visually-hidden">{t('shop.oldPrice')} </span>
        {formatMoney(product.price, currency)}
      </s>{' '}
      <span>
        <span className="visually-hidden">{t('shop.newPrice')} </span>
        {formatMoney(product.newPrice, currency)}
      </span>
    </p>
  );
}

/**
 * One gift: square image, name, sale countdown, markdown description, price and 'Pay with Stripe'
 * (docs/product.md §8.1).
 */
export const ProductCard = memo(function ProductCard({
  product,
  currency,
  isProcessing,
  isPayDisabled,
  onPay,
}: ProductCardProps) {
  const { t } = useTranslation();
  const saleEnd = saleEndOf(product);
  return (
    <article className={styles.card} data-testid={`product-${product.productId}`}>
      <ProductImage product={product} />
      <div className={styles.body}>
        <h4 className={styles.name}>
          <ProductName product={product} />
        </h4>
        {saleEnd !== null && <SaleCountdown end={saleEnd} />}
        {product.description.trim() !== '' && (
          <Markdown className={styles.description}>{product.description}</Markdown>
        )}
        <div className={styles.footer}>
          <ProductPrice product={product} currency={currency} />
          <Button
            variant="primary"
            className={styles.pay}
            disabled={isPayDisabled}
            aria-busy={isProcessing || undefined}
            onClick={() => onPay(product.productId)}
          >
            <CreditCard className={buttonIconClass} aria-hidden="true" />
            {isProcessing ? t('shop.processing') : t('shop.payWithStripe')}
          </Button>
        </div>
      </div>
    </article>
  );
});
