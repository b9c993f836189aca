import { useEffect, useLayoutEffect, useRef } from 'react';
import { useEditor } from '../store';
import { addComponent } from '../commands';
import { PeerSelections } from '../collab';
import { PanelTabs } from '../dynamicPanel/PanelTabs';
import { Rulers } from './Rulers';
import { SelectionLayer } from './SelectionLayer';
import { Stage } from './Stage';
import { centreStage, storedScale, toCanvas, zoom } from './viewport';

export const DRAG_TYPE = 'application/x-twincanvas-component';

/**
 * The canvas: rulers, a viewport that pans (space + drag, middle button, wheel) and zooms (Ctrl + wheel,
 * 10 % steps), the scaled stage, and the selection layer. Palette items can be dropped onto it.
 */
export function Canvas() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const proxyRef = useRef<HTMLDivElement>(null);
  const panning = useRef<{ x: number; y: number; panX: number; panY: number } | null>(null);
  const space = useRef(false);
  const scale = useEditor((s) => s.scale);
  const panX = useEditor((s) => s.panX);
  const panY = useEditor((s) => s.panY);
  const hasDoc = useEditor((s) => s.doc !== null);

  // Track the viewport size; fit (or restore the project's stored scale) once it is known.
  useLayoutEffect(() => {
    const el = viewportRef.current;
    if (!el || !hasDoc) return;
    let first = true;
    const measure = () => {
      useEditor.getState().setView({ viewportWidth: el.clientWidth, viewportHeight: el.clientHeight });
      if (first) {
        first = false;
        centreStage(storedScale(useEditor.getState().projectFlag) ?? undefined);
      }
    };
    measure();
    // The window (or the panels around the canvas) changed size: fit again, or, when the user has
    // zoomed away from the fitting scale, keep that zoom and centre the stage again.
    let fitted = useEditor.getState().scale;
    const ro = new ResizeObserver(() => {
      const s = useEditor.getState();
      if (el.clientWidth === s.viewportWidth && el.clientHeight === s.viewportHeight) return;
      const zoomed = Math.abs(s.scale - fitted) > 1e-6;
      s.setView({ viewportWidth: el.clientWidth, viewportHeight: el.clientHeight });
      centreStage(zoomed ? s.scale : undefined);
      if (!zoomed) fitted = useEditor.getState().scale;
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [hasDoc]);

  // Wheel: pan, or zoom around the pointer with Ctrl/Cmd. Not passive, so the page does not scroll.
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      if (e.ctrlKey || e.metaKey) {
        zoom(e.deltaY < 0 ? 'in' : 'out', { x: e.clientX - rect.left, y: e.clientY - rect.top });
        return;
      }
      const s = useEditor.getState();
      s.setView({
        panX: s.panX - (e.shiftKey ? e.deltaY : e.deltaX),
        panY: s.panY - (e.shiftKey ? 0 : e.deltaY),
      });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  // Space held = hand tool.
  useEffect(() => {
    const typing = (t: EventTarget | null) =>
      t instanceof HTMLElement && (['INPUT', 'TEXTAREA'].includes(t.tagName) || t.isContentEditable);
    const down = (e: KeyboardEvent) => {
      if (e.code !== 'Space' || typing(e.target)) return;
      space.current = true;
      viewportRef.current?.classList.add('tc-hand');
      e.preventDefault();
    };
    const up = (e: KeyboardEvent) => {
      if (e.code !== 'Space') return;
      space.current = false;
      viewportRef.current?.classList.remove('tc-hand');
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, []);

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if (e.button !== 1 && !(e.button === 0 && space.current)) return;
    e.preventDefault();
    const s = useEditor.getState();
    panning.current = { x: e.clientX, y: e.clientY, panX: s.panX, panY: s.panY };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const p = panning.current;
    if (!p) return;
    useEditor.getState().setView({ panX: p.panX + e.clientX - p.x, panY: p.panY + e.clientY - p.y });
  };
  const onPointerUp = () => {
    panning.current = null;
  };

  const onDrop = (e: React.DragEvent<HTMLDivElement>) => {
    const type = Number(e.dataTransfer.getData(DRAG_TYPE));
    if (!type) return;
    e.preventDefault();
    const rect = e.currentTarget.getBoundingClientRect();
    addComponent(type, toCanvas(e.clientX - rect.left, e.clientY - rect.top));
  };

  return (
    <div className="tc-canvas-area">
      <Rulers />
      <div
        ref={viewportRef}
        className="tc-viewport"
        data-testid="viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onDragOver={(e) => {
          if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault();
        }}
        onDrop={onDrop}
      >
        <div
          className="tc-stage-wrap"
          style={{ transform: `translate(${panX}px, ${panY}px) scale(${scale})` }}
        >
          <Stage ref={stageRef} proxyRef={proxyRef} />
          <PeerSelections />
        </div>
        <SelectionLayer
          viewportRef={viewportRef}
          stageRef={stageRef}
          proxyRef={proxyRef}
          isPanning={() => space.current || panning.current !== null}
        />
        <PanelTabs viewportRef={viewportRef} />
      </div>
    </div>
  );
}
