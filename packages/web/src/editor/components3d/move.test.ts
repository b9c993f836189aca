import { describe, expect, it } from 'vitest';
import { BoxGeometry, Mesh, MeshBasicMaterial, PerspectiveCamera, Scene } from 'three';
import {
  applyOps,
  invertOps,
  lock3DOp,
  moveMany3DOps,
  pivot3D,
  position3D,
  shifted3D,
} from '@twincanvas/model';
import { pipelineDefinition } from '../../components/pipeline/definition';
import { signDefinition } from '../../components/sign/definition';
import { LoadedModel } from '../../engine3d/model';
import { surfaceThrough } from '../../engine3d/picking';
import { at, docWith, list } from './doc3d.testkit';

describe('moving several 3D components with the gizmo', () => {
  const a = { ...signDefinition.defaults(at(0, 0, 0)), _id: 'F-a' };
  const b = { ...signDefinition.defaults(at(4, 2, 0)), _id: 'F-b' };

  it('sits the gizmo at the centre of the selection', () => {
    expect(pivot3D([a, b])).toEqual(at(2, 1, 0));
    expect(pivot3D([])).toEqual(at(0, 0, 0));
  });

  it('moves every selected component by one delta in one edit that one undo reverts; a path keeps its shape', () => {
    const pipe = pipelineDefinition.defaults(at(10, 0, 0));
    const doc = docWith([a, b, pipe]);
    const ops = moveMany3DOps(doc, list(doc), at(1, 0, -2));
    expect(ops).toHaveLength(3);
    const moved = applyOps(doc, ops);
    expect(list(moved).map(position3D)).toEqual([at(1, 0, -2), at(5, 2, -2), at(11, 0, -2)]);
    expect(list(moved)[2]!.pointData).toEqual(shifted3D(pipe, at(1, 0, -2)).pointData);
    expect(list(applyOps(moved, invertOps(ops)))).toEqual(list(doc));
  });

  it('leaves locked components where they are', () => {
    const doc = docWith([a, b]);
    const locked = applyOps(doc, [lock3DOp(doc, b, true)]);
    const ops = moveMany3DOps(locked, list(locked), at(0, 3, 0));
    expect(ops).toHaveLength(1);
    expect(list(applyOps(locked, ops)).map(position3D)).toEqual([at(0, 3, 0), at(4, 2, 0)]);
    expect(moveMany3DOps(doc, list(doc), at(0, 0, 0))).toEqual([]);
  });
});

describe('snapping a dragged component to the model surface', () => {
  // A floor (top at y = 0) and a 4 m block standing on it, seen from above and in front.
  const scene = new Scene();
  const floor = new Mesh(new BoxGeometry(100, 1, 100), new MeshBasicMaterial());
  floor.position.set(0, -0.5, 0);
  const block = new Mesh(new BoxGeometry(4, 4, 4), new MeshBasicMaterial());
  block.position.set(10, 2, 0);
  scene.add(floor, block);
  scene.updateMatrixWorld(true);
  const model = new LoadedModel(scene);
  const camera = new PerspectiveCamera(50, 16 / 9, 0.1, 1000);
  camera.position.set(0, 30, 40);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  camera.updateProjectionMatrix();

  it('lands on the floor seen through a point floating above it', () => {
    const hit = surfaceThrough(at(0, 5, 0), camera, model)!;
    expect(hit.y).toBeCloseTo(0, 5);
    // Along the camera's ray: farther than the dragged point, in the same screen spot.
    expect(hit.z).toBeLessThan(0);
  });

  it('lands on the top of the block when the block is what is seen there', () => {
    const hit = surfaceThrough(at(10, 4, 0), camera, model)!;
    expect(hit.y).toBeCloseTo(4, 5);
    expect(hit.x).toBeCloseTo(10, 5);
  });

  it('does not snap with no model under the point or behind the camera', () => {
    expect(surfaceThrough(at(0, 5, 0), camera, null)).toBeNull();
    expect(surfaceThrough(at(0, 200, -10), camera, model)).toBeNull();
    expect(surfaceThrough(at(0, 30, 80), camera, model)).toBeNull();
  });
});
