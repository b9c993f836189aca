/**
 * Where both pages look: Beijing, inland (the base's fill in view is all land), or with `?at=coast` the
 * mouth of the Yangtze east of Shanghai, where about half the view is sea.
 */
const AT = new URLSearchParams(typeof location === 'undefined' ? '' : location.search).get('at');
const [CENTRE_LNG, CENTRE_LAT] = AT === 'coast' ? [121.9, 31.2] : [116.4, 39.9];

/** The same points for both pages: a seeded spread around the centre (value 0..100). */
export interface Row {
  lng: number;
  lat: number;
  value: number;
}

export function points(count: number): Row[] {
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const rows: Row[] = new Array(count);
  for (let i = 0; i < count; i += 1)
    rows[i] = {
      lng: CENTRE_LNG + (rnd() - 0.5) * 1.2,
      lat: CENTRE_LAT + (rnd() - 0.5) * 0.8,
      value: Math.round(rnd() * 100),
    };
  return rows;
}

export type Kind = 'scatter' | 'heat' | 'cluster';

export function params(): { kind: Kind; count: number } {
  const q = new URLSearchParams(location.search);
  return { kind: (q.get('kind') as Kind) ?? 'scatter', count: Number(q.get('count') ?? 1000) };
}

export const VIEW = { longitude: CENTRE_LNG, latitude: CENTRE_LAT, zoom: 9, pitch: 0, bearing: 0 };

/** What a page reports to the bench: first frame and frames drawn while the camera turns. */
export interface Report {
  firstFrameMs: number;
  frames: number;
  seconds: number;
}
declare global {
  interface Window {
    __report?: Report;
    /** The host page's MapLibre first 'idle' (base map and items settled). */
    __idleMs?: number;
    __spin?: (seconds: number) => Promise<Report>;
  }
}

/**
 * Whether the frame just drawn shows the data: a 16×16 block at the canvas centre (inside the point
 * cloud on both pages) read back before the browser composites it. Points and heat are bright (some
 * channel above 160); the bare page's clear colour and the host's sea, land and borders are not. Both
 * pages take their first frame here, so the two sides measure the same event (docs/maps.md).
 */
export function showsData(gl: WebGL2RenderingContext): boolean {
  const read = gl.getParameter(gl.READ_FRAMEBUFFER_BINDING) as WebGLFramebuffer | null;
  gl.bindFramebuffer(gl.READ_FRAMEBUFFER, null);
  const px = new Uint8Array(16 * 16 * 4);
  gl.readPixels(
    gl.drawingBufferWidth / 2 - 8,
    gl.drawingBufferHeight / 2 - 8,
    16,
    16,
    gl.RGBA,
    gl.UNSIGNED_BYTE,
    px,
  );
  gl.bindFramebuffer(gl.READ_FRAMEBUFFER, read);
  let bright = 0;
  for (let i = 0; i < px.length; i += 4) if (Math.max(px[i]!, px[i + 1]!, px[i + 2]!) > 160) bright += 1;
  return bright >= 26;
}
