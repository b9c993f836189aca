import { describe, expect, it } from 'vitest';
import type { Component3D } from '@twincanvas/model';
import { LayerHost } from '../../engine3d/layerHost';
import { headlessContext } from '../../engine3d/objects/testContext';
import { RUNTIMES_3D, definition3DOf } from '../registry';

/** A component of every kind, at the origin, with a fixed id per kind. */
const everyKind = (): Component3D[] =>
  RUNTIMES_3D.map((def) => ({ ...def.defaults({ x: 0, y: 0, z: 0 }), _id: `F-${def.type}` }));

describe('the layer host and live data of every 3D kind', () => {
  it('emits 40108 when a bound value changes, for every kind, and not for the same rows again', async () => {
    const ctx = headlessContext();
    const host = new LayerHost(ctx, definition3DOf);
    const list = everyKind();
    await host.set(list);
    const changes = () => ctx.events.filter((e) => e.eventCode === '40108').map((e) => e.componentId);
    for (const c of list) host.setData(c, [{ name: 'A', value: 1 }], false);
    // The first rows are not a change of value.
    expect(changes()).toEqual([]);
    // A refresh answering the same values (new objects) is not one either, nor a refresh turning stale.
    for (const c of list) host.setData(c, [{ name: 'A', value: 1 }], false);
    for (const c of list) host.setData(c, [{ name: 'A', value: 1 }], true);
    expect(changes()).toEqual([]);
    for (const c of list) host.setData(c, [{ name: 'A', value: 2 }], false);
    expect(changes().sort()).toEqual(list.map((c) => c._id).sort());
    expect(ctx.events.find((e) => e.componentId === 'F-sign' && e.eventCode === '40108')?.data).toEqual({
      name: 'A',
      value: 2,
    });
    // Every kind offers the event it now emits.
    for (const def of RUNTIMES_3D) expect(def.events).toContain('40108');
    host.dispose();
  });

  it('keeps stale components per type for the one stale badge, and forgets them as they turn fresh or leave', async () => {
    const ctx = headlessContext();
    const host = new LayerHost(ctx, definition3DOf);
    const signs = Array.from({ length: 3 }, (_, i) => ({
      ...definition3DOf('sign')!.defaults({ x: i, y: 0, z: 0 }),
      _id: `F-s${i}`,
    }));
    const pipe = { ...definition3DOf('pipeline')!.defaults({ x: 0, y: 0, z: 0 }), _id: 'F-pipe' };
    await host.set([...signs, pipe]);
    let notified = 0;
    const off = host.onStaleChange(() => notified++);
    host.setData(signs[0]!, [{ value: 1 }], true);
    host.setData(signs[2]!, [{ value: 1 }], true);
    host.setData(pipe, [{ value: 1 }], true);
    host.setData(pipe, [{ value: 1 }], true);
    expect(notified).toBe(3);
    expect(Object.fromEntries(host.staleByType())).toEqual({ sign: ['F-s0', 'F-s2'], pipeline: ['F-pipe'] });
    host.setData(signs[0]!, [{ value: 2 }], false);
    await host.set([signs[0]!, signs[1]!, signs[2]!]);
    expect(Object.fromEntries(host.staleByType())).toEqual({ sign: ['F-s2'] });
    expect(notified).toBe(5);
    off();
    host.dispose();
  });
});
