import { mapItemsOf } from '@twincanvas/model';
import type { Component2D, DocNode, Page, Project, Scene, SystemScene } from '@twincanvas/model';

export interface Located {
  node: Component2D;
  /** Groups and dynamic panels around it, outermost first. */
  ancestors: Component2D[];
  /** The page (or system scene) that holds it. */
  ownerId: string;
}

function* walk(
  list: readonly Component2D[] | undefined,
  ownerId: string,
  ancestors: Component2D[],
): Generator<Located> {
  for (const node of list ?? []) {
    yield { node, ancestors, ownerId };
    const inner = [...ancestors, node];
    yield* walk(node.groupModel?.groupList, ownerId, inner);
    for (const page of node.dynamicModel?.pageList ?? []) yield* walk(page.componentList, ownerId, inner);
    // A map's items: conditions and actions can address a layer or marker like any component.
    yield* walk(mapItemsOf(node), ownerId, inner);
  }
}

const project = (doc: DocNode) => doc as unknown as Project;

export function scenes(doc: DocNode): Scene[] {
  return project(doc).projectScenesList ?? [];
}

export function systemScenes(doc: DocNode): SystemScene[] {
  return project(doc).systemScenes ?? [];
}

export function findPageById(doc: DocNode, pageId: string): { scene: Scene; page: Page } | null {
  for (const scene of scenes(doc))
    for (const page of scene.projectPageList ?? []) if (page._id === pageId) return { scene, page };
  return null;
}

/** Every component of the system scene and of one page (what is on screen), with where it sits. */
export function* onScreen(doc: DocNode, pageId: string): Generator<Located> {
  for (const system of systemScenes(doc)) yield* walk(system.projectTwoComponentList, system._id, []);
  const found = findPageById(doc, pageId);
  if (found) yield* walk(found.page.projectTwoComponentList, pageId, []);
}

/** A component on screen (system scene or the given page) by id. */
export function locate(doc: DocNode, pageId: string, id: string): Located | null {
  for (const at of onScreen(doc, pageId)) if (at.node._id === id) return at;
  return null;
}

/** Reads a dotted path ('a.b.0.c') from a value; the whole value for an empty path. */
export function pick(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  let at: unknown = value;
  for (const step of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[step];
  }
  return at;
}
