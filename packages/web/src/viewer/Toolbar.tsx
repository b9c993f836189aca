import { useEffect, useRef, useState } from 'react';
import type { DocNode } from '@twincanvas/model';
import { isField } from './keys';
import { pagesOf, scenesOf, stepPage, type PageRef } from './navigation';
import { SCALE_MODES, type ScaleMode } from './scale';
import { tx } from './texts';

const HIDE_AFTER_MS = 3000;

/** Full screen of the viewer (its root, so the toolbar stays usable) or back. */
function toggleFullScreen(root: HTMLElement | null): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  // Refused without a user gesture or inside a frame that does not allow it: nothing to do then.
  else void (root ?? document.documentElement).requestFullscreen?.().catch(() => undefined);
}

/** How close (px) the pointer must come to the hidden toolbar to bring it back. */
const WAKE_MARGIN = 48;

const near = (r: DOMRect, x: number, y: number): boolean =>
  x >= r.left - WAKE_MARGIN &&
  x <= r.right + WAKE_MARGIN &&
  y >= r.top - WAKE_MARGIN &&
  y <= r.bottom + WAKE_MARGIN;

/**
 * The viewer's controls: previous/next page, scene and page pickers, adaptation mode and full screen.
 * In the top-right corner (where dashboards put clocks, not the navigation bars people click), shown
 * for three seconds on arrival, again when the pointer comes near it or a control has the keyboard
 * focus, and hidden after three quiet seconds — so a wall screen shows only the dashboard, and a pointer
 * on its way to a component elsewhere never brings the toolbar over it.
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
  const bar = useRef<HTMLDivElement>(null);
  const held = useRef(false);

  useEffect(() => {
    const hideLater = () => {
      clearTimeout(timer.current);
      if (!held.current) timer.current = setTimeout(() => setShown(false), HIDE_AFTER_MS);
    };
    const wake = () => {
      setShown(true);
      hideLater();
    };
    wake();
    const onMove = (e: PointerEvent) => {
      const r = bar.current?.getBoundingClientRect();
      if (r && near(r, e.clientX, e.clientY)) wake();
    };
    window.addEventListener('pointermove', onMove);
    const el = bar.current;
    // Held open while the pointer is on it or one of its controls has the focus.
    const hold = () => {
      held.current = true;
      clearTimeout(timer.current);
      setShown(true);
    };
    const release = () => {
      held.current = false;
      hideLater();
    };
    el?.addEventListener('pointerenter', hold);
    el?.addEventListener('pointerleave', release);
    el?.addEventListener('focusin', hold);
    el?.addEventListener('focusout', release);
    const onFull = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onFull);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener('pointermove', onMove);
      el?.removeEventListener('pointerenter', hold);
      el?.removeEventListener('pointerleave', release);
      el?.removeEventListener('focusin', hold);
      el?.removeEventListener('focusout', release);
      document.removeEventListener('fullscreenchange', onFull);
    };
  }, []);

  const scenes = scenesOf(doc);
  const scene = scenes.find((s) => s._id === current?.sceneId);
  const pages = scene ? pagesOf(scene) : [];
  const rootRef = useRef(root);
  rootRef.current = root;

  // F toggles full screen (Esc leaves it, as the browser does), unless a field of the page has the keys.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'f' && e.key !== 'F') return;
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat || isField(e.target)) return;
      e.preventDefault();
      toggleFullScreen(rootRef.current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div
      ref={bar}
      className={`tc-viewer-toolbar${shown ? '' : ' tc-hidden'}`}
      data-testid="viewer-toolbar"
      data-shown={shown ? 'true' : 'false'}
    >
      <button
        type="button"
        onClick={() => current && onPage(stepPage(doc, current, -1))}
        aria-label={tx('prevPage')}
        title={tx('prevPage')}
        data-testid="viewer-prev"
        className="tc-viewer-arrow"
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
        className="tc-viewer-arrow"
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
      <button
        type="button"
        onClick={() => toggleFullScreen(root)}
        title={`${full ? tx('exitFullScreen') : tx('fullScreen')} (F)`}
        aria-pressed={full}
        data-testid="viewer-fullscreen"
      >
        {full ? tx('exitFullScreen') : tx('fullScreen')}
      </button>
    </div>
  );
}
