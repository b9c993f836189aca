import { useEffect, useMemo, type CSSProperties } from 'react';
import type { Component2D } from '@twincanvas/model';
import { useRuntime } from '../runtime/store';
import { componentIds } from './navigation';
import { RuntimeNode } from './RuntimeNode';

/** Components by stacking order, lowest first (a higher `order` draws on top). */
function byOrder(list: readonly Component2D[]): Component2D[] {
  return list
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (a.c.order ?? 0) - (b.c.order ?? 0) || a.i - b.i)
    .map(({ c }) => c);
}

/**
 * The components of one page (or of the system scene). Keyed by page id by its parent, so a page switch
 * unmounts the whole old page — its renderers' timers, listeners, charts and sockets with it — and the
 * runtime store forgets the old page's entries.
 */
export function PageLayer({
  list,
  layer,
  style,
}: {
  list: readonly Component2D[] | undefined;
  layer: 'page' | 'system';
  style?: CSSProperties;
}) {
  const sorted = useMemo(() => byOrder(list ?? []), [list]);
  useEffect(() => {
    const ids = componentIds(list);
    return () => useRuntime.getState().drop(ids);
  }, [list]);
  return (
    <div className={`tc-viewer-layer tc-viewer-${layer}`} data-testid={`viewer-layer-${layer}`} style={style}>
      {sorted.map((c) => (
        <RuntimeNode key={c._id} node={c} />
      ))}
    </div>
  );
}
