import { message } from 'antd';
import {
  ID_PREFIXES,
  checkDynamicPanelCopy,
  moveIntoGroup,
  moveOutOfGroup,
  updateOp,
  type RuleResult,
  validateName,
  type Component2D,
  type DocNode,
  type Operation,
} from '@twincanvas/model';
import i18n from '../app/i18n';
import { createComponent } from '../components/registry';
import { editorApi } from './api';
import {
  canvasSize,
  contextOf,
  contextOrigin,
  pagesOf,
  parentGroupId,
  scenesOf,
  systemSceneOf,
} from './docModel';
import {
  addComponentOps,
  addPageOps,
  addSceneOps,
  copyPageOps,
  copySceneOps,
  deleteNodeOps,
  moveOrderOps,
  propertyOp,
  renameOp,
  reorderOps,
} from './edits';
import { visibleCanvas } from './execute';
import { withProjectPlanDeep } from './projectPlan';
import { useEditor } from './store';
import './dynamicPanel/locales';

/** Edits with arguments, bound to the store: each builds ops with ./edits and commits them (undoable). */

const t = (key: string, opts?: Record<string, unknown>) => i18n.t(`editor.${key}`, opts);

/** Adds a component of a type at a canvas point (the centre of the visible canvas by default). */
export function addComponent(typeCode: number, at?: { x: number; y: number }): string | null {
  const s = useEditor.getState();
  if (!s.doc) return null;
  const created = createComponent(typeCode);
  // A new chart starts from the project's colour plan (issue 10.4); other kinds come back unchanged.
  const component = created && withProjectPlanDeep(created, s.doc);
  const ctx = contextOf(s.doc, s.pageId, s.groupPath);
  if (!component || !ctx) return null;
  if (ctx.parentId.startsWith(ID_PREFIXES.dynamicPage) && checkDynamicPanelCopy(component)) {
    void message.warning(i18n.t('dynamicPanelEdit.noNesting'));
    return null;
  }
  const view = visibleCanvas(s);
  const point = at ?? { x: view.left + view.width / 2, y: view.top + view.height / 2 };
  const origin = contextOrigin(s.doc, s.pageId, s.groupPath);
  const ops = addComponentOps(
    ctx,
    component,
    { x: point.x - origin.x, y: point.y - origin.y },
    parentGroupId(s.doc, s.pageId, s.groupPath),
  );
  s.commit(ops, 'add2D', [component._id]);
  return component._id;
}

/**
 * A property-panel change: one update op. A `stateUpdate` (a number field, which its arrows step again
 * and again) is a component-state update, throttled at 600 ms (docs/reference.md#saving): steps of the same
 * property inside the window are one undo step and one save. Other changes are one step each.
 */
/** The history operation of a property edit: update3D for a 3D component (no componentType), else update2D. */
export function updateOperationOf(node: Pick<Component2D, 'componentType'> & { type?: unknown }): string {
  return node.componentType === undefined && typeof node.type === 'string' ? 'update3D' : 'update2D';
}

export function setProperty(
  node: Component2D,
  path: string,
  value: unknown,
  opts: { stateUpdate?: boolean; operation?: string } = {},
): void {
  const key = opts.stateUpdate ? `${node._id}.${path}` : undefined;
  useEditor
    .getState()
    .commit([propertyOp(node, path, value)], opts.operation ?? updateOperationOf(node), undefined, key);
}

function checkedName(name: string): boolean {
  const problem = validateName(name);
  if (problem) void message.warning(i18n.language === 'en' ? problem.en : problem.zh);
  return problem === null;
}

export function renameNode(
  nodeId: string,
  field: string,
  oldName: unknown,
  name: string,
  operation: string,
): void {
  if (name === oldName || !checkedName(name)) return;
  useEditor.getState().commit([renameOp(nodeId, field, oldName, name)], operation);
}

export function reorderLayer(id: string, toIndex: number): void {
  const s = useEditor.getState();
  const ctx = s.doc ? contextOf(s.doc, s.pageId, s.groupPath) : null;
  if (ctx) s.commit(reorderOps(ctx.list, id, toIndex), 'change2DLevel');
}

/** A layer-list move into or out of a group (docs/reference.md#groups): one undoable edit, or the rule's refusal. */
function commitMembership(result: (ctx: NonNullable<ReturnType<typeof contextOf>>) => RuleResult): void {
  const s = useEditor.getState();
  const ctx = s.doc ? contextOf(s.doc, s.pageId, s.groupPath) : null;
  if (!ctx) return;
  const outcome = result(ctx);
  if (!outcome.ok) {
    void message.warning(i18n.language === 'en' ? outcome.refusal.en : outcome.refusal.zh);
    return;
  }
  s.commit(outcome.ops, 'update2D');
}

export function moveLayerIntoGroup(id: string, groupId: string): void {
  commitMembership((ctx) => moveIntoGroup(ctx, id, groupId));
}

