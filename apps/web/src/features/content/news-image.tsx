import { useCallback, useState } from 'react';
import { resolveImageUrl } from '../../lib/image-url.ts';
import { responsiveImage } from '../../lib/responsive-image.ts';
import styles from './content.module.css';
import { NewsArt } from './news-art.tsx';

/**
 * How wide each frame is drawn (the `sizes` attribute), worked out from the CSS: tokens.css (content at most 1200 px,
 * gutters of 16 px below 640 px and 24 px above), layout.module.css, content.module.css (.layout: the 340 px sidebar
 * and a 24 px gap from 1024 px). Where a range holds several widths, the widest counts: never too few pixels.
 * - card (news.module.css .cards: columns of at least 240 px, 16 px apart): one column up to 527 px, two up to
 *   799 px, three (at most 314 px) up to 1023 px; beside the sidebar two up to 1163 px, then three of about 268 px.
 * - featured: the wider of its two places. The news page's first article (news.module.css .featured) spans the
 *   column below 1024 px, then 1.5 of 2.5 columns (at most 720 px); the article page's cover (detail.module.css)
 *   spans its panel, at most 72ch + 96 px (823 px in Inter).
 */
const SIZES = {
  card: [
    '(max-width: 527px) calc(100vw - 32px)',
    '(max-width: 799px) calc(50vw - 24px)',
    '(max-width: 1023px) 320px',
    '(max-width: 1163px) calc(50vw - 214px)',
    '270px',
  ].join(', '),
  featured: '(max-width: 639px) calc(100vw - 32px), (max-width: 1023px) calc(100vw - 48px), 830px',
} as const;

type NewsImageProps = {
  imageUrl: string | null | undefined;
  /** The fixed aspect ratio of the frame: a card (16:9) or the featured article (1200:630). */
  ratio?: 'card' | 'featured';
  className?: string;
  /** Whether the drawn art stands in for a missing or broken image; without it the frame disappears instead. */
  hasFallback?: boolean;
  /** How wide the frame is drawn (the `sizes` attribute), when the place knows better than its ratio's default. */
  sizes?: string;
};

/**
 * An article's image in a frame of fixed aspect ratio (no layout shift). Without an image the drawn art stands in;
 * an image that fails to load is hidden, leaving the art (or nothing, without a fallback).
 */
export function NewsImage({
  imageUrl,
  ratio = 'card',
  className,
  hasFallback = true,
  sizes,
}: NewsImageProps) {
  const src = resolveImageUrl(imageUrl);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A server-rendered image may have failed before the page hydrated, when no onError was there to hear it. Stable
  // per source, so React calls it once per image, not on every render.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete) img.decode().catch(() => setFailedSrc(src));
    },
    [src],
  );
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
          {...responsiveImage(src, sizes ?? SIZES[ratio])}
          alt=""
          loading={ratio === 'featured' ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(src)}
          ref={checkLoaded}
        />
      )}
    </div>
  );
}
