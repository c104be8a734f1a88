import styles from './sky-backdrop.module.css';

/**
 * The night sky behind every page: stars, a moon in the free margin of wide screens, and layered mountains.
 * Purely decorative, and kept out of the content column so it never sits behind text or shows through a panel.
 */
export function SkyBackdrop() {
  return (
    <div className={styles.sky} aria-hidden="true">
      {/* The stars are a picture (sky-stars.svg, drawn by the style sheet): no code to run or hydrate for them. */}
      <div className={styles.stars} />
      {/* The moon sits in the margin beside the content column, and only where that margin is wide enough for it
          (sky-backdrop.module.css): it never shows through a panel or behind a title or link. */}
      <svg
        className={styles.moonArt}
        viewBox="0 0 200 200"
        focusable="false"
        aria-hidden="true"
        data-sky-moon=""
      >
        <radialGradient id="sky-moon-halo">
          <stop className={styles.haloCore} offset="0.45" />
          <stop className={styles.haloEdge} offset="1" />
        </radialGradient>
        <circle fill="url(#sky-moon-halo)" cx="100" cy="100" r="98" />
        <mask id="sky-crescent">
          <circle className={styles.maskShow} cx="100" cy="100" r="44" />
          <circle className={styles.maskHide} cx="120" cy="88" r="38" />
        </mask>
        <circle className={styles.moon} cx="100" cy="100" r="44" mask="url(#sky-crescent)" />
      </svg>
      <svg
        className={styles.mountains}
        viewBox="0 0 1600 400"
        preserveAspectRatio="xMidYMax slice"
        focusable="false"
        aria-hidden="true"
      >
        <path
          className={styles.far}
          d="M0 250 L120 170 L210 215 L330 120 L420 190 L520 140 L640 230 L760 110 L860 180 L980 90 L1090 200 L1200 150 L1320 220 L1440 130 L1600 210 V400 H0 Z"
        />
        <path
          className={styles.near}
          d="M0 320 L140 250 L260 300 L380 230 L520 310 L660 260 L800 320 L940 240 L1080 300 L1220 250 L1360 310 L1480 270 L1600 300 V400 H0 Z"
        />
      </svg>
    </div>
  );
}
