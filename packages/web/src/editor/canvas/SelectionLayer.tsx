import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import Moveable, {
  type OnDrag,
  type OnDragEnd,
  type OnResize,
  type OnResizeEnd,
  type OnRotate,
  type OnRotateEnd,
} from 'react-moveable';
import Selecto from 'react-selecto';
import { boxOf, isGroup, unionBox, type Box, type Component2D, type RectChange } from '@twincanvas/model';
import { opensOf } from '../../components/editingRegistry';
import { leaveDynamicPanelAction } from '../actions/dynamicPanel';
import { OPEN_CONTEXT } from '../actions/openContext';
import { enterGroupAction, leaveGroupAction } from '../actions/group';
import { dragSelectionEdit, setRectsEdit } from '../actions/transform';
import { canvasSize, contextOf, groupChain } from '../docModel';
import { nameHandles } from './handleNames';
import { execute, perform } from '../execute';
import { useEditor } from '../store';
import { selectedSet } from './ComponentView';
import { liftElement, startBatchDrag, type BatchDrag } from './dragLayer';
import { drawSnapGuides } from './snapGuides';
import { batchResizeChanges, batchRotateChanges, boxToBoxTransform } from './gestures';

/**
 * Most snap targets measured at drag start: measuring thousands would make grabbing slow, and each one
 * is checked on every pointer move (script time per move grows with it).
 */
const MAX_SNAP_ELEMENTS = 24;

const byId = (stage: HTMLElement | null, id: string): HTMLElement | null =>
  stage?.querySelector<HTMLElement>(`[data-id="${CSS.escape(id)}"]`) ?? null;

/** Whether an element lies inside one of the selected components (walking up through groups). */
function insideSelected(el: Element, ids: readonly string[]): boolean {
  const chosen = selectedSet(ids);
  for (
    let at: Element | null = el.closest('.tc-comp');
    at;
    at = at.parentElement?.closest('.tc-comp') ?? null
  ) {
    if (chosen.has((at as HTMLElement).dataset.id ?? '')) return true;
  }
  return false;
}

const rotateCss = (deg: number | undefined) => (deg ? `rotate(${deg}deg)` : '');

interface Props {
  viewportRef: RefObject<HTMLDivElement | null>;
  stageRef: RefObject<HTMLDivElement | null>;
  proxyRef: RefObject<HTMLDivElement | null>;
  isPanning: () => boolean;
}

/**
 * Moveable (drag, resize, rotate, snapping with guide lines) and Selecto (click and marquee selection).
 * While the pointer moves, only the DOM moves; one op is committed on release.
 */
