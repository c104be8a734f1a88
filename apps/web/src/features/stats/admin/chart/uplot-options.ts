import type uPlot from 'uplot';
import { formatNumber } from '../../../../lib/format.ts';
import { type ChartModel, type ChartSeries, valueAt } from './chart-model.ts';

/** The design's colours and type as the canvas needs them, read from the CSS custom properties (chart-theme.ts). */
export type ChartTheme = {
  /** The series colours, --chart-1 … --chart-6. */
  colors: readonly string[];
  grid: string;
  axis: string;
  /** A canvas font: '12px Inter, system-ui, sans-serif'. */
  font: string;
};

/** uPlot's bar path builder, handed in: this module only describes the chart, it loads none of uPlot's code. */
export type ChartPaths = { bars: uPlot.Series.PathBuilder };

const CATEGORY_ROW_PX = 30;
const CATEGORY_AXIS_PX = 44;
const MIN_CATEGORY_PX = 120;
const NARROW_PX = 480;
// A category's name on the axis takes at most this share of the chart's width (about 7 px a character).
const TICK_SHARE = 0.4;
const TICK_CHAR_PX = 7;
const DASH = [6, 4];
// Steps between labelled buckets: whole buckets only, so every label names a bucket.
const BUCKET_STEPS = [
  1, 2, 3, 4, 5, 6, 7, 10, 12, 14, 15, 20, 25, 30, 40, 50, 60, 90, 100, 120, 180, 240, 365, 731,
];

/** The chart's height for its width: a period's chart is shorter on a phone; a category chart grows with its bars. */
export function chartHeight(model: ChartModel, width: number): number {
  if (model.layout === 'category') {
    return Math.max(MIN_CATEGORY_PX, model.keys.length * CATEGORY_ROW_PX + CATEGORY_AXIS_PX);
  }
  return width < NARROW_PX ? 220 : 280;
}

/** The figures as uPlot takes them: the rows' indexes, then one array per series. */
export function chartData(model: ChartModel): uPlot.AlignedData {
  const rows = model.keys.map((_, row) => row);
  return [rows, ...model.series.map((series) => rows.map((row) => valueAt(series, row)))];
}

/** A colour with some transparency, for the bars' fill; a colour it cannot read is kept as it is. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (!hex?.[1]) return color;
  const value = Number.parseInt(hex[1], 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/** A category's name on the axis of a chart so wide: long names are cut, the table has them whole. */
export function shortTick(label: string, width: number): string {
  const chars = Math.min(32, Math.max(8, Math.floor((width * TICK_SHARE) / TICK_CHAR_PX)));
  return label.length > chars ? `${label.slice(0, chars - 1)}…` : label;
}

/** The steps between a value axis' lines: 1, 2, 5, 10, 20, 50… times the unit (1 for counts, 100 for cents). */
function valueSteps(unit: number): number[] {
  const steps: number[] = [];
  for (let power = 0; power < 12; power++)
    for (const step of [1, 2, 5]) steps.push(step * 10 ** power * unit);
  return steps;
}

const compact = (value: number) => formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });

/** The width (or height) an axis needs for its widest label, measured on the chart's own canvas. */
function fitLabels(theme: ChartTheme, extra: number, max: number): uPlot.Axis.Size {
  return (self, values) => {
    if (!values?.length) return extra;
    self.ctx.save();
    self.ctx.font = theme.font;
    const widest = Math.max(...values.map((value) => self.ctx.measureText(String(value)).width));
    self.ctx.restore();
    return Math.min(max, Math.ceil(widest) + extra);
  };
}

function rowAxis(model: ChartModel, theme: ChartTheme, width: number): uPlot.Axis {
  const isCategory = model.layout === 'category';
  const ticks = isCategory ? model.ticks.map((tick) => shortTick(tick, width)) : model.ticks;
  return {
    scale: 'x',
    side: isCategory ? 3 : 2,
    stroke: theme.axis,
    font: theme.font,
    grid: { show: false },
    ticks: { show: false },
    incrs: isCategory ? [1] : BUCKET_STEPS,
    space: isCategory ? 1 : Math.max(...ticks.map((tick) => tick.length), 4) * 7 + 16,
    values: (_self, splits) => splits.map((row) => (Number.isInteger(row) ? (ticks[row] ?? '') : '')),
    size: isCategory ? fitLabels(theme, 12, Math.round(width * 0.45)) : 32,
  };
}

