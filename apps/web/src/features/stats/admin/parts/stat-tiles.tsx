import styles from './stats.module.css';

/** One figure of a row of tiles: its name, its value, and an optional line under it. */
export type Tile = { key: string; label: string; value: string; detail?: string };

/** Key figures as a row of tiles (a description list: each name with its value), wrapping on narrow screens. */
export function StatTiles({ tiles }: { tiles: readonly Tile[] }) {
  return (
    <dl className={styles.tiles}>
      {tiles.map((tile) => (
        <div key={tile.key} className={styles.tile}>
          <dt className={styles.tileLabel}>{tile.label}</dt>
          <dd className={styles.tileValue}>{tile.value}</dd>
          {tile.detail && <dd className={styles.tileDetail}>{tile.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
