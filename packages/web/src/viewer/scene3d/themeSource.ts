import { api } from '../../app/api';
import type { SceneTheme, SceneThemeSource } from '../../engine3d/sceneTheme';
import { signedPost } from '../share/client';

/**
 * Where a 3D page reads its model's scene theme data (docs/3d.md, "Scene theme data"): as a member of the
 * project's group (editor and preview), through the share page's signed calls, or not at all (a case,
 * which carries its model in the document). Failures answer null: the scene's own copy is used.
 */
export function memberThemeSource(projectFlag: string): SceneThemeSource | null {
  if (!projectFlag) return null;
  return (resourceId) =>
    api.post<SceneTheme>('model/scene/theme', { objectFlg: projectFlag, resourceId }, { quiet: true });
}

export function shareThemeSource(sid: string): SceneThemeSource {
  return (resourceId) =>
    signedPost<SceneTheme>(sid, 'model/theme', { resourceId }).then((r) => (r.code === '0' ? r.data : null));
}

export function viewerThemeSource(
  mode: 'preview' | 'share' | 'case',
  projectFlag: string,
  shareId: string | undefined,
): SceneThemeSource | null {
  if (mode === 'share') return shareId ? shareThemeSource(shareId) : null;
  return mode === 'preview' ? memberThemeSource(projectFlag) : null;
}
