import { useEffect, useMemo } from 'react';
import { type Component3D, isLocked3D, type Page, pivot3D, shifted3D, type Vector3 } from '@twincanvas/model';
import type { Engine } from '../../engine3d';
import { listOwner } from '../docModel';
import { useEditor } from '../store';
import { moveMany3D } from './commands';
import { movePoint, previewPoint } from './pathCommands';
import { pathPoints } from './pathEdit';
import { usePathEdit } from './pathEditState';
import { useSnap3D } from './placing';

const round = (v: number) => Math.round(v * 1000) / 1000;
const add = (p: Vector3, d: Vector3): Vector3 => ({ x: p.x + d.x, y: p.y + d.y, z: p.z + d.z });

/** What the gizmo moves: where it starts, the engine's preview for a delta, and the commit on release. */
interface Mover {
  from: Vector3;
  preview(delta: Vector3): Component3D[];
  commit(delta: Vector3): void;
}

/**
 * The move gizmo (three's TransformControls, loaded with the scene layer) on the selected, unlocked 3D
 * components, at the centre of their first points: dragging previews the move of all of them in the
 * engine and the release commits one edit (one undo). With surface snapping on (the scene bar's toggle,
 * or Shift held while dragging) the gizmo lands on the model surface seen through it (a BVH raycast).
 * The camera stays still while a handle is dragged. While a path's points are edited, the gizmo sits on
 * the selected point and moves that point alone (one update3D on release).
 */
export function Gizmo3D({ engine }: { engine: Engine | null }) {
  const doc = useEditor((s) => s.doc);
  const pageId = useEditor((s) => s.pageId);
  const selectedIds = useEditor((s) => s.selectedIds);
  const editedId = usePathEdit((s) => s.componentId);
  const pointIndex = usePathEdit((s) => s.index);
  const mover = useMemo((): Mover | null => {
    if (!doc || selectedIds.length === 0) return null;
    const ids = new Set(selectedIds);
    const list = (listOwner(doc, pageId) as Page | undefined)?.components3D ?? [];
    const targets = list.filter((c) => ids.has(c._id) && !isLocked3D(c));
    const path = editedId ? targets.find((c) => c._id === editedId) : undefined;
    if (editedId) {
      // The point edit: the gizmo moves the selected point only, or stays away while none is selected.
      const at = path && pointIndex !== null ? pathPoints(path)[pointIndex] : undefined;
      if (!path || pointIndex === null || !at) return null;
      return {
        from: at,
        preview: (d) => [previewPoint(path, pointIndex, add(at, d))],
        commit: (d) => void movePoint(path, pointIndex, add(at, d)),
      };
    }
    if (targets.length === 0) return null;
    return {
      from: pivot3D(targets),
      preview: (d) => targets.map((c) => shifted3D(c, d)),
      commit: (d) => void moveMany3D(targets, d),
    };
  }, [doc, pageId, selectedIds, editedId, pointIndex]);
  useEffect(() => {
    if (!engine || !mover) return;
    let alive = true;
    let dispose = () => undefined as void;
    let shift = false;
    const onKey = (e: KeyboardEvent) => void (shift = e.shiftKey);
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    void Promise.all([import('three'), import('three/addons/controls/TransformControls.js')]).then(
      ([{ Object3D }, { TransformControls }]) => {
        if (!alive) return;
        const from = mover.from;
        const anchor = new Object3D();
        anchor.position.set(from.x, from.y, from.z);
        engine.scene.add(anchor);
        const gizmo = new TransformControls(engine.camera, engine.canvas);
        gizmo.setSize(0.8);
        gizmo.attach(anchor);
        const helper = gizmo.getHelper();
        helper.name = 'tc-gizmo';
        engine.scene.add(helper);
        const delta = () => ({
          x: anchor.position.x - from.x,
          y: anchor.position.y - from.y,
          z: anchor.position.z - from.z,
        });
        gizmo.addEventListener('change', () => engine.requestRender());
        gizmo.addEventListener('objectChange', () => {
          if (useSnap3D.getState().snap || shift) {
            const hit = engine.picker.surfaceThrough(anchor.position);
            if (hit) anchor.position.set(hit.x, hit.y, hit.z);
          }
          const d = delta();
          void engine.set3DComponent(mover.preview(d), false);
        });
        gizmo.addEventListener('dragging-changed', (e) => {
          const dragging = Boolean((e as { value?: unknown }).value);
          engine.controls.setEnabled(!dragging);
          if (!dragging) {
            const d = delta();
            mover.commit({ x: round(d.x), y: round(d.y), z: round(d.z) });
          }
        });
        engine.requestRender();
        dispose = () => {
          gizmo.detach();
          gizmo.dispose();
          engine.scene.remove(helper, anchor);
          engine.controls.setEnabled(true);
          engine.requestRender();
        };
      },
    );
    return () => {
      alive = false;
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
      dispose();
    };
  }, [engine, mover]);
  return null;
}
