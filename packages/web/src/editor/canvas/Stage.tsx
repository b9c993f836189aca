import { forwardRef } from 'react';
import { boxOf, unionBox, type Component2D } from '@twincanvas/model';
import { ChartSurfaceContext } from '../../components/chartKit/surface';
import { SceneBackdrop, effectiveBackground } from '../../components/common/SceneBackdrop';
import { canvasSize, contextOf, contextOrigin, listOwner, sceneNode } from '../docModel';
import { useEditor } from '../store';
import { ComponentView } from './ComponentView';
import { SystemLayer } from './SystemLayer';

const EMPTY: Component2D[] = [];

/** The union box of a multi-selection, in stage coordinates: what the batch drag handle moves. */
function BatchProxy({ proxyRef }: { proxyRef: React.Ref<HTMLDivElement> }) {
  const box = useEditor((s) => {
    if (!s.doc || s.selectedIds.length < 2) return null;
    const wanted = new Set(s.selectedIds);
    const picked = (contextOf(s.doc, s.pageId, s.groupPath)?.list ?? []).filter((c) => wanted.has(c._id));
    const union = unionBox(picked.map(boxOf));
    if (!union) return null;
    const o = contextOrigin(s.doc, s.pageId, s.groupPath);
    return `${union.left + o.x},${union.top + o.y},${union.width},${union.height}`;
  });
  if (!box) return null;
  const [left, top, width, height] = box.split(',').map(Number);
  return (
    <div ref={proxyRef} className="tc-batch" data-testid="batch-proxy" style={{ left, top, width, height }} />
  );
}

/** The stage at project size; components are drawn in list order, stacked by `order`. */
export const Stage = forwardRef<HTMLDivElement, { proxyRef: React.Ref<HTMLDivElement> }>(function Stage(
  { proxyRef },
  ref,
) {
  const list = useEditor((s) =>
    s.doc ? (listOwner(s.doc, s.pageId)?.projectTwoComponentList ?? EMPTY) : EMPTY,
  );
  // Primitive selections: a fresh object per call would make the store snapshot unstable.
  const width = useEditor((s) => (s.doc ? canvasSize(s.doc).width : 1920));
  const height = useEditor((s) => (s.doc ? canvasSize(s.doc).height : 1080));
  const inGroup = useEditor((s) => s.groupPath.length > 0);
  // The stored object itself (stable between renders until an edit replaces it).
  const background = useEditor((s) =>
    s.doc ? effectiveBackground(sceneNode(s.doc, s.sceneId), listOwner(s.doc, s.pageId)) : undefined,
  );
  return (
    <div
      ref={ref}
      className={`tc-stage${inGroup ? ' tc-in-group' : ''}`}
      data-testid="stage"
      style={{ width, height }}
    >
      <SceneBackdrop background={background} />
      {/* Charts on the stage draw SVG (components/chartKit/surface.ts says why). */}
      <ChartSurfaceContext.Provider value="svg">
        {list.map((node) => (
          <ComponentView key={node._id} node={node} />
        ))}
        <SystemLayer />
      </ChartSurfaceContext.Provider>
      <BatchProxy proxyRef={proxyRef} />
    </div>
  );
});
