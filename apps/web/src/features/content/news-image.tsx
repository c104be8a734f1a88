import { useState } from 'react';
import { resolveImageUrl } from '../../lib/image-url.ts';
import styles from './content.module.css';
import { NewsArt } from './news-art.tsx';

type NewsImageProps = {
  imageUrl: string | null | undefined;
  /** The fixed aspect ratio of the frame: a card (16:9) or the featured article (1200:630). */
  ratio?: 'card' | 'featured';
  className?: string;
  /** Whether the drawn art stands in for a missing or broken image; without it the frame disappears instead. */
  hasFallback?: boolean;
};

/**
 * An article's image in a frame of fixed aspect ratio (no layout shift). Without an image the drawn art stands in;
 * an image that fails to load is hidden, leaving the art (or nothing, without a fallback).
 */
export function NewsImage({ imageUrl, ratio = 'card', className, hasFallback = true }: NewsImageProps) {
  const src = resolveImageUrl(imageUrl);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const isShown = src !== null && failedSrc !== src;
  if (!isShown && !hasFallback) return null;
  const frameClass = [styles.media, ratio === 'featured' ? styles.mediaFeatured : undefined, className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={frameClass}>
      {hasFallback && <NewsArt />}
      {isShown && (
        // The title beside it says what the article is about: the picture is decoration.
        <img
          className={styles.mediaImage}
          src={src}
          alt=""
          loading={ratio === 'featured' ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  );
}
