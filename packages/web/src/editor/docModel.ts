import {
  SYSTEM_SCENE_NAME,
  walkNodes,
  type Component2D,
  type DocNode,
  type DynamicPage,
  type ListContext,
  type Page,
  type Project,
  type Scene,
  type SystemScene,
} from '@twincanvas/model';

/** Pure look-ups on the document tree that the editor uses everywhere (no store, no React). */

export const asProject = (doc: DocNode): Project => doc as unknown as Project;

export function scenesOf(doc: DocNode): Scene[] {
  return [...(asProject(doc).projectScenesList ?? [])].sort(
    (a, b) => (a.scenesOrder ?? 0) - (b.scenesOrder ?? 0),
  );
}

export function pagesOf(scene: Scene): Page[] {
  return [...(scene.projectPageList ?? [])].sort((a, b) => (a.pageOrder ?? 0) - (b.pageOrder ?? 0));
}

export function systemSceneOf(doc: DocNode): SystemScene | undefined {
  return asProject(doc).systemScenes?.[0];
}

/**
 * The system scene's name as shown: the name every project is created with is the product's own word, so
 * it is shown in the UI's language; a name someone gave it is shown as given.
 */
export function systemSceneLabel(system: SystemScene, systemWord: string): string {
  const name = system.scenesName;
  return !name || name === SYSTEM_SCENE_NAME ? systemWord : name;
}

/** The page or system scene whose 2D list is edited. */
export function listOwner(doc: DocNode, pageId: string): Page | SystemScene | undefined {
  const system = systemSceneOf(doc);
  if (system && system._id === pageId) return system;
  for (const scene of asProject(doc).projectScenesList ?? []) {
    const page = scene.projectPageList?.find((p) => p._id === pageId);
    if (page) return page;
  }
  return undefined;
}

/** The scene (or the system scene) with this id. */
export function sceneNode(doc: DocNode, sceneId: string): Scene | SystemScene | undefined {
  const system = systemSceneOf(doc);
  if (system && system._id === sceneId) return system;
  return asProject(doc).projectScenesList?.find((x) => x._id === sceneId);
}

/** The first page of the first scene: where the editor opens. */
export function firstPage(doc: DocNode): { sceneId: string; pageId: string } | null {
  for (const scene of scenesOf(doc)) {
    const page = pagesOf(scene)[0];
    if (page) return { sceneId: scene._id, pageId: page._id };
  }
  const system = systemSceneOf(doc);
  return system ? { sceneId: system._id, pageId: system._id } : null;
}

/**
 * One step of the edit path. groupPath holds entered groups and, for an entered dynamic panel (editor
 * docs/reference.md#editing dynamicModel / dynamicModelData / dynamicPageOrder), the panel's id followed by the id of
 * the panel page being edited; groups entered inside that page follow.
 */
interface PathWalk {
  /** Containers whose box offsets their members: groups and entered dynamic panels, outermost first. */
  chain: Component2D[];
  /** The entered dynamic panel page, when the path's last resolved step is one. */
  page?: { panel: Component2D; page: DynamicPage; index: number };
  /** How many ids of groupPath resolved. */
  resolved: number;
}

function walkPath(doc: DocNode, pageId: string, groupPath: readonly string[]): PathWalk {
  let list: readonly Component2D[] = listOwner(doc, pageId)?.projectTwoComponentList ?? [];
  const walk: PathWalk = { chain: [], resolved: 0 };
  for (let i = 0; i < groupPath.length; i++) {
    const node = list.find((c) => c._id === groupPath[i]);
    if (node?.groupModel) {
      walk.chain.push(node);
      walk.page = undefined;
      list = node.groupModel.groupList;
      walk.resolved = i + 1;
      continue;
    }
    const pages = node?.dynamicModel?.pageList ?? [];
    const index = pages.findIndex((p) => p._id === groupPath[i + 1]);
    if (!node || index < 0) break;
    walk.chain.push(node);
    walk.page = { panel: node, page: pages[index]!, index };
    list = pages[index]!.componentList;
    walk.resolved = i + 2;
    i++;
  }
  return walk;
}

