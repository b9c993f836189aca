import { createContext, useCallback, useContext } from 'react';
import type { Component2D } from '@twincanvas/model';

/** Event codes of docs/reference.md#events a component can emit. */
export type EventCode = '40101' | '40102' | '40105' | '40106' | '40107' | '40108' | '50101';

/**
 * Where components report their events (a bar clicked, a timeline value changed). The viewer runtime
 * provides the handler that runs the component's interactions; the editor's edit mode provides none,
 * so nothing runs while designing.
 */
export type EmitEvent = (node: Component2D, eventCode: EventCode, payload?: unknown) => void;

export const RuntimeEventsContext = createContext<EmitEvent | null>(null);

/** A component's own emitter: `emit('40101', {x, y})`. A no-op outside a running dashboard. */
export function useEmit(node: Component2D): (eventCode: EventCode, payload?: unknown) => void {
  const emit = useContext(RuntimeEventsContext);
  return useCallback(
    (eventCode: EventCode, payload?: unknown) => emit?.(node, eventCode, payload),
    [emit, node],
  );
}
