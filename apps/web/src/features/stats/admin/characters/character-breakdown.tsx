import { CLASS_NAMES, type CharacterBreakdown as Counts, nameOf, RACE_NAMES } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { categoryModel } from '../chart/chart-model.ts';
import { csvFileName } from '../chart/csv.ts';
import { StatsFigure } from '../chart/stats-figure.tsx';
import styles from '../parts/stats.module.css';

/** The counts of all servers or of one: its total, classes, races and level bands. */
type Breakdown = Counts;

type CharacterBreakdownProps = {
  breakdown: Breakdown;
  /** What the CSV files are named after: 'all-servers', or the server's name. */
  scope: string;
  /** The day the counts were read (YYYY-MM-DD), in the CSV files' names. */
  readDay: string;
};

/** One breakdown's figures side by side where there is room: classes, races (TERA's names) and level bands. */
export function CharacterBreakdown({ breakdown, scope, readDay }: CharacterBreakdownProps) {
  const { t } = useTranslation();
  const countLabel = t('admin.stats.characters.count');
  const figure = (
    name: 'classes' | 'races' | 'levels',
    header: string,
    names: string[],
    counts: number[],
  ) => (
    <StatsFigure
      title={t(`admin.stats.characters.${name}`)}
      model={categoryModel(header, names, { key: 'count', label: countLabel, values: counts, color: 0 })}
      fileName={csvFileName(`character-${name}`, scope, readDay)}
    />
  );
  return (
    <div className={styles.figures}>
      {figure(
        'classes',
        t('admin.stats.characters.class'),
        breakdown.classes.map((row) => nameOf(CLASS_NAMES, row.id)),
        breakdown.classes.map((row) => row.count),
      )}
      {figure(
        'races',
        t('admin.stats.characters.race'),
        breakdown.races.map((row) => nameOf(RACE_NAMES, row.id)),
        breakdown.races.map((row) => row.count),
      )}
      {figure(
        'levels',
        t('admin.stats.characters.level'),
        breakdown.levels.map((band) =>
          t('admin.stats.characters.levelBand', { from: band.from, to: band.to }),
        ),
        breakdown.levels.map((band) => band.count),
      )}
    </div>
  );
}
