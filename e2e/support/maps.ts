import type { Page } from '@playwright/test';

/**
 * Reading a map in the browser for E2E tests (docs/maps.md): every map host is on
 * `window.__tcMaps[<container id>]` with MapLibre's map, deck.gl's overlay and figures read from
 * them (rows drawn, picked objects, rendered features, load state) — never from pixels alone.
 */
export interface Counts {
  deck: Record<string, number>;
  style: Record<string, number>;
  /** The offline base's fill features in view (web map/figures.ts says what MapLibre counts). */
  base: number;
  /** What the offline base fills; the container's colour shows the other. */
  fills: 'land' | 'sea';
  provinces: number;
  cities: number;
  /** Whether MapLibre draws its sky pass (web map/sky.ts: only for a style that names a sky). */
  sky: boolean;
}

/** Every request the page makes that does not stay on this machine. */
export function recordOutside(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) outside.push(r.url());
  });
  return outside;
}

/** The id of the only map on the page (a map added in the editor has an id the test does not know). */
export const onlyMapId = (page: Page) =>
  page.evaluate(() => Object.keys((window as unknown as { __tcMaps: object }).__tcMaps)[0]!);

/** The map's own figures once it is idle: rows drawn per item, picked objects, rendered features. */
export async function mapFigures(page: Page, mapId: string) {
  await page.waitForFunction(
    (id) => {
      const host = (window as unknown as { __tcMaps?: Record<string, { map: { loaded(): boolean } }> })
        .__tcMaps?.[id];
      return host?.map.loaded() === true;
    },
    mapId,
    { timeout: 60_000 },
  );
  return page.evaluate(async (id) => {
    const host = (
      window as unknown as {
        __tcMaps: Record<
          string,
          {
            map: { once(e: string): Promise<unknown>; triggerRepaint(): void };
            drawn(): Record<string, number>;
            counts(): Counts;
          }
        >;
      }
    ).__tcMaps[id]!;
    const idle = host.map.once('idle');
    host.map.triggerRepaint();
    await idle;
    return { drawn: host.drawn(), counts: host.counts() };
  }, mapId);
}

/** Where a longitude/latitude is on the page (for clicking a marker). */
export async function screenPoint(page: Page, mapId: string, lngLat: [number, number]) {
  return page.evaluate(
    ({ id, p }) => {
      const host = (
        window as unknown as {
          __tcMaps: Record<
            string,
            {
              map: { project(p: [number, number]): { x: number; y: number }; getCanvas(): HTMLCanvasElement };
            }
          >;
        }
      ).__tcMaps[id]!;
      const box = host.map.getCanvas().getBoundingClientRect();
      const at = host.map.project(p);
      return { x: box.left + at.x, y: box.top + at.y };
    },
    { id: mapId, p: lngLat },
  );
}

/** Whether the map stands still within 0.01° of a place, and its zoom (null while it moves). */
export async function settledAt(page: Page, mapId: string, at: [number, number]) {
  return page.evaluate(
    ({ id, at }) => {
      const host = (
        window as unknown as {
          __tcMaps: Record<
            string,
            { map: { isMoving(): boolean; getCenter(): { lng: number; lat: number }; getZoom(): number } }
          >;
        }
      ).__tcMaps[id]!;
      if (host.map.isMoving()) return null;
      const c = host.map.getCenter();
      const near = Math.abs(c.lng - at[0]) < 0.01 && Math.abs(c.lat - at[1]) < 0.01;
      return { near, zoom: Math.round(host.map.getZoom() * 10) / 10 };
    },
    { id: mapId, at },
  );
}

/**
 * Where the editor's map panel shows on screen (its box cut by every scrolling or clipping ancestor)
 * and the palette's box: the two must not intersect, whatever the lists hold.
 */
export async function mapPanelAndPalette(page: Page) {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const boxOf = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const panel = document.querySelector('[data-testid="map-panel"]')!;
    const shown = boxOf(panel);
    for (let el = panel.parentElement; el; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = boxOf(el);
      shown.left = Math.max(shown.left, clip.left);
      shown.top = Math.max(shown.top, clip.top);
      shown.right = Math.min(shown.right, clip.right);
      shown.bottom = Math.min(shown.bottom, clip.bottom);
    }
    const palette = boxOf(document.querySelector('.tc-left > .tc-palette')!);
    const overlap =
      Math.min(shown.right, palette.right) > Math.max(shown.left, palette.left) &&
      Math.min(shown.bottom, palette.bottom) > Math.max(shown.top, palette.top);
    return { shown, palette, overlap };
  });
}