/** The groups (and entered dynamic panels) along groupPath, outermost first; stops at the first id that no longer resolves. */
export function groupChain(doc: DocNode, pageId: string, groupPath: readonly string[]): Component2D[] {
  return walkPath(doc, pageId, groupPath).chain;
}

/** The innermost entered dynamic panel and its edited page (with its index, spec dynamicPageOrder). */
export function enteredPanel(
  doc: DocNode,
  pageId: string,
  groupPath: readonly string[],
): { panel: Component2D; page: DynamicPage; index: number; depth: number } | null {
  for (let end = groupPath.length; end >= 2; end--) {
    const walk = walkPath(doc, pageId, groupPath.slice(0, end));
    if (walk.resolved === end && walk.page && walk.page.page._id === groupPath[end - 1])
      return { ...walk.page, depth: end - 2 };
  }
  return null;
}

/** Groups entered after the innermost dynamic panel page (or from the page): gLevel of docs/reference.md#editing. */
export function groupLevel(doc: DocNode, pageId: string, groupPath: readonly string[]): number {
  const entered = enteredPanel(doc, pageId, groupPath);
  return entered ? groupPath.length - entered.depth - 2 : groupPath.length;
}

/** The list being edited: the page's (or system scene's) components, the entered dynamic panel page's, or the innermost entered group's. */
export function contextOf(doc: DocNode, pageId: string, groupPath: readonly string[]): ListContext | null {
  const owner = listOwner(doc, pageId);
  if (!owner) return null;
  const walk = walkPath(doc, pageId, groupPath);
  const last = walk.chain.at(-1);
  if (walk.page && last === walk.page.panel)
    return { parentId: walk.page.page._id, listField: 'componentList', list: walk.page.page.componentList };
  if (last?.groupModel)
    return { parentId: last._id, listField: 'groupModel.groupList', list: last.groupModel.groupList };
  return {
    parentId: owner._id,
    listField: 'projectTwoComponentList',
    list: owner.projectTwoComponentList ?? [],
  };
}

/** Offset of the edited list's coordinates on the stage (children of a group are relative to it). */
export function contextOrigin(
  doc: DocNode,
  pageId: string,
  groupPath: readonly string[],
): { x: number; y: number } {
  let x = 0;
  let y = 0;
  for (const g of groupChain(doc, pageId, groupPath)) {
    x += g.componentRect?.componentLeft ?? 0;
    y += g.componentRect?.componentTop ?? 0;
  }
  return { x, y };
}

export function canvasSize(doc: DocNode): { width: number; height: number } {
  const p = asProject(doc);
  return { width: p.canvasWidth ?? 1920, height: p.canvasHeight ?? 1080 };
}

/** The scene that holds a page (or the system scene itself). */
export function sceneOfPage(doc: DocNode, pageId: string): string | undefined {
  const system = systemSceneOf(doc);
  if (system?._id === pageId) return system._id;
  return asProject(doc).projectScenesList?.find((s) => s.projectPageList?.some((p) => p._id === pageId))?._id;
}

/** Every 2D component type code in the document (what the first paint needs renderers for). */
export function usedTypeCodes(doc: DocNode): Set<string> {
  const codes = new Set<string>();
  walkNodes(doc, 'project', (node, info) => {
    if (info.kind === 'component2d' && node.componentType !== undefined)
      codes.add(String(node.componentType));
  });
  return codes;
}

/** The entered group that owns the edited list (members carry it as _pid), none at page or panel-page level. */
export function parentGroupId(
  doc: DocNode,
  pageId: string,
  groupPath: readonly string[],
): string | undefined {
  return groupLevel(doc, pageId, groupPath) > 0 ? groupPath.at(-1) : undefined;
}
