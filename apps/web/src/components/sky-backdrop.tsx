import styles from './sky-backdrop.module.css';

/**
 * The night sky behind every page: stars, a moon in the free margin of wide screens, and layered mountains.
 * Purely decorative, and kept out of the content column so it never sits behind text or shows through a panel.
 */
export function SkyBackdrop() {
  return (
    <div className={styles.sky} aria-hidden="true">
      <svg
        className={styles.stars}
        viewBox="0 0 1600 900"
        preserveAspectRatio="xMaxYMin slice"
        focusable="false"
        aria-hidden="true"
      >
        <g className={styles.starField}>
          <circle cx="518.1" cy="78.4" r="0.6" />
          <circle cx="115.9" cy="278.7" r="1" />
          <circle cx="932.5" cy="473.0" r="0.8" />
          <circle cx="60.0" cy="225.5" r="0.6" />
          <circle cx="385.1" cy="286.5" r="0.6" />
          <circle cx="1323.0" cy="64.4" r="0.8" />
          <circle cx="1009.0" cy="303.2" r="0.6" />
          <circle cx="923.4" cy="206.3" r="0.8" />
          <circle cx="74.5" cy="446.4" r="1" />
          <circle cx="670.6" cy="281.2" r="1.6" />
          <circle cx="493.6" cy="424.4" r="0.8" />
          <circle cx="164.9" cy="297.0" r="0.8" />
          <circle cx="595.8" cy="284.8" r="0.6" />
          <circle cx="903.0" cy="321.9" r="1.2" />
          <circle cx="1088.6" cy="222.3" r="1" />
          <circle cx="745.0" cy="480.2" r="1" />
          <circle cx="479.6" cy="413.1" r="0.8" />
          <circle cx="131.0" cy="156.1" r="1.2" />
          <circle cx="1400.2" cy="379.3" r="1" />
          <circle cx="974.3" cy="38.1" r="1.6" />
          <circle cx="669.0" cy="393.7" r="0.8" />
          <circle cx="1493.2" cy="219.3" r="0.6" />
          <circle cx="1223.3" cy="298.0" r="1" />
          <circle cx="544.2" cy="182.1" r="1.2" />
          <circle cx="927.8" cy="237.2" r="0.6" />
          <circle cx="1511.5" cy="246.5" r="0.6" />
          <circle cx="97.1" cy="364.8" r="1.6" />
          <circle cx="1589.0" cy="427.4" r="1" />
          <circle cx="1146.6" cy="461.3" r="1" />
          <circle cx="36.1" cy="240.1" r="0.8" />
          <circle cx="977.5" cy="256.7" r="0.8" />
          <circle cx="1229.2" cy="67.3" r="0.8" />
          <circle cx="636.6" cy="476.7" r="1.2" />
          <circle cx="128.9" cy="233.6" r="1.6" />
          <circle cx="444.5" cy="71.2" r="1.2" />
          <circle cx="1382.4" cy="144.8" r="1.2" />
          <circle cx="1578.3" cy="355.0" r="1.2" />
          <circle cx="1532.4" cy="78.5" r="0.8" />
          <circle cx="242.1" cy="342.4" r="0.6" />
          <circle cx="775.9" cy="306.3" r="1" />
          <circle cx="451.1" cy="75.8" r="1.6" />
          <circle cx="590.8" cy="294.5" r="0.8" />
          <circle cx="1104.8" cy="268.1" r="1.6" />
          <circle cx="1047.9" cy="384.7" r="1.2" />
          <circle cx="1439.3" cy="405.6" r="1.6" />
          <circle cx="627.8" cy="207.5" r="0.6" />
          <circle cx="770.4" cy="208.2" r="0.8" />
          <circle cx="107.8" cy="108.6" r="0.8" />
          <circle cx="175.9" cy="312.4" r="0.6" />
          <circle cx="0.4" cy="78.7" r="0.6" />
          <circle cx="1518.3" cy="319.1" r="0.6" />
          <circle cx="1398.9" cy="319.3" r="0.8" />
          <circle cx="1015.1" cy="496.8" r="1.6" />
          <circle cx="582.7" cy="63.9" r="1.2" />
          <circle cx="1589.0" cy="242.3" r="1.2" />
          <circle cx="499.0" cy="74.9" r="1" />
          <circle cx="1184.6" cy="248.9" r="0.8" />
          <circle cx="826.1" cy="106.7" r="1.6" />
          <circle cx="578.8" cy="358.8" r="0.6" />
          <circle cx="1213.0" cy="155.0" r="0.6" />
          <circle cx="1113.9" cy="135.8" r="1" />
          <circle cx="1453.2" cy="185.0" r="0.8" />
          <circle cx="852.1" cy="405.1" r="1" />
          <circle cx="1018.3" cy="318.9" r="0.8" />
          <circle cx="1289.7" cy="425.5" r="0.8" />
          <circle cx="319.9" cy="256.2" r="0.6" />
          <circle cx="1583.4" cy="410.9" r="1.2" />
          <circle cx="414.7" cy="360.1" r="1" />
          <circle cx="715.6" cy="487.3" r="1" />
          <circle cx="1528.0" cy="189.6" r="0.8" />
        </g>
      </svg>
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
