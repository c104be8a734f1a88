import { CHART_COLORS } from './chart-model.ts';
import type { ChartTheme } from './uplot-options.ts';

const FALLBACK = '#a2abc0';

/**
 * The chart's colours and font from the design's custom properties (tokens.css: --chart-1 … --chart-6,
 * --chart-grid, --chart-axis, --chart-font-size, --font-body) as they apply to the element, so a canvas follows the
 * site's scheme like the rest of the page.
 */
export function readChartTheme(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim() || FALLBACK;
  const size = style.getPropertyValue('--chart-font-size').trim() || '12px';
  const family = style.getPropertyValue('--font-body').trim() || 'sans-serif';
  return {
    colors: Array.from({ length: CHART_COLORS }, (_, index) => read(`--chart-${index + 1}`)),
    grid: read('--chart-grid'),
    axis: read('--chart-axis'),
    font: `${size} ${family}`,
  };
}
