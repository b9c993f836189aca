/** The same points for both pages: a seeded spread around Beijing (value 0..100). */
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
      lng: 116.4 + (rnd() - 0.5) * 1.2,
      lat: 39.9 + (rnd() - 0.5) * 0.8,
      value: Math.round(rnd() * 100),
    };
  return rows;
}

export type Kind = 'scatter' | 'heat' | 'cluster';

export function params(): { kind: Kind; count: number } {
  const q = new URLSearchParams(location.search);
  return { kind: (q.get('kind') as Kind) ?? 'scatter', count: Number(q.get('count') ?? 1000) };
}

export const VIEW = { longitude: 116.4, latitude: 39.9, zoom: 9, pitch: 0, bearing: 0 };

/** What a page reports to the bench: first frame and frames drawn while the camera turns. */
export interface Report {
  firstFrameMs: number;
  frames: number;
  seconds: number;
}
declare global {
  interface Window {
    __report?: Report;
    __spin?: (seconds: number) => Promise<Report>;
  }
}
