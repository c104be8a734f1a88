import type { Product } from '@agaia/contract';
import { useState } from 'react';
import { responsiveImage } from '../../lib/responsive-image.ts';
import { DEFAULT_PRODUCT_IMAGE, productImageUrl } from './catalog.ts';
import styles from './product-card.module.css';

// The square frame spans its card: shop-overlay.module.css .grid (columns of at least 230 px, 16 px apart) in the
// large dialog (modal.module.css: at most 1040 px, 24 px padding; 16 px gutters and padding below 640 px). One column
// on a phone, then at most 352 px (two columns just before a third fits).
const SIZES = '(max-width: 639px) calc(100vw - 66px), 352px';

/**
 * A product's picture in a square frame (docs/product.md §8.1): the custom icon or /assets/images/shop/{id}.png, then
 * the default image when that fails. If even the default fails, the empty frame stays so the card keeps its shape.
 */
export function ProductImage({ product }: { product: Product }) {
  const [src, setSrc] = useState(() => productImageUrl(product));
  const [isBroken, setIsBroken] = useState(false);
  return (
    <div className={styles.frame}>
      {!isBroken && (
        <img
          {...responsiveImage(src, SIZES)}
          alt=""
          width={512}
          height={512}
          loading="lazy"
          decoding="async"
          className={styles.image}
          onError={() => (src === DEFAULT_PRODUCT_IMAGE ? setIsBroken(true) : setSrc(DEFAULT_PRODUCT_IMAGE))}
        />
      )}
    </div>
  );
}