export function moveLayerOutOfGroup(groupId: string, memberId: string): void {
  const s = useEditor.getState();
  const pid = s.doc ? parentGroupId(s.doc, s.pageId, s.groupPath) : undefined;
  commitMembership((ctx) => moveOutOfGroup(ctx, groupId, memberId, pid));
}

export function toggleFlag(node: Component2D, field: 'lock' | 'show'): void {
  const current = field === 'show' ? node.show !== false : node.lock === true;
  useEditor.getState().commit([propertyOp(node, field, !current)], 'update2D');
}

export function addPage(sceneId: string): void {
  const s = useEditor.getState();
  const scene = s.doc ? scenesOf(s.doc).find((x) => x._id === sceneId) : undefined;
  if (!scene) return;
  const { ops, pageId } = addPageOps(scene, t('scene.newPage', { n: scene.projectPageList.length + 1 }));
  if (s.commit(ops, 'updateScene')) s.openPage(sceneId, pageId);
}

export function addScene(): void {
  const s = useEditor.getState();
  if (!s.doc) return;
  const n = scenesOf(s.doc).length + 1;
  const { ops, sceneId, pageId } = addSceneOps(
    s.doc,
    t('scene.newScene', { n }),
    t('scene.newPage', { n: 1 }),
  );
  if (s.commit(ops, 'updateScene')) s.openPage(sceneId, pageId);
}

export function copyPage(sceneId: string, pageId: string): void {
  const s = useEditor.getState();
  const scene = s.doc ? scenesOf(s.doc).find((x) => x._id === sceneId) : undefined;
  const result = scene ? copyPageOps(scene, pageId) : null;
  if (result && s.commit(result.ops, 'updateScene')) s.openPage(sceneId, result.pageId);
}

export function copyScene(sceneId: string): void {
  const s = useEditor.getState();
  const result = s.doc ? copySceneOps(s.doc, sceneId) : null;
  if (!result || !s.commit(result.ops, 'updateScene')) return;
  const scene = scenesOf(useEditor.getState().doc!).find((x) => x._id === result.sceneId);
  const page = scene ? pagesOf(scene)[0] : undefined;
  if (page) s.openPage(result.sceneId, page._id);
}

/** Moves a page to another position of its scene (by pageOrder). */
export function movePage(sceneId: string, pageId: string, toIndex: number): void {
  const s = useEditor.getState();
  const scene = s.doc ? scenesOf(s.doc).find((x) => x._id === sceneId) : undefined;
  if (!scene) return;
  const pages = pagesOf(scene) as unknown as DocNode[];
  s.commit(moveOrderOps(pages, 'pageOrder', pageId, toIndex), 'updateScene');
}

/** Moves a scene to another position of the project (by scenesOrder). */
export function moveScene(sceneId: string, toIndex: number): void {
  const s = useEditor.getState();
  if (!s.doc) return;
  const scenes = scenesOf(s.doc) as unknown as DocNode[];
  s.commit(moveOrderOps(scenes, 'scenesOrder', sceneId, toIndex), 'updateScene');
}

export function deletePage(sceneId: string, pageId: string): void {
  const s = useEditor.getState();
  const scene = s.doc ? scenesOf(s.doc).find((x) => x._id === sceneId) : undefined;
  if (!s.doc || !scene) return;
  if (scene.projectPageList.length <= 1) return void message.warning(t('scene.lastPage'));
  s.commit(deleteNodeOps(s.doc, pageId), 'updateScene');
}

export function deleteScene(sceneId: string): void {
  const s = useEditor.getState();
  if (!s.doc) return;
  if (scenesOf(s.doc).length <= 1) return void message.warning(t('scene.lastScene'));
  s.commit(deleteNodeOps(s.doc, sceneId), 'updateScene');
}

export function openSystemScene(): void {
  const s = useEditor.getState();
  const system = s.doc ? systemSceneOf(s.doc) : undefined;
  if (system) s.openPage(system._id, system._id);
}

/**
 * Canvas size goes through `update project size` (project/v2/update), not a save: the server changes the
 * root and bumps the revision. The change is still a history entry of the current scene, so it undoes
 * like any edit (the undo is a save of the inverse root ops).
 */
export async function updateCanvasSize(width: number, height: number): Promise<void> {
  const s = useEditor.getState();
  if (!s.doc) return;
  const size = canvasSize(s.doc);
  if (size.width === width && size.height === height) return; // docs/reference.md#canvas: unchanged size is ignored
  const { revision } = await editorApi.updateSize(s.projectId, width, height);
  const rootId = String(s.doc._id ?? '');
  const ops: Operation[] = [
    ['canvasWidth', size.width, width] as const,
    ['canvasHeight', size.height, height] as const,
  ]
    .filter(([, before, after]) => before !== after)
    .map(([field, oldValue, newValue]) => updateOp(rootId, field, oldValue, newValue));
  useEditor.getState().commitSaved(ops, 'updateProjectSize', revision);
}
