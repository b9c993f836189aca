import { SCENE_TYPE_3D } from '@twincanvas/model';
import { api } from '../../app/api';
import { schematicThumbnail } from '../thumbnail';

/** Quiet time after the last save before the thumbnail is refreshed: one upload per burst of edits. */
const THUMBNAIL_DEBOUNCE_MS = 3000;

/**
 * Keeps the project's thumbnail in step with its first page: after saves settle, the schematic is
 * recomputed and sent only when it changed. A 3D first scene's cover is its rendered picture instead.
 */
export function thumbnailSync(projectId: string, initial: string | null, readDoc: () => object | null) {
  let last = initial;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    saved(): void {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const doc = readDoc();
        if (!doc) return;
        // A 3D first scene is pictured from its rendering instead (editor/scene3d/sceneThumbnails.ts).
        const first = (doc as { projectScenesList?: { scenesType?: unknown }[] }).projectScenesList?.[0];
        if (first?.scenesType === SCENE_TYPE_3D) return;
        const url = schematicThumbnail(doc);
        if (url === last) return;
        last = url;
        void api.post('project/v2/update', { projectId, thumbnailUrl: url }, { quiet: true }).catch(() => {
          last = null; // try again after the next save
        });
      }, THUMBNAIL_DEBOUNCE_MS);
    },
    stop(): void {
      clearTimeout(timer);
    },
  };
}
