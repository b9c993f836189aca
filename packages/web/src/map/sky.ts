import type { Map as MapLibreMap } from 'maplibre-gl';

/** The part of MapLibre's style object this file touches (not in its public typings). */
interface StyleWithSky {
  stylesheet?: { sky?: unknown };
  sky?: { getEvaluated(): unknown; tcPatched?: boolean };
}

/**
 * MapLibre (6.x) draws its default sky in every frame, a full-screen pass, even when the style names no
 * sky and the horizon is out of view: in software WebGL (a wall PC or server without a GPU) that one pass
 * cost a quarter of the frame under a heat layer (bench/map, docs/maps.md). A style that names no sky
 * gets none, so above a steeply tilted horizon the map's container colour shows; a style with a `sky`
 * (or one set later with setSky), and the globe projection, which draws its atmosphere from it, keep it.
 * MapLibre makes a new sky object for every style it loads, so this runs on each.
 */
export function skipUnaskedSky(map: MapLibreMap): void {
  const apply = () => {
    const style = (map as unknown as { style?: StyleWithSky }).style;
    const sky = style?.sky;
    if (!sky || sky.tcPatched !== undefined) return;
    const evaluated = sky.getEvaluated.bind(sky);
    sky.tcPatched = false;
    sky.getEvaluated = () =>
      style.stylesheet?.sky !== undefined || map.getProjection()?.type === 'globe' ? evaluated() : undefined;
  };
  map.on('style.load', apply);
  if (map.isStyleLoaded()) apply();
}

/** Whether MapLibre will draw its sky pass in the next frame (tests and support figures). */
export function drawsSky(map: MapLibreMap): boolean {
  const sky = (map as unknown as { style?: StyleWithSky }).style?.sky;
  return Boolean(sky?.getEvaluated());
}
