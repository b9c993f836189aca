import {
  Suspense,
  createContext,
  memo,
  useContext,
  useEffect,
  useMemo,
  type CSSProperties,
  type ComponentType,
} from 'react';
import { hasLiveSource } from './liveSources';
import type { Component2D } from '@twincanvas/model';
import { boxFrameStyle, boxVisualStyle } from '../components/common/box';
import { definitionOf } from '../components/registry';
import type { EventCode } from '../runtime/events';
import { useComponentRuntime } from '../runtime/store';

/**
 * Announces that new data of a component has been drawn (its renderer's effects, e.g. ECharts' setOption,
 * ran before this parent effect). A window event rather than a performance mark, so a screen running
 * for days keeps no buffer of them; the data benches and soak tests count these to see what users see.
 */
function reportDrawn(componentId: string, data: unknown): void {
  window.dispatchEvent(new CustomEvent('tc:data-drawn', { detail: { componentId, data } }));
}

/** Reports the pointer events every component can have (click, double click, enter, leave). */
export type GenericEmit = (node: Component2D, code: EventCode) => void;
export const GenericEmitContext = createContext<GenericEmit | null>(null);

/** The live-data binder (viewer/live.tsx) when the dashboard has live sources; null otherwise. */
export type LiveBind = ComponentType<{ node: Component2D }>;
export const LiveBindContext = createContext<LiveBind | null>(null);

const POINTER_EVENTS = new Set(['40101', '40102', '40105', '40106']);

/** Whether any interaction of the component listens to a pointer event (else no handlers at all). */
function listensToPointer(node: Component2D): boolean {
  const list = (node.projectInteractionList ?? []) as { eventId?: string; realizeMovement?: string }[];
  return list.some((i) => POINTER_EVENTS.has(String(i.eventId ?? i.realizeMovement ?? '')));
}

/**
 * One component of a running dashboard: its frame and box style, its kind's renderer, group members,
 * the runtime visibility (show/hide/toggle with the recorded animation, docs/reference.md#visibility) and its pointer
 * events. Texts and names are React children, so HTML in them is shown as text, never parsed.
 */
export const RuntimeNode = memo(function RuntimeNode({ node }: { node: Component2D }) {
  const runtime = useComponentRuntime(node._id);
  useEffect(() => {
    if (runtime.updateTime !== undefined) reportDrawn(node._id, runtime.data);
  }, [node._id, runtime.updateTime, runtime.data]);
  const emit = useContext(GenericEmitContext);
  const Bind = useContext(LiveBindContext);
  const definition = definitionOf(node.componentType);
  const visible = runtime.visible ?? (node.initStatus !== false && node.show !== false);
  const duration = Math.max(0, runtime.animateDuration ?? 0);
  const members = node.groupModel?.groupList;
  const handlers = useMemo(() => {
    if (!emit || !listensToPointer(node)) return {};
    return {
      onClick: () => emit(node, '40101'),
      onDoubleClick: () => emit(node, '40102'),
      onMouseEnter: () => emit(node, '40105'),
      onMouseLeave: () => emit(node, '40106'),
    };
  }, [emit, node]);
  const style: CSSProperties = {
    ...boxFrameStyle(node),
    ...boxVisualStyle(node),
    zIndex: node.order ?? 0,
  };
  if (runtime.visible !== undefined && duration > 0) {
    // Fade with the recorded duration; visibility flips after the fade out so hidden parts take no clicks.
    style.transition = `opacity ${duration}ms ease, visibility 0s linear ${visible ? 0 : duration}ms`;
    if (!visible) style.opacity = 0;
  }
  if (!visible) style.visibility = 'hidden';
  if (handlers.onClick) style.cursor = 'pointer';
  return (
    <div
      data-id={node._id}
      data-testid={`view-${node._id}`}
      data-visible={visible ? 'true' : 'false'}
      data-chart-page={runtime.chartPage}
      data-dynamic-page={runtime.dynamicPage}
      style={style}
      {...handlers}
    >
      {Bind && hasLiveSource(node) ? <Bind node={node} /> : null}
      {definition ? (
        <Suspense fallback={null}>
          <definition.Renderer node={node} />
        </Suspense>
      ) : null}
      {members?.map((child) => (
        <RuntimeNode key={child._id} node={child} />
      ))}
    </div>
  );
});
