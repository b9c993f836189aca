import { afterEach, describe, expect, it } from 'vitest';
import type { Component2D, DocNode } from '@twincanvas/model';
import { mapBus, type FlyTarget } from '../../map/bus';
import { createInteractionRunner, type InteractionContext } from './runner';

/** A button (or a clicked map marker) flies a map on the page: the mapFlyTo action through the runner. */
describe('mapFlyTo action', () => {
  const MAP = 'Mmap0001';
  let unregister: (() => void) | null = null;
  afterEach(() => unregister?.());

  function run(actions: unknown[], payload?: unknown, mapOnPage = true): FlyTarget[] {
    const flights: FlyTarget[] = [];
    // The camera a mounted MapView registers on the bus, recording where it is sent.
    unregister = mapBus.register(MAP, {
      flyTo: (t) => void flights.push(t),
      view: () => ({ center: [0, 0], zoom: 3, pitch: 0, bearing: 0 }),
    });
    const button: Component2D = {
      _id: 'E1',
      componentType: '2110',
      projectInteractionList: [{ eventId: '40101', actions: { elseAction: actions } }],
    } as unknown as Component2D;
    const map = { _id: MAP, componentType: '4501', mapModel: { layer: [], marker: [] } };
    const doc = {
      _id: 'A1',
      projectScenesList: [
        {
          _id: 'B1',
          scenesType: 1,
          projectPageList: [
            { _id: 'D1', projectTwoComponentList: mapOnPage ? [button, map] : [button] },
            { _id: 'D2', projectTwoComponentList: mapOnPage ? [] : [map] },
          ],
        },
      ],
    } as unknown as DocNode;
    const ctx: InteractionContext = {
      doc,
      current: () => ({ sceneId: 'B1', pageId: 'D1' }),
      changePage: () => undefined,
      openLink: () => undefined,
    };
    const runner = createInteractionRunner(ctx);
    runner.emit(button, '40101', payload);
    runner.dispose();
    return flights;
  }

  it('flies to a fixed place with zoom, pitch and bearing', () => {
    expect(
      run([{ type: 'mapFlyTo', target: MAP, lng: 120.15, lat: 30.28, zoom: 10, pitch: 40, bearing: 15 }]),
    ).toEqual([{ center: [120.15, 30.28], zoom: 10, pitch: 40, bearing: 15 }]);
    // Without zoom the map keeps its own; a zoom beyond any map is clamped.
    expect(run([{ type: 'mapFlyTo', target: MAP, lng: 116.4, lat: 39.9 }])).toEqual([
      { center: [116.4, 39.9] },
    ]);
    expect(run([{ type: 'mapFlyTo', target: MAP, lng: 116.4, lat: 39.9, zoom: 99 }])[0]!.zoom).toBe(24);
  });

  it('flies to the coordinates in the event data (a clicked marker), default and named keys', () => {
    const row = { name: '西湖', lng: 120.14, lat: '30.25', pos: { x: 121.47, y: 31.23 } };
    expect(run([{ type: 'mapFlyTo', target: MAP, from: 'payload', zoom: 12 }], row)).toEqual([
      { center: [120.14, 30.25], zoom: 12 },
    ]);
    expect(
      run([{ type: 'mapFlyTo', target: MAP, from: 'payload', lngKey: 'pos.x', latKey: 'pos.y' }], row),
    ).toEqual([{ center: [121.47, 31.23] }]);
  });

  it('flies nowhere without valid coordinates or when the map is not on the page', () => {
    expect(run([{ type: 'mapFlyTo', target: MAP, from: 'payload' }], { name: 'x' })).toEqual([]);
    expect(run([{ type: 'mapFlyTo', target: MAP, lng: 200, lat: 30 }])).toEqual([]);
    expect(run([{ type: 'mapFlyTo', target: MAP, lng: 'a', lat: 30 }])).toEqual([]);
    expect(run([{ type: 'mapFlyTo', target: MAP, lng: 116.4, lat: 39.9 }], undefined, false)).toEqual([]);
    expect(run([{ type: 'mapFlyTo', target: 'Mnone', lng: 116.4, lat: 39.9 }])).toEqual([]);
  });
});