function valueAxis(model: ChartModel, theme: ChartTheme, scale: 'left' | 'right', width: number): uPlot.Axis {
  const first = model.series.find((series) => (series.axis ?? 'left') === scale);
  const tick = first?.tick ?? compact;
  const isCategory = model.layout === 'category';
  return {
    scale,
    side: isCategory ? 2 : scale === 'left' ? 3 : 1,
    stroke: theme.axis,
    font: theme.font,
    grid: { show: scale === 'left', stroke: theme.grid, width: 1 },
    ticks: { show: false },
    incrs: valueSteps(first?.unit ?? 1),
    space: isCategory ? 64 : 32,
    values: (_self, splits) => splits.map((value) => tick(value)),
    size: isCategory ? 32 : fitLabels(theme, 14, Math.round(width * 0.3)),
  };
}

function seriesOptions(
  series: ChartSeries,
  model: ChartModel,
  theme: ChartTheme,
  paths: ChartPaths,
): uPlot.Series {
  const color = theme.colors[series.color % theme.colors.length] ?? theme.axis;
  const isBar = model.layout === 'category' || series.kind === 'bar';
  return {
    label: series.label,
    scale: model.layout === 'category' ? 'left' : (series.axis ?? 'left'),
    stroke: color,
    width: isBar ? 1 : 2,
    ...(series.isDashed ? { dash: DASH } : {}),
    ...(isBar ? { fill: withAlpha(color, 0.8), paths: paths.bars, points: { show: false } } : {}),
  };
}

/**
 * uPlot's options for a model at a width: a period's buckets left to right with a label every few buckets, or one
 * horizontal bar per category, first on top; values from 0; the design's colours; no legend of uPlot's own (the
 * figure draws one) and no drag-to-zoom. `onHover` hears the row under the pointer (null when it leaves).
 */
export function chartOptions(
  model: ChartModel,
  theme: ChartTheme,
  width: number,
  paths: ChartPaths,
  onHover: (row: number | null) => void,
): uPlot.Options {
  const isCategory = model.layout === 'category';
  const last = Math.max(model.keys.length - 1, 0);
  const hasRight = !isCategory && model.series.some((series) => series.axis === 'right');
  // From 0 to a little above the largest figure; all zeros still span one unit, so the axis has a line to name.
  const unitOf = (scale: 'left' | 'right') =>
    model.series.find((series) => (series.axis ?? 'left') === scale)?.unit ?? 1;
  const valueRange =
    (unit: number): uPlot.Scale.Range =>
    (_self, _min, max) => [0, max > 0 ? max * 1.08 : unit];
  const valueScale: uPlot.Scale = { range: valueRange(unitOf('left')), ...(isCategory ? { ori: 0 } : {}) };
  return {
    width,
    height: chartHeight(model, width),
    padding: [12, hasRight ? 4 : 16, 4, 4],
    legend: { show: false },
    // A line across the hovered bucket; none along the values, none for categories (the readout names the row).
    cursor: { x: !isCategory, y: false, drag: { x: false, y: false, setScale: false } },
    scales: {
      x: { time: false, range: () => [-0.5, last + 0.5], ...(isCategory ? { ori: 1, dir: -1 } : {}) },
      left: valueScale,
      ...(hasRight ? { right: { range: valueRange(unitOf('right')) } } : {}),
    },
    axes: [
      rowAxis(model, theme, width),
      valueAxis(model, theme, 'left', width),
      ...(hasRight ? [valueAxis(model, theme, 'right', width)] : []),
    ],
    series: [{}, ...model.series.map((series) => seriesOptions(series, model, theme, paths))],
    hooks: { setCursor: [(self) => onHover(self.cursor.idx ?? null)] },
  };
}
