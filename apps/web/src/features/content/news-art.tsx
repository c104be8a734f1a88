import { useId } from 'react';
import styles from './news-art.module.css';

/** The drawn stand-in for an article without an image: moon, stars and two mountain ridges. Decorative. */
export function NewsArt() {
  // Each drawing needs its own gradient id: several cards share the page.
  const glowId = `news-glow-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      className={styles.art}
      viewBox="0 0 1200 630"
      preserveAspectRatio="xMidYMid slice"
      focusable="false"
      aria-hidden="true"
    >
      <defs>
        <radialGradient id={glowId}>
          <stop offset="0.4" className={styles.glowInner} />
          <stop offset="1" className={styles.glowOuter} />
        </radialGradient>
      </defs>
      <rect className={styles.sky} width="1200" height="630" />
      <circle fill={`url(#${glowId})`} cx="860" cy="180" r="190" />
      <circle className={styles.moon} cx="860" cy="180" r="78" />
      <g className={styles.stars}>
        <circle cx="140" cy="90" r="2.4" />
        <circle cx="310" cy="170" r="1.8" />
        <circle cx="520" cy="70" r="2.2" />
        <circle cx="640" cy="220" r="1.4" />
        <circle cx="1080" cy="100" r="2" />
        <circle cx="420" cy="260" r="1.4" />
        <circle cx="220" cy="300" r="1.6" />
        <circle cx="1140" cy="260" r="1.4" />
      </g>
      <path
        className={styles.far}
        d="M0 430 L180 260 L300 360 L460 200 L640 390 L780 280 L960 420 L1100 310 L1200 380 L1200 630 L0 630 Z"
      />
      <path
        className={styles.near}
        d="M0 500 L220 380 L380 470 L560 350 L760 480 L920 400 L1200 500 L1200 630 L0 630 Z"
      />
      <path className={styles.rune} d="M0 560 Q300 520 600 560 T1200 560" />
    </svg>
  );
}
