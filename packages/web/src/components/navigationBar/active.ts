import type { NavigationTarget } from '../../runtime/navigation';

export interface NavItem extends NavigationTarget {
  name?: string;
}

/**
 * Which item is active: the one naming the current page, else the one naming the current scene, else the
 * item last clicked (or the configured default) when nothing on screen matches.
 */
export function activeIndex(
  items: readonly NavItem[],
  current: { sceneId?: string; pageId?: string } | null | undefined,
  fallback: number,
): number {
  if (current?.pageId) {
    const byPage = items.findIndex((it) => it.pageId && it.pageId === current.pageId);
    if (byPage >= 0) return byPage;
  }
  if (current?.sceneId) {
    const byScene = items.findIndex((it) => !it.pageId && it.sceneId && it.sceneId === current.sceneId);
    if (byScene >= 0) return byScene;
  }
  return items.length === 0 ? -1 : Math.min(Math.max(0, fallback), items.length - 1);
}
