import { useEffect } from 'react';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { sceneOfPage, scenesOf } from '../docModel';
import { useEditor } from '../store';
import { is3DScene } from './ops3d';
import './locales';

/**
 * The layer marker of the page path as a switch: a 3D scene's page is edited on its UI layer (2D) or its
 * scene layer (3D); each has its own undo history. Other scenes have only the UI layer.
 */
export function LayerSwitch() {
  const { t } = useTranslation();
  const mode = useEditor((s) => s.mode);
  const setMode = useEditor((s) => s.setMode);
  const is3D = useEditor((s) => {
    if (!s.doc) return false;
    const sceneId = sceneOfPage(s.doc, s.pageId);
    return is3DScene(scenesOf(s.doc).find((x) => x._id === sceneId));
  });
  useEffect(() => {
    if (!is3D && mode === '3D') setMode('2D');
  }, [is3D, mode, setMode]);
  if (!is3D) return null;
  return (
    <Segmented
      size="small"
      className="tc-layer-switch"
      value={mode}
      onChange={(v) => setMode(v as '2D' | '3D')}
      options={[
        { value: '2D', label: <span data-testid="layer-2d">{t('scene3d.layer2D')}</span> },
        { value: '3D', label: <span data-testid="layer-3d">{t('scene3d.layer3D')}</span> },
      ]}
    />
  );
}
