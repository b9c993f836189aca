import { DEFAULT_MAP_VIEW, TYPE_CODE, newId, type Component2D } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';

const renderer = lazyRenderer(() => import('../../map/MapView'));

/** A fresh map container: centre Beijing, zoom 15 within 3-20, pitch 30, level 10.0, empty item lists. */
function mapDefaults(typeCode: number): Component2D {
  const v = DEFAULT_MAP_VIEW;
  return {
    ...baseComponent(typeCode, 800, 500),
    _id: newId('webMap'),
    mapModel: {
      center: [v.center[0], v.center[1]],
      zoom: v.zoom,
      minZoom: v.minZoom,
      maxZoom: v.maxZoom,
      pitch: v.pitch,
      bearing: 0,
      level: v.level,
      baseStyle: 'offline',
      baseUrl: '',
      baseCrs: 'WGS84',
      dataCrs: 'WGS84',
      layer: [],
      vector: [],
      marker: [],
      pixels: [],
    },
  };
}

/**
 * The map containers: the WebGL map (4501) and the real map (4601), one definition for both codes. The
 * view (centre, zoom and its bounds, pitch, bearing) and the base map are the container's; its layers,
 * vectors, markers and pixels are child nodes edited in the map editing context (editor/map/).
 */
export const mapContainerDefinition: ComponentRuntime = {
  kind: 'mapContainer',
  typeCodes: [TYPE_CODE.webglMap, TYPE_CODE.realMap],
  defaults: (typeCode = TYPE_CODE.webglMap) => mapDefaults(typeCode),
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  events: [...POINTER_EVENTS],
};
