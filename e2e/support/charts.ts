import type { Page } from '@playwright/test';

import pngjs from 'pngjs';

/**
 * Reading charts off their pictures: what a viewer sees, not what the document says. The viewer draws
 * charts on a canvas, the editor in SVG (components/chartKit/surface.ts); either is read as pixels.
 */

export interface Picture {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Uint8Array;
}

/**
 * The picture of the first chart inside the first element `selector` matches: its canvas, or its SVG
 * drawn onto one; null while it has neither.
 */
export async function chartPicture(page: Page, selector: string): Promise<Picture | null> {
  const url = await page
    .locator(selector)
    .first()
    .evaluate(async (el) => {
      const canvas = el.querySelector('canvas');
      if (canvas) return canvas.width > 0 ? canvas.toDataURL('image/png') : null;
      const svg = el.querySelector('[_echarts_instance_] svg');
      if (!svg) return null;
      const w = Number(svg.getAttribute('width')) || svg.clientWidth;
      const h = Number(svg.getAttribute('height')) || svg.clientHeight;
      if (!w || !h) return null;
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
      await img.decode();
      const out = document.createElement('canvas');
      out.width = w;
      out.height = h;
      out.getContext('2d')!.drawImage(img, 0, 0, w, h);
      return out.toDataURL('image/png');
    });
  if (!url) return null;
  const png = pngjs.PNG.sync.read(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
  return { width: png.width, height: png.height, data: png.data };
}

/** Pixels of a chart's picture close to the colour (each channel within 40). */
export async function colourPixels(page: Page, selector: string, rgb: [number, number, number]) {
  const p = await chartPicture(page, selector);
  if (!p) return 0;
  let n = 0;
  for (let i = 0; i < p.data.length; i += 4)
    if (
      Math.abs(p.data[i]! - rgb[0]) < 40 &&
      Math.abs(p.data[i + 1]! - rgb[1]) < 40 &&
      Math.abs(p.data[i + 2]! - rgb[2]) < 40 &&
      p.data[i + 3]! > 0
    )
      n++;
  return n;
}

/**
 * Heights in pixels of the bars a chart draws, left to right: columns of the most common saturated
 * colour, grouped into runs; the runs standing on the common baseline are the bars (a legend swatch in
 * the same colour stands elsewhere).
 */
export async function barHeights(page: Page, selector: string): Promise<number[]> {
  const p = await chartPicture(page, selector);
  if (!p) return [];
  const { width, height, data } = p;
  const counts = new Map<string, number>();
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
    if (a < 250 || Math.max(r, g, b) - Math.min(r, g, b) < 60) continue;
    const key = `${r},${g},${b}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const top = [...counts].sort((x, y) => y[1] - x[1])[0];
  if (!top) return [];
  const [cr, cg, cb] = top[0].split(',').map(Number) as [number, number, number];
  const near = (i: number) =>
    Math.abs(data[i]! - cr) < 10 && Math.abs(data[i + 1]! - cg) < 10 && Math.abs(data[i + 2]! - cb) < 10;
  const runs: { h: number; bottom: number }[] = [];
  let run: { h: number; bottom: number } | null = null;
  for (let x = 0; x < width; x++) {
    let h = 0;
    let bottom = 0;
    for (let y = 0; y < height; y++)
      if (near((y * width + x) * 4)) {
        h++;
        bottom = y;
      }
    if (h > 2) {
      if (!run) runs.push((run = { h, bottom }));
      else {
        run.h = Math.max(run.h, h);
        run.bottom = Math.max(run.bottom, bottom);
      }
    } else run = null;
  }
  const base = Math.max(...runs.map((r) => r.bottom));
  return runs.filter((r) => Math.abs(r.bottom - base) <= 3).map((r) => r.h);
}

/** True when the measured bars stand in the proportions of `values`. */
export function proportional(heights: number[], values: number[]): boolean {
  if (heights.length !== values.length) return false;
  const hMax = Math.max(...heights);
  const vMax = Math.max(...values);
  return heights.every((h, i) => Math.abs(h / hMax - values[i]! / vMax) < 0.06);
}

/** The part of a drawn chart's ECharts option the specs read (its title, legend and series names). */
export interface DrawnOption {
  title?: { text?: string; show?: boolean }[];
  legend?: { show?: boolean; data?: (string | { name: string })[] }[];
  series?: { name?: string; type?: string; data?: unknown }[];
}

/**
 * The option the chart inside `selector` draws now, read from its live ECharts instance (the test hook
 * of components/chartKit/useECharts.ts); null while it has none.
 */
export async function chartOption(page: Page, selector: string): Promise<DrawnOption | null> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const id = el.querySelector('[_echarts_instance_]')?.getAttribute('_echarts_instance_');
      type Hook = Record<string, { getOption(): unknown }>;
      const chart = id ? (window as unknown as { __tcCharts?: Hook }).__tcCharts?.[id] : undefined;
      // A chart being replaced (disposed, its successor not yet set) has no option for a moment.
      const option = chart?.getOption();
      // Through JSON: the option holds formatter functions, which do not cross into the test.
      return option ? (JSON.parse(JSON.stringify(option)) as DrawnOption) : null;
    });
}
