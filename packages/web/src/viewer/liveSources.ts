import type { Component2D, DocNode, Page } from '@twincanvas/model';
import { componentsOf } from './navigation';

/** Whether a component takes data from somewhere other than its own stored data. */
export function hasLiveSource(node: Pick<Component2D, 'requestSource'>): boolean {
  const type: unknown = node.requestSource?.type;
  return typeof type === 'string' && type !== '' && type !== 'static';
}

/** Whether any component of the project has a live source (then the data runtime is loaded). */
export function documentHasLiveSources(doc: DocNode): boolean {
  if (componentsOf(doc).some(hasLiveSource)) return true;
  // 3D components bind to data the same way (a placard's value, a module's colour).
  const scenes = (doc as { projectScenesList?: { projectPageList?: Page[] }[] }).projectScenesList ?? [];
  return scenes.some((s) => s.projectPageList?.some((p) => p.components3D?.some(hasLiveSource)));
}
