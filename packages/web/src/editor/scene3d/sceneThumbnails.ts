import { create } from 'zustand';
import { api } from '../../app/api';
import type { Engine } from '../../engine3d';
import { captureEngine } from '../../engine3d/thumbnail';

interface SceneThumbnails {
  projectId: string | null;
  /** Thumbnail data URLs by scene id. */
  byScene: Readonly<Record<string, string>>;
}

/** The thumbnails of the open project's scenes (docs/3d.md, "Scene thumbnails"), for the scene list. */
export const useSceneThumbnails = create<SceneThumbnails>(() => ({ projectId: null, byScene: {} }));

/** Reads the stored thumbnails of a project's scenes (once per project opened). */
export function loadSceneThumbnails(projectId: string): void {
  if (useSceneThumbnails.getState().projectId === projectId) return;
  useSceneThumbnails.setState({ projectId, byScene: {} });
  void api
    .post<{ list: { sceneId: string; thumbnailUrl: string }[] }>(
      'project/v2/scene/thumbnail/list',
      { projectId },
      { quiet: true },
    )
    .then(
      (r) => {
        if (useSceneThumbnails.getState().projectId !== projectId) return;
        const byScene = Object.fromEntries(r.list.map((x) => [x.sceneId, x.thumbnailUrl]));
        // Pictures taken meanwhile in this tab are newer than the stored ones.
        useSceneThumbnails.setState((s) => ({ byScene: { ...byScene, ...s.byScene } }));
      },
      () => undefined, // No thumbnails is not worth a message: the list shows names alone.
    );
}

/**
 * Takes the picture of what the engine shows and stores it as the scene's thumbnail when it changed;
 * `cover` makes it the project's card picture too (the scene is the project's first).
 */
export function storeSceneThumbnail(
  engine: Engine,
  projectId: string,
  sceneId: string,
  cover: boolean,
): void {
  const url = captureEngine(engine);
  if (!url || useSceneThumbnails.getState().byScene[sceneId] === url) return;
  useSceneThumbnails.setState((s) => ({ byScene: { ...s.byScene, [sceneId]: url } }));
  void api
    .post('project/v2/scene/thumbnail', { projectId, sceneId, thumbnailUrl: url, cover }, { quiet: true })
    .catch(() => {
      // Sent again with the next picture: forget this one so an unchanged scene is not skipped.
      useSceneThumbnails.setState((s) => {
        const byScene = { ...s.byScene };
        if (byScene[sceneId] === url) delete byScene[sceneId];
        return { byScene };
      });
    });
}
