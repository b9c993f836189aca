import { describe, expect, it } from 'vitest';
import { Matrix4, Vector3 } from 'three';
import type { InstancedMesh } from 'three';
import type { Component3D } from '@twincanvas/model';
import { LayerHost } from '../../engine3d/layerHost';
import type { PlacardBatch } from '../../engine3d/objects/placards';
import { headlessContext } from '../../engine3d/objects/testContext';
import { definition3DOf } from '../registry';

const placed = (mesh: InstancedMesh, i: number) => {
  const m = new Matrix4();
  mesh.getMatrixAt(i, m);
  const p = new Vector3().setFromMatrixPosition(m);
  return { x: p.x, z: p.z, scale: new Vector3().setFromMatrixScale(m).x };
};

/** A trail 0 → (10,0,0) → (10,0,10) at 5 m/s carrying `rider` (its selected point), and the page's host. */
async function page(rider: Component3D) {
  const ctx = headlessContext();
  const host = new LayerHost(ctx, definition3DOf);
  const trail: Component3D = {
    ...definition3DOf('trail')!.defaults({ x: 0, y: 0, z: 0 }),
    _id: 'F-trail',
    generalData: { selectId: rider._id },
  };
  await host.set([trail, rider]);
  const movers = () =>
    host.layerOf('trail')!.root.getObjectByName('trail-movers') as unknown as InstancedMesh;
  return { host, trail, movers };
}

describe('a trail carries its selected point', () => {
  it('moves the selected placard along the path in place of its cone, and lets it go when unselected', async () => {
    const sign = { ...definition3DOf('sign')!.defaults({ x: 50, y: 0, z: 50 }), _id: 'F-car' };
    const { host, trail, movers } = await page(sign);
    const batch = (host.layerOf('sign') as unknown as { batch: PlacardBatch }).batch;
    const anchor = () => batch.position(0, new Vector3());
    host.tick(1, 1);
    // 5 m along: the placard's anchor is there, the cone is not drawn.
    expect(anchor().toArray()).toEqual([5, 0, 0]);
    expect(placed(movers(), 0).scale).toBe(0);
    host.tick(1, 2);
    expect(anchor().toArray()).toEqual([10, 0, 0]);
    // Without a selected point the placard goes back to its own point and the cone shows again.
    await host.set([{ ...trail, generalData: {} }, sign]);
    expect(anchor().toArray()).toEqual([50, 0, 50]);
    expect(placed(movers(), 0)).toMatchObject({ x: 10, z: 0, scale: 1 });
    host.dispose();
  });

  it('carries an object of the others kind the same way; a selected id naming nothing keeps the cone', async () => {
    const box = { ...definition3DOf('others')!.defaults({ x: 50, y: 0, z: 50 }, 'box'), _id: 'F-box' };
    const { host, trail, movers } = await page(box);
    host.tick(1, 1);
    const mesh = host.layerOf('others')!.root.getObjectByName('others:box') as unknown as InstancedMesh;
    expect(placed(mesh, 0)).toMatchObject({ x: 5, z: 0 });
    expect(placed(movers(), 0).scale).toBe(0);
    await host.set([{ ...trail, generalData: { selectId: 'F-gone' } }, box]);
    host.tick(1, 2);
    expect(placed(mesh, 0)).toMatchObject({ x: 50, z: 50 });
    expect(placed(movers(), 0)).toMatchObject({ x: 10, scale: 1 });
    host.dispose();
  });
});
