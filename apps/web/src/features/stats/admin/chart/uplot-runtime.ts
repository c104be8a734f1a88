import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * uPlot, its styles and its bar paths: the one module that loads them, imported on first use by chart-canvas.tsx. It
 * imports nothing of the app, so its chunk holds uPlot alone and the app's shared chunks stay as they are; uPlot
 * arrives with the first chart of the admin's statistics, never with any other page.
 */
export const Plot = uPlot;

/** Bars 70% of a row wide, at most 56 px. */
export const bars = uPlot.paths.bars?.({ size: [0.7, 56], gap: 1 });
