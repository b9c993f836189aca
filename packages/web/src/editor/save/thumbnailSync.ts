import { api } from '../../app/api';
import { schematicThumbnail } from '../thumbnail';

/** Quiet time after the last save before the thumbnail is refreshed: one upload per burst of edits. */
const THUMBNAIL_DEBOUNCE_MS = 3000;

/**
 * Keeps the project's thumbnail in step with its first page: after saves settle, the schematic is
 * recomputed and sent only when it changed.
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
