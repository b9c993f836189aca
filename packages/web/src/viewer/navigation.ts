import { mapItemsOf } from '@twincanvas/model';
import type { Component2D, DocNode, Page, Project, Scene, SystemScene } from '@twincanvas/model';

/** Pure look-ups the viewer uses to move between scenes and pages (no React, no store). */
export const asProject = (doc: DocNode): Project => doc as unknown as Project;

const byOrder = <T>(list: readonly T[] | undefined, key: (t: T) => number | undefined): T[] =>
  [...(list ?? [])].sort((a, b) => (key(a) ?? 0) - (key(b) ?? 0));

export const scenesOf = (doc: DocNode): Scene[] =>
  byOrder(asProject(doc).projectScenesList, (s) => s.scenesOrder);

export const pagesOf = (scene: Scene): Page[] => byOrder(scene.projectPageList, (p) => p.pageOrder);

export const systemSceneOf = (doc: DocNode): SystemScene | undefined => asProject(doc).systemScenes?.[0];

export interface PageRef {
  sceneId: string;
  pageId: string;
}

/** Length of the id prefixes a preview link carries (docs/reference.md#routes). */
export const LINK_ID_CHARS = 6;

/** Query of a preview or share link that lands on a page: ?scene=<6 chars>&page=<6 chars>. */
export function pageLinkQuery(ref: PageRef): string {
  const q = new URLSearchParams({
    scene: ref.sceneId.slice(0, LINK_ID_CHARS),
    page: ref.pageId.slice(0, LINK_ID_CHARS),
  });
  return `?${q.toString()}`;
}

/** The first page of the first scene that has one, or null for a project without pages. */
export function firstPage(doc: DocNode): PageRef | null {
  for (const scene of scenesOf(doc)) {
    const page = pagesOf(scene)[0];
    if (page) return { sceneId: scene._id, pageId: page._id };
  }
  return null;
}

/**
 * Where a link lands: the scene and page whose ids start with the link's prefixes (6 characters), the
 * scene's first page when only the scene matches, else the project's first page.
 */
export function resolveStart(doc: DocNode, scenePrefix?: string | null, pagePrefix?: string | null) {
  const scenes = scenesOf(doc);
  const scene = scenePrefix ? scenes.find((s) => s._id.startsWith(scenePrefix)) : undefined;
  if (scene) {
    const pages = pagesOf(scene);
    const page = (pagePrefix && pages.find((p) => p._id.startsWith(pagePrefix))) || pages[0];
    if (page) return { sceneId: scene._id, pageId: page._id };
  }
  return firstPage(doc);
}

/**
 * A page change requested by navigation or an interaction (docs/reference.md#actions): a page id alone finds its
 * scene; a scene alone means its first page; an unknown target resolves to null (nothing happens).
 */
export function resolveTarget(doc: DocNode, target: { sceneId?: string; pageId?: string }): PageRef | null {
  const scenes = scenesOf(doc);
  if (target.pageId) {
    for (const scene of scenes) {
      if (target.sceneId && scene._id !== target.sceneId) continue;
      if (pagesOf(scene).some((p) => p._id === target.pageId))
        return { sceneId: scene._id, pageId: target.pageId };
    }
    return null;
  }
  const scene = scenes.find((s) => s._id === target.sceneId);
  const page = scene ? pagesOf(scene)[0] : undefined;
  return scene && page ? { sceneId: scene._id, pageId: page._id } : null;
}

/** The page before or after the current one across scenes, wrapping at both ends. */
export function stepPage(doc: DocNode, current: PageRef, step: 1 | -1): PageRef | null {
  const all = scenesOf(doc).flatMap((s) => pagesOf(s).map((p) => ({ sceneId: s._id, pageId: p._id })));
  if (all.length === 0) return null;
  const i = all.findIndex((r) => r.pageId === current.pageId);
  return all[(i + step + all.length) % all.length] ?? null;
}

export function findPage(doc: DocNode, ref: PageRef): { scene: Scene; page: Page } | null {
  const scene = asProject(doc).projectScenesList?.find((s) => s._id === ref.sceneId);
  const page = scene?.projectPageList?.find((p) => p._id === ref.pageId);
  return scene && page ? { scene, page } : null;
}

/** Every component id of a list, with group members and dynamic-panel pages (runtime clean-up). */
export function componentIds(list: readonly unknown[] | undefined, into: string[] = []): string[] {
  for (const item of list ?? []) {
    const c = item as {
      _id?: string;
      groupModel?: { groupList?: unknown[] };
      dynamicModel?: { pageList?: { componentList?: unknown[] }[] };
    };
    if (typeof c._id === 'string') into.push(c._id);
    componentIds(c.groupModel?.groupList, into);
    for (const p of c.dynamicModel?.pageList ?? []) componentIds(p.componentList, into);
  }
  return into;
}

/** Every 2D component of the project: pages, system scene, groups and dynamic-panel pages. */
export function componentsOf(doc: DocNode): Component2D[] {
  const out: Component2D[] = [];
  const visit = (list: readonly Component2D[] | undefined) => {
    for (const c of list ?? []) {
      out.push(c);
      visit(c.groupModel?.groupList);
      for (const p of c.dynamicModel?.pageList ?? []) visit(p.componentList);
      visit(mapItemsOf(c));
    }
  };
  for (const s of asProject(doc).projectScenesList ?? [])
    for (const p of s.projectPageList ?? []) visit(p.projectTwoComponentList);
  visit(systemSceneOf(doc)?.projectTwoComponentList);
  return out;
}
