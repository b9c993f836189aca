import { fetchRaw } from '../app/api';
import type { ChinaOutlines, Outlines } from './chinaBase';

/**
 * China's province and city outlines from the server (`GET /api/map/geo/<name>`, public, the shipped
 * data or the customer's approved boundaries), fetched once per page through the one HTTP client and
 * shared by every map on it. A failure (an old server, a proxy in the way) leaves the base at world
 * outlines and is tried again by the next map.
 */
let loading: Promise<ChinaOutlines | null> | null = null;

async function outline(name: string): Promise<Outlines> {
  const res = await fetchRaw(`map/geo/${name}`, { anonymous: true });
  const fc = (await res.json()) as Outlines;
  if (fc?.type !== 'FeatureCollection' || !Array.isArray(fc.features)) throw new Error(`bad ${name}`);
  return fc;
}

export function loadChinaOutlines(): Promise<ChinaOutlines | null> {
  loading ??= Promise.all([outline('china-provinces'), outline('china-cities')]).then(
    ([provinces, cities]) => ({ provinces, cities }),
    (error: unknown) => {
      console.warn('china outlines', error);
      loading = null;
      return null;
    },
  );
  return loading;
}
