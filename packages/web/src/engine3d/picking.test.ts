import { afterEach, describe, expect, it } from 'vitest';
import { BoxGeometry, Mesh, MeshBasicMaterial, Scene } from 'three';
import type { Component2D, Component3D, DocNode } from '@twincanvas/model';
import { definition3DOf } from '../components/registry';
import { signDefinition } from '../components/sign/definition';
import { createInteractionRunner } from '../runtime/interactions/runner';
import { runnable3D } from '../runtime/interactions/scene3d';
import { useRuntime } from '../runtime/store';
import { LayerHost } from './layerHost';
import type { SceneLayerEvent } from './layers';
import { LoadedModel } from './model';
import { headlessContext } from './objects/testContext';
import { Picker, frontOf, layerWins } from './picking';

const W = 1280;
const H = 720;

/** A placard at the origin whose click shows a hidden 2D panel (`occlusion` as given). */
function clickablePlacard(occlusion: boolean): Component3D {
  const c = signDefinition.defaults({ x: 0, y: 0, z: 0 });
  return {
    ...c,
    _id: 'F-tank',
    propertyData: { ...(c.propertyData as object), text: 'Tank 1', occlusion },
    projectInteractionList: [
      {
        eventId: '40101',
        triggerId: 'F-tank',
        conditions: [],
        actions: { elseAction: [{ type: 'visibility', mode: 'show', targets: ['E-panel'] }] },
      },
    ],
  };
}

const panel = { _id: 'E-panel', componentType: '2005', initStatus: false } as Component2D;

/**
 * A wall between the camera and the placard, covering it on screen: the model part under the card is
 * nearer than the placard's anchor (what a card drawn above a point on the floor meets in front of a tank).
 */
function wallModel(): LoadedModel {
  const scene = new Scene();
  const wall = new Mesh(new BoxGeometry(60, 60, 1), new MeshBasicMaterial());
  wall.name = 'wall';
  wall.position.set(0, 0, 20);
  scene.add(wall);
  scene.updateMatrixWorld(true);
  return new LoadedModel(scene);
}

async function sceneWith(placard: Component3D) {
  const ctx = headlessContext(W, H);
  const layers = new LayerHost(ctx, definition3DOf);
  await layers.set([placard]);
  layers.tick(0.016, 0.016);
  const model = wallModel();
  const canvas = ctx.renderer.domElement;
  // happy-dom lays nothing out: the canvas' box is what a browser would report for a full-size canvas.
  canvas.getBoundingClientRect = () =>
    ({ left: 0, top: 0, right: W, bottom: H, width: W, height: H, x: 0, y: 0 }) as DOMRect;
  const events: SceneLayerEvent[] = [];
  const modelPicks: { path: string | null; onComponent: boolean; surface: string | null }[] = [];
  const picker = new Picker(
    canvas,
    { camera: ctx.camera, layers, model: () => model, modules: () => [], components: () => [placard] },
    (e) => events.push(e),
    (p, _additive, onComponent, surface) =>
      modelPicks.push({ path: p?.path ?? null, onComponent, surface: surface?.path ?? null }),
  );
  const probe = layers.layerOf('sign') as unknown as {
    probe(id: string): { screen: { fx: number; fy: number } | null };
  };
  const at = probe.probe(placard._id).screen!;
  const click = (shiftKey = false) =>
    canvas.dispatchEvent(
      new MouseEvent('click', { clientX: at.fx * W, clientY: at.fy * H, bubbles: true, shiftKey }),
    );
  return { events, modelPicks, click, dispose: () => (picker.dispose(), layers.dispose()) };
}

afterEach(() => useRuntime.getState().reset());

describe('picking 3D components', () => {
  it('an on-top hit covers any other; otherwise the nearer one is in front', () => {
    expect(frontOf({ componentId: 'a', distance: 90, onTop: true }, { componentId: 'b', distance: 5 })).toBe(
      true,
    );
    expect(frontOf({ componentId: 'a', distance: 9 }, { componentId: 'b', distance: 5 })).toBe(false);
    expect(layerWins({ componentId: 'a', distance: 90, onTop: true }, 10)).toBe(true);
    expect(layerWins({ componentId: 'a', distance: 90 }, 10)).toBe(false);
    expect(layerWins({ componentId: 'a', distance: 90 }, null)).toBe(true);
    expect(layerWins(null, 10)).toBe(false);
  });

  it('a click on a placard drawn over a nearer model part fires its 40101, which shows the 2D panel', async () => {
    const placard = clickablePlacard(false);
    const { events, modelPicks, click, dispose } = await sceneWith(placard);
    click();
    expect(events).toEqual([{ componentId: 'F-tank', eventCode: '40101', data: undefined }]);
    // The editor is told a component took the click (so it keeps the selection the event makes), and of
    // the wall behind the card: a component being placed lands there, not on "no model hit".
    expect(modelPicks.at(-1)).toEqual({ path: null, onComponent: true, surface: 'wall' });
    // Shift-click: the same event, marked for adding to the editor's selection.
    click(true);
    expect(events[1]).toEqual({ componentId: 'F-tank', eventCode: '40101', data: undefined, additive: true });
    events.pop();

    // The viewer hands the event to the same runner as 2D components.
    const doc = {
      projectScenesList: [
        {
          _id: 'S1',
          projectPageList: [{ _id: 'P1', projectTwoComponentList: [panel], components3D: [placard] }],
        },
      ],
      systemScenes: [],
    } as unknown as DocNode;
    const runner = createInteractionRunner({
      doc,
      current: () => ({ sceneId: 'S1', pageId: 'P1' }),
      changePage: () => undefined,
      openLink: () => undefined,
    });
    for (const e of events) runner.emit(runnable3D(doc, 'P1', e.componentId)!, '40101', e.data);
    expect(useRuntime.getState().byId['E-panel']?.visible).toBe(true);
    expect(runnable3D(doc, 'P2', 'F-tank')).toBeNull();
    runner.dispose();
    dispose();
  });

  it('a placard hidden behind the model (occlusion on) loses the click to the model', async () => {
    const { events, modelPicks, click, dispose } = await sceneWith(clickablePlacard(true));
    click();
    expect(events).toEqual([]);
    // A click on the model alone: the editor clears its selection on it.
    expect(modelPicks).toEqual([{ path: 'wall', onComponent: false, surface: 'wall' }]);
    dispose();
  });
});