export function SelectionLayer({ viewportRef, stageRef, proxyRef, isPanning }: Props) {
  const moveableRef = useRef<Moveable>(null);
  const guidesRef = useRef<HTMLCanvasElement>(null);
  const doc = useEditor((s) => s.doc);
  const pageId = useEditor((s) => s.pageId);
  const groupPath = useEditor((s) => s.groupPath);
  const selectedIds = useEditor((s) => s.selectedIds);
  const scale = useEditor((s) => s.scale);
  const panX = useEditor((s) => s.panX);
  const panY = useEditor((s) => s.panY);
  const guidesH = useEditor((s) => s.guidesH);
  const guidesV = useEditor((s) => s.guidesV);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);

  const ctx = doc ? contextOf(doc, pageId, groupPath) : null;
  const list = useMemo(() => ctx?.list ?? [], [ctx?.list]);
  const selected = useMemo(() => {
    const wanted = new Set(selectedIds);
    return list.filter((c) => wanted.has(c._id));
  }, [list, selectedIds]);
  const single: Component2D | undefined = selected.length === 1 ? selected[0] : undefined;
  // Members of a locked group are locked with it (docs/editor-defects.md).
  const inLockedGroup = useMemo(
    () => (doc ? groupChain(doc, pageId, groupPath).some((g) => g.lock === true) : false),
    [doc, pageId, groupPath],
  );
  const locked = selected.length > 0 && (inLockedGroup || selected.every((c) => c.lock === true));

  useEffect(() => setViewport(viewportRef.current), [viewportRef]);
  useLayoutEffect(() => {
    if (selected.length === 1) setTarget(byId(stageRef.current, selected[0]!._id));
    else if (selected.length > 1) setTarget(proxyRef.current);
    else setTarget(null);
  }, [selected, stageRef, proxyRef]);
  useLayoutEffect(() => {
    moveableRef.current?.updateRect();
  }, [doc, scale, panX, panY, target]);
  // Moveable redraws its handles with the target and the lock state.
  useEffect(() => nameHandles(viewport?.ownerDocument ?? null));

  // Snap to the nearest other components (by distance to the selection), the canvas edges and centre, and the guides.
  const elementGuidelines = useMemo(() => {
    const union = unionBox(selected.map(boxOf));
    if (!union) return [];
    const chosen = new Set(selected.map((c) => c._id));
    const cx = union.left + union.width / 2;
    const cy = union.top + union.height / 2;
    return list
      .filter((c) => !chosen.has(c._id) && c.show !== false)
      .map((c) => {
        const b = boxOf(c);
        return { id: c._id, d: Math.abs(b.left + b.width / 2 - cx) + Math.abs(b.top + b.height / 2 - cy) };
      })
      .sort((a, b) => a.d - b.d)
      .slice(0, MAX_SNAP_ELEMENTS)
      .map(({ id }) => byId(stageRef.current, id))
      .filter((el): el is HTMLElement => el !== null);
    // Measured when the selection changes, not on every render.
  }, [selected, list, stageRef]);

  const size = doc ? canvasSize(doc) : { width: 1920, height: 1080 };

  /** Commits what a resize or rotation made of the edited list as it is now. */
  const commitRects = (changes: RectChange[]) => void perform(setRectsEdit, changes);

  // The gesture in progress: the lifted element or the batch copies, and the batch box it started from.
  const gesture = useRef<{ release?: () => void; batch?: BatchDrag; box?: Box; proxy?: string } | null>(null);
  const batchBox = () => unionBox(selected.map(boxOf));
  const listContainer = (): HTMLElement | null => {
    const stage = stageRef.current;
    const group = groupPath.at(-1);
    if (!group) return stage;
    return byId(stage, group)?.querySelector<HTMLElement>(':scope > .tc-children') ?? null;
  };
  const begin = (target: HTMLElement | SVGElement) => {
    useEditor.getState().setPointerDown(true);
    if (selected.length > 1) {
      const container = listContainer();
      const ids = selected.filter((c) => c.lock !== true).map((c) => c._id);
      const el = target as HTMLElement;
      gesture.current = {
        batch: container ? startBatchDrag(container, ids) : undefined,
        box: batchBox() ?? undefined,
        proxy: el.style.cssText,
      };
    } else {
      gesture.current = { release: liftElement(target as HTMLElement) };
    }
  };
  /** Ends the gesture; `commit` commits its result, if it changed anything. */
  const end = (target: HTMLElement | SVGElement, commit?: () => void) => {
    const g = gesture.current;
    gesture.current = null;
    drawSnapGuides(guidesRef.current, null);
    if (selected.length > 1) {
      // Moveable wrote into the proxy's inline style; the store's box comes back with the re-render.
      if (g?.proxy !== undefined) (target as HTMLElement).style.cssText = g.proxy;
    } else {
      target.style.transform = rotateCss(single?.componentRect?.componentRotate);
    }
    commit?.();
    g?.batch?.finish();
    g?.release?.();
    useEditor.getState().setPointerDown(false);
  };

  const onDrag = (e: OnDrag) => {
    e.target.style.transform = e.transform;
    const [dx, dy] = e.beforeTranslate;
    gesture.current?.batch?.transform(`translate(${dx}px, ${dy}px)`);
  };
  const onDragEnd = (e: OnDragEnd) => {
    const t = (e.lastEvent as OnDrag | undefined)?.beforeTranslate;
    const moved = t !== undefined && (t[0] !== 0 || t[1] !== 0);
    // A drag, of one component or thousands, is one move op (a select-all drag saves ids, not rects).
    end(e.target, moved ? () => void perform(dragSelectionEdit, t[0]!, t[1]!) : undefined);
  };
  const resizedBox = (from: Box, last: OnResize): Box => {
    const [dx, dy] = last.drag.beforeTranslate;
    return { left: from.left + dx!, top: from.top + dy!, width: last.width, height: last.height };
  };
  const onResize = (e: OnResize) => {
    e.target.style.width = `${e.width}px`;
    e.target.style.height = `${e.height}px`;
    e.target.style.transform = e.drag.transform;
    const g = gesture.current;
    if (g?.batch && g.box) g.batch.transform(boxToBoxTransform(g.box, resizedBox(g.box, e)));
  };
  const onResizeEnd = (e: OnResizeEnd) => {
    const last = e.lastEvent as OnResize | undefined;
    const from = selected.length > 1 ? gesture.current?.box : single ? boxOf(single) : undefined;
    const changes = last && from ? batchResizeChanges(selected, from, resizedBox(from, last)) : [];
    end(e.target, () => commitRects(changes));
  };
  const onRotate = (e: OnRotate) => {
    e.target.style.transform = e.drag.transform;
    const g = gesture.current;
    if (g?.batch && g.box)
      g.batch.transform(
        `rotate(${e.beforeDist}deg)`,
        `${g.box.left + g.box.width / 2}px ${g.box.top + g.box.height / 2}px`,
      );
  };
  const onRotateEnd = (e: OnRotateEnd) => {
    const last = e.lastEvent as OnRotate | undefined;
    const box = selected.length > 1 ? gesture.current?.box : single ? boxOf(single) : undefined;
    const changes = last && box ? batchRotateChanges(selected, box, last.beforeDist) : [];
    end(e.target, () => commitRects(changes));
  };
  // Every gesture lifts what moves into its own layer first (./dragLayer explains the measurements).
  const onStart = (e: { target: HTMLElement | SVGElement }) => begin(e.target);

  const selectable =
    groupPath.length > 0
      ? `[data-id="${CSS.escape(groupPath.at(-1)!)}"] > .tc-children > .tc-comp`
      : '.tc-stage > .tc-comp';

  return (
    <>
      <Moveable
        ref={moveableRef}
        className="tc-moveable"
        target={target}
        draggable={!locked}
        resizable={!locked}
        rotatable={!locked}
        keepRatio={selected.some((c) => c.componentRect?.lockRatio === true)}
        throttleDrag={0}
        throttleResize={1}
        throttleRotate={1}
        snappable
        snapContainer={stageRef.current ?? undefined}
        snapThreshold={5}
        // Distance labels are inserted and removed on most moves, each time re-layerizing the page.
        isDisplaySnapDigit={false}
        snapGap={false}
        snapDirections={{ top: true, left: true, bottom: true, right: true, center: true, middle: true }}
        elementSnapDirections={{
          top: true,
          left: true,
          bottom: true,
          right: true,
          center: true,
          middle: true,
        }}
        elementGuidelines={elementGuidelines}
        // Moveable snaps in the unscaled coordinates of its container (the viewport), not the stage's.
        verticalGuidelines={[0, size.width / 2, size.width, ...guidesV].map((x) => x * scale)}
        horizontalGuidelines={[0, size.height / 2, size.height, ...guidesH].map((y) => y * scale)}
        origin={false}
        onSnap={(e) => drawSnapGuides(guidesRef.current, gesture.current ? e : null)}
        onDragStart={onStart}
        onDrag={onDrag}
        onDragEnd={onDragEnd}
        onResizeStart={onStart}
        onResize={onResize}
        onResizeEnd={onResizeEnd}
        onRotateStart={onStart}
        onRotate={onRotate}
        onRotateEnd={onRotateEnd}
      />
      <canvas ref={guidesRef} className="tc-snap-guides" data-testid="snap-guides" aria-hidden="true" />
      {viewport ? (
        <Selecto
          container={viewport}
          dragContainer={viewport}
          selectableTargets={[selectable]}
          hitRate={0}
          selectByClick
          selectFromInside={false}
          toggleContinueSelect="shift"
          ratio={0}
          onDragStart={(e) => {
            const input = e.inputEvent as MouseEvent;
            const el = input.target as Element;
            const m = moveableRef.current;
            if (isPanning() || input.button === 1) return e.stop();
            if (m?.isMoveableElement(el) || (target && (target === el || target.contains(el))))
              return e.stop();
            if (selected.length > 1 && insideSelected(el, selectedIds)) {
              // Grabbing any member of a multi-selection drags the batch handle (it takes no pointer events).
              e.stop();
              m?.dragStart(input, proxyRef.current);
              return;
            }
          }}
          onSelectEnd={(e) => {
            const ids = e.selected.map((el) => (el as HTMLElement).dataset.id ?? '').filter(Boolean);
            const s = useEditor.getState();
            s.select(ids);
            if (e.isDragStart) {
              e.inputEvent.preventDefault();
              void moveableRef.current
                ?.waitToChangeTarget()
                .then(() => moveableRef.current?.dragStart(e.inputEvent));
            }
          }}
        />
      ) : null}
      <DoubleClickToGroup viewportRef={viewportRef} />
    </>
  );
}

