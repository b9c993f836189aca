import { useTranslation } from 'react-i18next';
import { listOwner, sceneOfPage, scenesOf, systemSceneLabel, systemSceneOf } from '../docModel';
import { LayerSwitch } from '../scene3d/LayerSwitch';
import { useEditor } from '../store';

/**
 * The page path of docs/reference.md#routes: scene, page and the layer marker (the 2D UI layer or the 3D scene
 * layer). The system scene has no pages, so its path is the system scene and the layer.
 */
export function PagePath() {
  const { t } = useTranslation();
  // One string, so the store snapshot is stable between renders.
  const names = useEditor((s) => {
    if (!s.doc) return '';
    const system = systemSceneOf(s.doc);
    if (system && system._id === s.pageId) return systemSceneLabel(system, t('editor.scene.system'));
    const sceneId = sceneOfPage(s.doc, s.pageId);
    const scene = scenesOf(s.doc).find((x) => x._id === sceneId);
    const page = listOwner(s.doc, s.pageId) as { pageName?: string } | undefined;
    return `${scene?.scenesName ?? ''}\u0000${page?.pageName ?? ''}`;
  });
  const mode = useEditor((s) => s.mode);
  if (!names) return null;
  const parts = [
    ...names.split('\u0000'),
    t(mode === '3D' ? 'editor.scene.sceneLayer' : 'editor.scene.uiLayer'),
  ];
  return (
    <nav className="tc-page-path" aria-label={t('editor.scene.path')} data-testid="page-path">
      {parts.map((part, i) => (
        <span key={i} className="tc-page-path-part">
          {part}
        </span>
      ))}
      <LayerSwitch />
    </nav>
  );
}
