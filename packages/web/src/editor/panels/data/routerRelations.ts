import { useEffect } from 'react';
import { message } from 'antd';
import { mapItemsOf, type Component2D, type DocNode, type Project } from '@twincanvas/model';
import i18n from '../../../app/i18n';
import { dataApi, type RelationEntry } from '../../../data/api';
import { routerRefOf, sourceKindOf } from '../../../data/runtime';
import { useEditor } from '../../store';

/**
 * Router relations per component (docs/reference.md#api): the server records which component uses which router.
 * Rather than teaching every edit (paste, delete, cut, undo, redo, binding in the data panel) about
 * routers, the editor compares the router bindings of the document before and after each change: new
 * bindings are added (paste, undo of a delete, binding), vanished ones deleted (delete, cut, rebinding).
 * Failures warn with the router relation messages (docs/reference.md#errors) and are not retried (the relation list is advisory).
 */
interface Binding {
  key: string;
  entry: RelationEntry;
  routerId: string;
  routerType: number;
}

function walk(
  list: readonly Component2D[] | undefined,
  at: { sceneId: string; pageId: string; groupId?: string; mapId?: string },
  out: Map<string, Binding>,
  projectFlag: string,
): void {
  for (const c of list ?? []) {
    const rs = c.requestSource;
    if (rs && sourceKindOf(rs) === 'router') {
      const ref = routerRefOf(rs);
      if (ref) {
        const key = `${c._id}|${ref.id}`;
        // A map item's relation names the map as the component and the item as its map child.
        const entry: RelationEntry = at.mapId
          ? { projectFlag, sceneId: at.sceneId, pageId: at.pageId, componentId: at.mapId, mapChildId: c._id }
          : { projectFlag, sceneId: at.sceneId, pageId: at.pageId, componentId: c._id };
        if (at.groupId) entry.groupId = at.groupId;
        out.set(key, { key, entry, routerId: ref.id, routerType: ref.routerType });
      }
    }
    walk(c.groupModel?.groupList, { ...at, groupId: c._id }, out, projectFlag);
    for (const p of c.dynamicModel?.pageList ?? []) walk(p.componentList, at, out, projectFlag);
    walk(mapItemsOf(c), { ...at, mapId: c._id }, out, projectFlag);
  }
}

/** Every router binding of a document, keyed by component and router. */
export function routerBindings(doc: DocNode | null, projectFlag: string): Map<string, Binding> {
  const out = new Map<string, Binding>();
  if (!doc) return out;
  const project = doc as unknown as Project;
  for (const scene of project.projectScenesList ?? [])
    for (const page of scene.projectPageList ?? [])
      walk(page.projectTwoComponentList, { sceneId: scene._id, pageId: page._id }, out, projectFlag);
  for (const system of project.systemScenes ?? [])
    walk(system.projectTwoComponentList, { sceneId: system._id, pageId: system._id }, out, projectFlag);
  return out;
}

/** The relation calls a change of bindings needs. */
export function relationChanges(before: Map<string, Binding>, after: Map<string, Binding>) {
  const toEntries = (list: Binding[]) =>
    list.map((b) => ({ ...b.entry, routers: [{ id: b.routerId, routerType: b.routerType }] }));
  return {
    add: toEntries([...after.values()].filter((b) => !before.has(b.key))),
    remove: toEntries([...before.values()].filter((b) => !after.has(b.key))),
  };
}

const warn = (key: 'relationAddFailed' | 'relationDeleteFailed') =>
  void message.warning(i18n.t(`dataBinding.${key}`));

/** Keeps the server's router relations in step with the edited document while the editor is open. */
export function useRouterRelationsSync(): void {
  useEffect(() => {
    let flag = useEditor.getState().projectFlag;
    let doc = useEditor.getState().doc;
    let before = routerBindings(doc, flag);
    return useEditor.subscribe((s) => {
      if (s.doc === doc) return;
      const fresh = s.projectFlag !== flag;
      doc = s.doc;
      flag = s.projectFlag;
      const after = routerBindings(doc, flag);
      // A newly loaded project is the baseline, not a change.
      const { add, remove } = fresh ? { add: [], remove: [] } : relationChanges(before, after);
      before = after;
      if (add.length > 0) dataApi.addRelations(add).catch(() => warn('relationAddFailed'));
      if (remove.length > 0) dataApi.deleteRelations(remove).catch(() => warn('relationDeleteFailed'));
    });
  }, []);
}
