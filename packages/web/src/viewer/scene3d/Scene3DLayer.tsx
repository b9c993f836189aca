import { useContext, useEffect, useState } from 'react';
import type { Component2D, Page, Scene } from '@twincanvas/model';
import { has3DSource } from '../../components/common3d/liveData';
import { Stale3DBadge } from '../../components/common3d/Stale3DBadge';
import { useLayerData } from '../../components/common3d/useLayerData';
import type { Engine } from '../../engine3d';
import type { SceneLayerEvent } from '../../engine3d/layers';
import type { SceneThemeSource } from '../../engine3d/sceneTheme';
import { useScene3D } from '../../engine3d/useScene3D';
import { LiveBindContext } from '../RuntimeNode';
import { viewerLang } from '../texts';
import './scene3d.css';

const TEXTS = {
  loading: { zh: '正在加载三维场景', en: 'Loading the 3D scene' },
  failed: { zh: '三维场景无法显示', en: 'The 3D scene cannot be shown' },
  dropped: {
    zh: (level: string) => `画面较卡，已自动把画质降到“${level}”`,
    en: (level: string) => `Frames were slow, so quality was lowered to "${level}"`,
  },
  levels: { zh: ['', '流畅', '中', '高'], en: ['', 'smooth', 'medium', 'high'] },
};
const NOTICE_MS = 6000;

/**
 * The 3D scene of a page in the viewer (preview, share, case), drawn under the 2D layer: loaded lazily
 * with the engine, with its loading progress, a clear message when the model cannot be shown (the 2D
 * layer keeps working), and a notice when quality steps down on slow frames.
 */
export default function Scene3DLayer({
  scene,
  page,
  quality,
  onEvent,
  onEngine,
  theme,
}: {
  scene: Scene;
  page: Page;
  quality: unknown;
  onEvent(e: SceneLayerEvent): void;
  onEngine(engine: Engine | null): void;
  /** Where the model's scene theme data comes from (./themeSource.ts). */
  theme?: SceneThemeSource | null;
}) {
  const lang = viewerLang();
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { engine, load } = useScene3D(canvas, scene, page, quality, {
    mode: 'viewer',
    theme,
    autoQuality: true,
    onEvent,
    onQualityDrop: (q) => setNotice(TEXTS.dropped[lang](TEXTS.levels[lang][q] ?? String(q))),
  });
  // Bound 3D components run the viewer's data runtime; their layers get the rows (visual rules apply).
  const Bind = useContext(LiveBindContext);
  const bound = (page.components3D ?? []).filter(has3DSource);
  useLayerData(engine?.layers, page.components3D);
  useEffect(() => {
    onEngine(engine);
    return () => onEngine(null);
  }, [engine, onEngine]);
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(t);
  }, [notice]);

  return (
    <div className="tc-viewer-3d" data-testid="viewer-3d">
      <canvas ref={setCanvas} className="tc-viewer-3d-canvas" data-testid="viewer-3d-canvas" />
      <Stale3DBadge host={engine?.layers} components={page.components3D} />
      {Bind && bound.length > 0 ? (
        <div hidden>
          {bound.map((c) => (
            <Bind key={c._id} node={c as unknown as Component2D} />
          ))}
        </div>
      ) : null}
      {load.progress !== null ? (
        <div
          className="tc-viewer-3d-progress"
          data-testid="viewer-3d-progress"
          role="progressbar"
          aria-valuenow={Math.round(load.progress * 100)}
        >
          <span>{TEXTS.loading[lang]}</span>
          <div className="tc-viewer-3d-bar">
            <div style={{ width: `${Math.round(load.progress * 100)}%` }} />
          </div>
        </div>
      ) : null}
      {load.error ? (
        <div className="tc-viewer-3d-error" role="alert" data-testid="viewer-3d-error">
          <strong>{TEXTS.failed[lang]}</strong>
          <span>{load.error[lang]}</span>
        </div>
      ) : null}
      {notice ? (
        <div className="tc-viewer-3d-notice" role="status" data-testid="viewer-3d-notice">
          {notice}
        </div>
      ) : null}
    </div>
  );
}
