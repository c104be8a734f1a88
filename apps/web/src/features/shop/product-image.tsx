import type { Product } from '@agaia/contract';
import { useState } from 'react';
import { DEFAULT_PRODUCT_IMAGE, productImageUrl } from './catalog.ts';
import styles from './product-card.module.css';

/**
 * A product's picture in a square frame (SPEC §3): the custom icon or /assets/images/shop/{id}.png, then the default
 * image when that fails. If even the default fails, the empty frame stays so the card keeps its shape.
 */
export function ProductImage({ product }: { product: Product }) {
  const [src, setSrc] = useState(() => productImageUrl(product));
  const [isBroken, setIsBroken] = useState(false);
  return (
    <div className={styles.frame}>
      {!isBroken && (
        <img
          src={src}
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