/** Double-click a group to enter it; double-click outside the entered group to leave it. */
function DoubleClickToGroup({ viewportRef }: { viewportRef: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const onDbl = (e: MouseEvent) => {
      const s = useEditor.getState();
      if (!s.doc) return;
      const list = contextOf(s.doc, s.pageId, s.groupPath)?.list ?? [];
      const hit = (e.target as Element).closest<HTMLElement>('.tc-comp');
      // The pointer is usually over a member of a group: climb to the component of the edited list.
      let inList: Component2D | undefined;
      for (
        let at: HTMLElement | null = hit;
        at && !inList;
        at = at.parentElement?.closest<HTMLElement>('.tc-comp') ?? null
      )
        inList = list.find((c) => c._id === at!.dataset.id);
      if (inList && isGroup(inList)) {
        s.select([inList._id]);
        execute(enterGroupAction);
      } else if (inList && opensOf(inList)) {
        s.select([inList._id]);
        execute(OPEN_CONTEXT[opensOf(inList)!]);
      } else if (!inList && hit?.closest('.tc-dyn-page')) {
        // Empty space of the edited panel page: stay in the edit area.
      } else if (!inList && s.groupPath.length > 0) {
        if (!execute(leaveGroupAction)) execute(leaveDynamicPanelAction);
      }
    };
    el.addEventListener('dblclick', onDbl);
    return () => el.removeEventListener('dblclick', onDbl);
  }, [viewportRef]);
  return null;
}
