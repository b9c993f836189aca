import { describe, expect, it } from 'vitest';
import type { Component3D } from '@twincanvas/model';
import { isShown, withShown } from '../components/common3d/component';
import { definition3DOf } from '../components/registry';
import { heatMapDefinition } from '../components/heatMap/definition';
import { signDefinition } from '../components/sign/definition';
import { LayerHost } from './layerHost';
import { headlessContext } from './objects/testContext';
import { RuntimeShown } from './runtimeShown';

const placard = (): Component3D => ({ ...signDefinition.defaults({ x: 0, y: 0, z: 0 }), _id: 'F-1' });

describe('show and hide of 3D components by interactions', () => {
  it('sets the flag each kind keeps (heatMap on the component, the others on their first point)', () => {
    const p = withShown(placard(), false);
    expect(p.pointData?.[0]?.mainPoint?.showOn).toBe(false);
    expect(p.showOn).not.toBe(false);
    const heat = withShown({ ...heatMapDefinition.defaults({ x: 0, y: 0, z: 0 }), _id: 'F-h' }, false);
    expect(heat.showOn).toBe(false);
    expect(isShown(heat)).toBe(false);
  });

  it('hides, toggles back and shows a placard in its layer, never touching the stored component', async () => {
    const ctx = headlessContext();
    const layers = new LayerHost(ctx, definition3DOf);
    const stored = [placard()];
    await layers.set(stored);
    const probe = () =>
      (layers.layerOf('sign') as unknown as { probe(id: string): { visible: boolean } }).probe('F-1').visible;
    expect(probe()).toBe(true);
    const shown = new RuntimeShown();
    expect(shown.apply(stored[0]!, 'hide')).toBe(true);
    await layers.set(shown.over(stored));
    expect(probe()).toBe(false);
    expect(shown.apply(stored[0]!, 'hide')).toBe(false); // already hidden: nothing to redo
    expect(shown.apply(stored[0]!, 'toggle')).toBe(true);
    await layers.set(shown.over(stored));
    expect(probe()).toBe(true);
    expect(isShown(stored[0]!)).toBe(true);
    shown.apply(stored[0]!, 'hide');
    shown.forget('F-1');
    expect(shown.over(stored)).toBe(stored);
    layers.dispose();
  });
});
