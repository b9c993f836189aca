import { useEffect } from 'react';
import type { Engine } from '../../engine3d';
import { useEditor } from '../store';
import { components3DOf, editedPage } from './commands';
import { pathPoints } from './pathEdit';
import { usePathEdit } from './pathEditState';

/**
 * Keeps the engine's point edit in step with the editor's: the edited path's layer shows its handles with
 * the selected point marked; the edit ends (EndPipelineEdit) when it is ended, when the selection moves
 * to anything else, or when the component leaves the page (deleted, undone, another page).
 */
export function usePathEditSync(engine: Engine | null): void {
  const componentId = usePathEdit((s) => s.componentId);
  const index = usePathEdit((s) => s.index);
  const selectedIds = useEditor((s) => s.selectedIds);
  const doc = useEditor((s) => s.doc);
  const pageId = useEditor((s) => s.pageId);
  const component = componentId
    ? components3DOf(doc ? editedPage() : null).find((c) => c._id === componentId)
    : undefined;
  const stillHere = Boolean(component) && selectedIds.length === 1 && selectedIds[0] === componentId;

  useEffect(() => {
    if (componentId && !stillHere) usePathEdit.getState().end();
  }, [componentId, stillHere, pageId]);

  const type = component?.type;
  useEffect(() => {
    if (!engine) return;
    if (componentId && type) engine.layers.editPoints({ _id: componentId, type }, index);
    else engine.EndPipelineEdit();
  }, [engine, componentId, type, index]);

  // A point index past the end (a point deleted by undo or by a co-editor) selects nothing.
  const count = component ? pathPoints(component).length : 0;
  useEffect(() => {
    if (index !== null && index >= count) usePathEdit.getState().select(null);
  }, [index, count]);
}
