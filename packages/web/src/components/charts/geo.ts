import { feature } from 'topojson-client';
import type { FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';
import { cutAtAntimeridian } from './antimeridian';

/**
 * Region outlines for the map charts, built from world-atlas (public domain, shipped in the bundle: no
 * downloads at run time). Imported only by the map renderer chunk.
 */
type Props = { name: string };

let world: FeatureCollection<Geometry, Props> | null = null;

export function worldGeoJson(): FeatureCollection<Geometry, Props> {
  const topo = countries as unknown as Topology<{ countries: GeometryCollection<Props> }>;
  if (!world) {
    const all = feature(topo, topo.objects.countries) as FeatureCollection<Geometry, Props>;
    // Russia, Fiji and Antarctica cross ±180°: cut them there, or the flat map draws a band across.
    world = {
      ...all,
      features: all.features.map((f) => ({ ...f, geometry: cutAtAntimeridian(f.geometry) })),
    };
  }
  return world;
}

/** China from the same outlines (mainland and Taiwan). */
export function chinaGeoJson(): FeatureCollection<Geometry, Props> {
  const all = worldGeoJson();
  return {
    ...all,
    features: all.features.filter((f) => f.properties.name === 'China' || f.properties.name === 'Taiwan'),
  };
}
