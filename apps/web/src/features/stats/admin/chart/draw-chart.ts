import type uPlot from 'uplot';
import type { ChartModel } from './chart-model.ts';
import { type ChartTheme, chartData, chartHeight, chartOptions } from './uplot-options.ts';

/** A drawn chart: follows its box's width, and is removed with its canvas. */
export type DrawnChart = { resize: (width: number) => void; destroy: () => void };

/** What uplot-runtime.ts hands over once loaded. */
export type PlotRuntime = { Plot: typeof uPlot; bars: uPlot.Series.PathBuilder | undefined };

/** Draws a model into an element with uPlot (canvas), at the element's width. */
export function drawChart(
  { Plot, bars }: PlotRuntime,
  element: HTMLElement,
  model: ChartModel,
  theme: ChartTheme,
  onHover: (row: number | null) => void,
): DrawnChart {
  if (!bars) throw new Error('uPlot has no bar paths.');
  const width = element.clientWidth;
  const plot = new Plot(chartOptions(model, theme, width, { bars }, onHover), chartData(model), element);
  return {
    resize: (next) => plot.setSize({ width: next, height: chartHeight(model, next) }),
    destroy: () => plot.destroy(),
  };
}
