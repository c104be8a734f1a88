import type uPlot from 'uplot';
import { describe, expect, it, vi } from 'vitest';
import { buildStatsPeriod } from '../../../../test/stats-builders.ts';
import { categoryModel, timeModel } from './chart-model.ts';
import { chartData, chartHeight, chartOptions, shortTick, withAlpha } from './uplot-options.ts';

const THEME = {
  colors: ['#e3b458', '#5cc8f0', '#4ade80', '#b197fc', '#f87171', '#e8eaf0'],
  grid: 'rgba(255, 255, 255, 0.08)',
  axis: '#a2abc0',
  font: '12px Inter',
};
const bars = (() => null) as unknown as uPlot.Series.PathBuilder;
const self = {} as uPlot;

const period = buildStatsPeriod();
const revenue = timeModel(period, 'Day', [
  {
    key: 'revenue',
    label: 'Revenue',
    values: [2990, 0, 8970],
    kind: 'bar',
    color: 0,
    unit: 100,
    tick: (v) => `R$${v / 100}`,
  },
  { key: 'orders', label: 'Paid orders', values: [1, 0, 3], axis: 'right', color: 1, isDashed: true },
]);

/** An axis' labels for the given splits. */
function labels(axis: uPlot.Axis | undefined, splits: number[]) {
  const values = axis?.values as uPlot.Axis.DynamicValues;
  return values(self, splits, 0, 0, 0);
}

describe('the chart options', () => {
  it('draws a period left to right: one row per bucket, each series in its colour, bars and lines, values from 0', () => {
    const options = chartOptions(revenue, THEME, 800, { bars }, () => {});
    expect(chartData(revenue)).toEqual([
      [0, 1, 2],
      [2990, 0, 8970],
      [1, 0, 3],
    ]);
    const [, money, orders] = options.series;
    expect(money).toMatchObject({ label: 'Revenue', scale: 'left', stroke: '#e3b458', paths: bars });
    expect(money?.fill).toBe('rgba(227, 180, 88, 0.8)');
    expect(orders).toMatchObject({ label: 'Paid orders', scale: 'right', stroke: '#5cc8f0', dash: [6, 4] });
    expect(orders?.paths).toBeUndefined();
    expect(options.axes?.map((axis) => [axis.scale, axis.side])).toEqual([
      ['x', 2],
      ['left', 3],
      ['right', 1],
    ]);
    const range = options.scales?.left?.range as uPlot.Range.Function;
    expect(range(self, 0, 8970, 'left')).toEqual([0, 8970 * 1.08]);
    expect(range(self, 0, 0, 'left')).toEqual([0, 100]);
    const right = options.scales?.right?.range as uPlot.Range.Function;
    expect(right(self, 0, 0, 'right')).toEqual([0, 1]);
    expect(options.legend?.show).toBe(false);
    expect(options.height).toBe(280);
    expect(chartHeight(revenue, 340)).toBe(220);
  });

  it('labels whole buckets only, and the value axis with the series’ own ticks in whole units', () => {
    const options = chartOptions(revenue, THEME, 800, { bars }, () => {});
    expect(labels(options.axes?.[0], [0, 1, 2, 1.5])).toEqual(['Nov 22', 'Nov 23', 'Nov 24', '']);
    expect(labels(options.axes?.[1], [0, 5000])).toEqual(['R$0', 'R$50']);
    expect(options.axes?.[1]?.incrs).toEqual(expect.arrayContaining([100, 200, 500, 1000]));
    expect(options.axes?.[1]?.incrs).not.toContain(50);
  });

  it('draws categories as horizontal bars, first on top, every name on the axis (long ones cut)', () => {
    const long = 'Frost Mount of the Northern Wastes (season 2, viewer)';
    const model = categoryModel('Reward', ['Frost Mount', long], {
      key: 'claims',
      label: 'Claims',
      values: [14, 3],
      color: 3,
    });
    const options = chartOptions(model, THEME, 375, { bars }, () => {});
    expect(options.scales?.x).toMatchObject({ ori: 1, dir: -1 });
    expect(options.scales?.left).toMatchObject({ ori: 0 });
    expect(options.series[1]).toMatchObject({ stroke: '#b197fc', paths: bars });
    expect(options.axes?.[0]).toMatchObject({ side: 3, incrs: [1] });
    expect(labels(options.axes?.[0], [0, 1])).toEqual(['Frost Mount', 'Frost Mount of the N…']);
    expect(shortTick(long, 1000)).toBe('Frost Mount of the Northern Was…');
    expect(options.height).toBe(chartHeight(model, 375));
    expect(chartHeight(model, 375)).toBe(120);
  });

  it('tells which row the pointer is over', () => {
    const onHover = vi.fn();
    const options = chartOptions(revenue, THEME, 800, { bars }, onHover);
    options.hooks?.setCursor?.[0]?.({ cursor: { idx: 2 } } as uPlot);
    options.hooks?.setCursor?.[0]?.({ cursor: { idx: null } } as uPlot);
    expect(onHover.mock.calls).toEqual([[2], [null]]);
  });

  it('adds transparency to a hex colour and keeps any other', () => {
    expect(withAlpha('#4ade80', 0.5)).toBe('rgba(74, 222, 128, 0.5)');
    expect(withAlpha('rgb(1, 2, 3)', 0.5)).toBe('rgb(1, 2, 3)');
  });
});
