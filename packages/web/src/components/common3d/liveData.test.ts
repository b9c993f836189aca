import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Component2D, Component3D } from '@twincanvas/model';
import type { Answer } from '../../data/cache';
import { NO_VALUES } from '../../data/params';
import { startDataRuntime, type DataContext } from '../../data/runtime';
import { targetOf } from '../../data/useDataRuntime';
import { LayerHost } from '../../engine3d/layerHost';
import { ANCHOR_BLINK } from '../../engine3d/objects/billboards';
import type { PlacardBatch } from '../../engine3d/objects/placards';
import { headlessContext } from '../../engine3d/objects/testContext';
import { useRuntime } from '../../runtime/store';
import { definition3DOf } from '../registry';
import { signDefinition } from '../sign/definition';
import { has3DSource, rowsOf, target3DOf } from './liveData';
import { pushChangedData } from './useLayerData';

/** The transport seam (where share views plug in theirs): answers the rows the test sets. */
function source(rows: () => unknown): DataContext {
  return {
    projectFlag: 'P1',
    variables: () => NO_VALUES,
    transport: {
      proxy: async (): Promise<Answer> => ({ code: '0', data: { data: rows(), meta: {} } }),
      filtersByIds: async () => [],
      router: async () => undefined,
    },
  };
}

const boundPlacard = (): Component3D => ({
  ...signDefinition.defaults({ x: 1, y: 2, z: 3 }),
  _id: 'F-tank',
  requestSource: { type: 'api', url: 'http://127.0.0.1/x', effect: { name: 'tag', value: 'temp' } },
  conditionData: {
    rules: [
      {
        id: 'hot',
        field: 'value',
        match: { kind: 'range', min: 80, minExclusive: true },
        effect: { color: '#ff0000', blink: true },
      },
    ],
  },
});

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(ok()).toBe(true);
};

beforeEach(() => useRuntime.getState().reset());
afterEach(() => useRuntime.getState().reset());

describe('3D data binding', () => {
  it('maps rows to the fields of the kind and data mode', () => {
    const c = boundPlacard();
    expect(target3DOf(c)).toEqual({ mode: 'list', fields: ['name', 'value', 'status', 'unit'] });
    expect(targetOf(c as unknown as Component2D)).toEqual(target3DOf(c));
    expect(target3DOf({ type: 'heatMap', propertyData: {} }).fields).toEqual([
      'name',
      'x',
      'y',
      'z',
      'value',
    ]);
    expect(has3DSource(c)).toBe(true);
    expect(has3DSource({ requestSource: { type: 'static' } })).toBe(false);
    expect(rowsOf(undefined)).toBeNull();
    expect(rowsOf({ value: 1 })).toEqual([{ value: 1 }]);
    expect(rowsOf(7)).toEqual([{ value: 7 }]);
    expect(rowsOf([{ a: 1 }, 2])).toEqual([{ a: 1 }]);
  });

  it('a source feeds the placard layer through the data runtime; rules colour it, replayed after load', async () => {
    const ctx = headlessContext();
    const host = new LayerHost(ctx, definition3DOf);
    const c = boundPlacard();
    let temp = 42;
    const stop = startDataRuntime(
      c as unknown as Component2D,
      targetOf(c as unknown as Component2D),
      source(() => [{ tag: 'Tank 1', temp }]),
    );
    const seen = new Map<string, { data: unknown; stale: boolean }>();
    const sync = () => pushChangedData(host, [c], useRuntime.getState().byId, seen);
    const unsubscribe = useRuntime.subscribe(sync);
    // The first answer may arrive before the sign layer has loaded: the host keeps it and replays it.
    await until(() => useRuntime.getState().byId['F-tank']?.data !== undefined);
    expect(useRuntime.getState().byId['F-tank']?.data).toEqual([{ name: 'Tank 1', value: 42 }]);
    await host.set([c]);
    const signLayer = host.layerOf('sign') as unknown as { batch: PlacardBatch };
    const colour = () => {
      const a = signLayer.batch.cards.mesh.geometry.getAttribute('iColor');
      return [a.getX(0), a.getY(0), a.getZ(0)];
    };
    expect(signLayer.batch.anchors.flags(0) & ANCHOR_BLINK).toBe(0);
    expect(colour()).not.toEqual([1, 0, 0]);

    // The row changes at the source: the next refresh runs the rule (value > 80 → red, blinking).
    temp = 95;
    useRuntime.getState().patch('F-tank', { data: undefined });
    const again = startDataRuntime(
      c as unknown as Component2D,
      targetOf(c as unknown as Component2D),
      source(() => [{ tag: 'Tank 1', temp }]),
    );
    await until(() => (signLayer.batch.anchors.flags(0) & ANCHOR_BLINK) !== 0);
    host.tick(0.016, 0.016); // the next frame uploads the written rows
    expect(colour()).toEqual([1, 0, 0]);
    expect(ctx.events.some((e) => e.componentId === 'F-tank' && e.eventCode === '40108')).toBe(true);

    // A failed refresh keeps the row, flagged stale: the stale look replaces the blink.
    useRuntime.getState().patch('F-tank', { stale: true });
    expect(signLayer.batch.anchors.flags(0) & ANCHOR_BLINK).toBe(0);
    stop();
    again();
    unsubscribe();
    host.dispose();
  });
});
