import { feature } from 'topojson-client';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { clipRing, cutAtAntimeridian } from '../components/charts/antimeridian';

/**
 * The sea of the offline base as polygons: the world's band of latitudes with the land (world-atlas'
 * merged `land`, cut at the antimeridian) as holes, and each lake of the land (a hole in it) as a polygon
 * of its own. From province zooms in the base paints the sea and leaves the land to the container's
 * colour (baseStyle.ts): in view there the land is usually most of the screen, and in software WebGL a
 * fill costs a frame by the pixels it covers.
 *
 * The band stops short of MapLibre's Mercator limit (±85.05°) and reaches past ±180°, and the land is
 * clipped inside it (Antarctica runs to the pole), so no hole touches the band's edge: a ring that touches
 * another is outside what the triangulation handles.
 */
const BAND_LAT = 85;
const LAND_LAT = 84.5;
const BAND_LNG = 180.5;

type Ring = Position[];

/** Twice the signed area (positive: counter-clockwise in lng/lat). */
function signedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    sum += (ring[j]![0]! - ring[i]![0]!) * (ring[j]![1]! + ring[i]![1]!);
  return sum;
}

/** The ring closed and wound as asked (MapLibre tells holes from outer rings by their winding). */
function wound(ring: Ring, counterClockwise: boolean): Ring | null {
  if (ring.length < 3) return null;
  const [f, l] = [ring[0]!, ring[ring.length - 1]!];
  const closed = f[0] === l[0] && f[1] === l[1] ? ring : [...ring, f];
  if (closed.length < 4 || signedArea(closed) === 0) return null;
  return signedArea(closed) > 0 === counterClockwise ? closed : [...closed].reverse();
}

const inBand = (ring: Ring): Ring => clipRing(clipRing(ring, 1, LAND_LAT, true), 1, -LAND_LAT, false);

let sea: Feature<MultiPolygon> | null = null;

export function seaFeature(): Feature<MultiPolygon> {
  if (sea) return sea;
  const topo = world as unknown as Topology<{ land: GeometryCollection }>;
  const land = feature(topo, topo.objects.land);
  const polygons: Position[][][] = [];
  for (const f of 'features' in land ? land.features : [land]) {
    const g = cutAtAntimeridian(f.geometry as Polygon | MultiPolygon | null);
    if (g?.type === 'Polygon') polygons.push(g.coordinates);
    if (g?.type === 'MultiPolygon') polygons.push(...g.coordinates);
  }
  const band: Ring = [
    [-BAND_LNG, -BAND_LAT],
    [BAND_LNG, -BAND_LAT],
    [BAND_LNG, BAND_LAT],
    [-BAND_LNG, BAND_LAT],
  ];
  const coasts = polygons.map((rings) => wound(inBand(rings[0]!), false));
  const lakes = polygons.flatMap((rings) => rings.slice(1).map((r) => wound(inBand(r), true)));
  const bandRing = wound(band, true)!; // a rectangle: never degenerate
  sea = {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'MultiPolygon',
      coordinates: [
        [bandRing, ...coasts.filter((r): r is Ring => r !== null)],
        ...lakes.filter((r): r is Ring => r !== null).map((r) => [r]),
      ],
    },
  };
  return sea;
}
