import { createContext, useContext } from 'react';

/**
 * What a chart draws on. The viewer keeps canvas (fast for charts that redraw every second). The editor
 * draws SVG: each 2D canvas is a composited layer of its own in Chrome, and with 200 chart canvases on a
 * page every repaint during a drag re-layerized all of them (docs/benchmarks.md, 200 bar charts); SVG
 * paints into the page's own layer and stays sharp at every zoom without a redraw.
 */
export type ChartSurface = 'canvas' | 'svg';

export const ChartSurfaceContext = createContext<ChartSurface>('canvas');

export const useChartSurface = (): ChartSurface => useContext(ChartSurfaceContext);
