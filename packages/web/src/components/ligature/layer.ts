import type { SceneLayerFactory } from '../../engine3d/layers';
import { createLineLayer } from '../../engine3d/objects/lineLayer';
import { endpoints, isShown, str } from '../common3d/component';
import { rowLabel } from '../sign/look';

/**
 * Ligatures: one merged line draw for all, labels at the midpoints in one placard batch; the ligature
 * whose ends are edited shows a handle on its start and one on its end.
 */
export const createLigatureLayer: SceneLayerFactory = (ctx) =>
  createLineLayer(
    ctx,
    'ligature',
    (c, effect, row, selected) => {
      const ends = endpoints(c);
      const [a, b] = ends ?? [null, null];
      const text = effect.label ?? (row ? rowLabel(c, row) : str(c, 'text', ''));
      return {
        paths: a && b ? [[a, b]] : [],
        colour: selected ? '#faad14' : (effect.color ?? str(c, 'color', '#36cfc9')),
        label:
          a && b ? { at: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, z: (a.z + b.z) / 2 }, text } : undefined,
        visible: isShown(c) && effect.visible !== false,
      };
    },
    (c) => endpoints(c) ?? [],
  );
