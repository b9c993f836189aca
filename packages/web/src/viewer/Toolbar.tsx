import { useEffect, useRef, useState } from 'react';
import type { DocNode } from '@twincanvas/model';
import { pagesOf, scenesOf, stepPage, type PageRef } from './navigation';
import { SCALE_MODES, type ScaleMode } from './scale';
import { tx } from './texts';

const HIDE_AFTER_MS = 3000;

/**
 * The viewer's controls: previous/next page, scene and page pickers, adaptation mode and full screen.
 * Shown while the pointer moves and hidden after three quiet seconds, so a wall screen shows only the
 * dashboard.
 */
export function Toolbar({
  doc,
  current,
  onPage,
  scaleMode,
  onScaleMode,
  root,
}: {
  doc: DocNode;
  current: PageRef | null;
  onPage: (ref: PageRef | null) => void;
  scaleMode: ScaleMode;
  onScaleMode: (m: ScaleMode) => void;
  root: HTMLElement | null;
}) {
  const [shown, setShown] = useState(true);
  const [full, setFull] = useState(() => document.fullscreenElement !== null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const wake = () => {
      setShown(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setShown(false), HIDE_AFTER_MS);
    };
    wake();
    window.addEventListener('pointermove', wake);
    const onFull = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onFull);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener('pointermove', wake);
      document.removeEventListener('fullscreenchange', onFull);
    };
  }, []);

  const scenes = scenesOf(doc);
  const scene = scenes.find((s) => s._id === current?.sceneId);
  const pages = scene ? pagesOf(scene) : [];
  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void (root ?? document.documentElement).requestFullscreen?.();
  };

  return (
    <div className={`tc-viewer-toolbar${shown ? '' : ' tc-hidden'}`} data-testid="viewer-toolbar">
      <button
        type="button"
        onClick={() => current && onPage(stepPage(doc, current, -1))}
        aria-label={tx('prevPage')}
        title={tx('prevPage')}
        data-testid="viewer-prev"
      >
        ‹
      </button>
      <select
        aria-label={tx('scene')}
        value={current?.sceneId ?? ''}
        data-testid="viewer-scene"
        onChange={(e) => {
          const s = scenes.find((x) => x._id === e.target.value);
          const p = s ? pagesOf(s)[0] : undefined;
          if (s && p) onPage({ sceneId: s._id, pageId: p._id });
        }}
      >
        {scenes.map((s) => (
          <option key={s._id} value={s._id}>
            {s.scenesName ?? s._id}
          </option>
        ))}
      </select>
      <select
        aria-label={tx('page')}
        value={current?.pageId ?? ''}
        data-testid="viewer-page"
        onChange={(e) => current && onPage({ sceneId: current.sceneId, pageId: e.target.value })}
      >
        {pages.map((p) => (
          <option key={p._id} value={p._id}>
            {p.pageName ?? p._id}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => current && onPage(stepPage(doc, current, 1))}
        aria-label={tx('nextPage')}
        title={tx('nextPage')}
        data-testid="viewer-next"
      >
        ›
      </button>
      <select
        aria-label={tx('scaleMode')}
        value={scaleMode}
        data-testid="viewer-scale"
        onChange={(e) => onScaleMode(e.target.value as ScaleMode)}
      >
        {SCALE_MODES.map((m) => (
          <option key={m} value={m}>
            {tx(m)}
          </option>
        ))}
      </select>
      <button type="button" onClick={toggleFull} data-testid="viewer-fullscreen">
        {full ? tx('exitFullScreen') : tx('fullScreen')}
      </button>
    </div>
  );
}
