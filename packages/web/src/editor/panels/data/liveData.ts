import { useEffect } from 'react';
import { mapItemsOf, type Component2D, type DataSourceConfig, type Page } from '@twincanvas/model';
import { startDataRuntime, memberTransport, sourceKindOf, type DataContext } from '../../../data/runtime';
import { targetOf } from '../../../data/useDataRuntime';
import { currentValues } from '../../../data/variables';
import { useRuntime } from '../../../runtime/store';
import { listOwner } from '../../docModel';
import { useEditor, type EditorState } from '../../store';

/** Data-bound components of the page being edited (groups and dynamic panels included). */
function boundComponents(s: EditorState): Component2D[] {
  const out: Component2D[] = [];
  const walk = (list: readonly Component2D[] | undefined) => {
    for (const c of list ?? []) {
      if (sourceKindOf(c.requestSource) !== 'static') out.push(c);
      walk(c.groupModel?.groupList);
      for (const p of c.dynamicModel?.pageList ?? []) walk(p.componentList);
      walk(mapItemsOf(c));
    }
  };
  if (s.doc) {
    const owner = listOwner(s.doc, s.pageId);
    walk(owner?.projectTwoComponentList);
    // The 3D components of the page run the same runtime; their layers read it (useLayerData).
    for (const c of (owner as Page | undefined)?.components3D ?? [])
      if (sourceKindOf(c.requestSource) !== 'static') out.push(c as unknown as Component2D);
  }
  return out;
}

/**
 * Live data on the editor canvas: every data-bound component of the open page runs the same data
 * runtime as the viewer (requests, auto refresh, filters), restarted when its requestSource changes
 * and stopped when it leaves the page or the editor closes.
 */
export function useEditorLiveData(): void {
  useEffect(() => {
    const running = new Map<string, { rs: DataSourceConfig | undefined; stop: () => void }>();
    let flag = '';
    let ctx: DataContext | null = null;
    let lastDoc: unknown = null;
    let lastPage = '';
    const sync = (s: EditorState) => {
      if (s.doc === lastDoc && s.pageId === lastPage && s.projectFlag === flag) return;
      lastDoc = s.doc;
      lastPage = s.pageId;
      if (s.projectFlag !== flag || !ctx) {
        flag = s.projectFlag;
        ctx = { projectFlag: flag, transport: memberTransport(flag), variables: currentValues };
        for (const r of running.values()) r.stop();
        running.clear();
      }
      const seen = new Set<string>();
      for (const c of boundComponents(s)) {
        seen.add(c._id);
        const current = running.get(c._id);
        if (current && current.rs === c.requestSource) continue;
        current?.stop();
        running.set(c._id, { rs: c.requestSource, stop: startDataRuntime(c, targetOf(c), ctx) });
      }
      for (const [id, r] of running)
        if (!seen.has(id)) {
          r.stop();
          running.delete(id);
          // Back to static data (or gone): the canvas shows the stored data again.
          useRuntime.getState().patch(id, { data: undefined, stale: false, mistake: false });
        }
    };
    sync(useEditor.getState());
    const unsubscribe = useEditor.subscribe(sync);
    return () => {
      unsubscribe();
      for (const r of running.values()) r.stop();
      running.clear();
    };
  }, []);
}
