import { createContext, useContext } from 'react';

/**
 * Page and scene switching for components that navigate (the navigation bar 4301), as a contract the
 * viewer fulfils:
 *
 *   <PageNavigatorContext.Provider value={{ current, navigate }}> … </PageNavigatorContext.Provider>
 *
 * - `current` is the page on screen ({sceneId, pageId}); the navigation bar marks the item naming it
 *   active (an item naming only a scene is active for every page of that scene).
 * - `navigate(target)` switches to `target` the way an interaction's page-change result does (editor
 *   docs/reference.md#actions): a pageId alone finds its scene, a sceneId alone means its first page, an unknown or
 *   already-current target does nothing. viewer/navigation.ts `resolveTarget` implements exactly that.
 *
 * Without a provider (the editor's design mode) navigating components stay inert; they still emit their
 * click event (40101, payload {index, name, sceneId, pageId}) through runtime/events when running.
 */
export interface NavigationTarget {
  sceneId?: string;
  pageId?: string;
}

export interface PageNavigator {
  current: { sceneId?: string; pageId?: string } | null;
  navigate(target: NavigationTarget): void;
}

export const PageNavigatorContext = createContext<PageNavigator | null>(null);

export const usePageNavigator = (): PageNavigator | null => useContext(PageNavigatorContext);
