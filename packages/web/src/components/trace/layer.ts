import type { SceneLayerFactory } from '../../engine3d/layers';
import { createLineLayer } from '../../engine3d/objects/lineLayer';
import { isShown, pathPositions, str } from '../common3d/component';

/** Traces: every path merged in one line draw; the label at the path's first point; handles on the edited one. */
export const createTraceLayer: SceneLayerFactory = (ctx) =>
  createLineLayer(
    ctx,
    'trace',
    (c, effect, _row, selected) => {
      const path = pathPositions(c);
      const text = effect.label ?? str(c, 'text', '');
      return {
        paths: path.length >= 2 ? [path] : [],
        colour: selected ? '#faad14' : (effect.color ?? str(c, 'color', '#f759ab')),
        label: path[0] && text ? { at: path[0], text } : undefined,
        visible: isShown(c) && effect.visible !== false,
      };
    },
    pathPositions,
  );
