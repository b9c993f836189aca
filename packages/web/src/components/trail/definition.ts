import type { Component3DRuntime } from '../types';
import { EVENTS_3D, base3D, pointAt } from '../common3d/component';

/** The kinds a trail can carry as its selected point (their layers draw a component elsewhere: `moveTo`). */
export const CARRIED_TYPES: readonly string[] = ['sign', 'others'];

/**
 * Trails: an object moving along a path at a speed in metres per second, firing 50101 "reach" at each
 * point and at the end; a recorded track (rows with x, y, z, time) replays and can be scrubbed in time.
 * `generalData.selectId` is its selected point: the placard or object that moves along the trail in place
 * of the default mover, cleared when that component is deleted.
 */
export const trailDefinition: Component3DRuntime = {
  space: '3d',
  kind: 'trail',
  type: 'trail',
  name: { zh: '轨迹', en: 'Trail' },
  defaults(at) {
    const c = base3D(
      'trail',
      at,
      { zh: '轨迹', en: 'Trail' },
      {
        speed: 5,
        loop: false,
        autoplay: true,
        color: '#fa8c16',
        markerColor: '#ffd666',
        playbackRate: 1,
        dataMode: 'plate',
      },
    );
    c.pointData = [
      pointAt(at),
      pointAt({ x: at.x + 10, y: at.y, z: at.z }),
      pointAt({ x: at.x + 10, y: at.y, z: at.z + 10 }),
    ];
    return c;
  },
  events: [...EVENTS_3D, '50101'],
  loadLayer: () => import('./layer').then((m) => m.createTrailLayer),
};
