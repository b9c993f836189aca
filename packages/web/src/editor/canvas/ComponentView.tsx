import { Suspense, memo } from 'react';
import type { Component2D } from '@twincanvas/model';
import { boxFrameStyle, boxVisualStyle } from '../../components/common/box';
import { definitionOf } from '../../components/registry';
import type { ComponentRuntime } from '../../components/types';
import { StaleBadge } from '../../data/StaleBadge';
import { useEditor } from '../store';

// One Set per selection array, so each component's selector is O(1) even with thousands selected.
let lastIds: readonly string[] = [];
let lastSet = new Set<string>();
export function selectedSet(ids: readonly string[]): Set<string> {
  if (ids !== lastIds) {
    lastIds = ids;
    lastSet = new Set(ids);
  }
  return lastSet;
}

/** Whether `b` is `a` moved: every field the same object except the rect, whose position alone differs. */
export function movedOnly(a: Component2D, b: Component2D): boolean {
  if (a === b) return true;
  const ra = a.componentRect;
  const rb = b.componentRect;
  if (!ra || !rb || ra.componentWidth !== rb.componentWidth || ra.componentHeight !== rb.componentHeight)
    return false;
  if (ra.componentRotate !== rb.componentRotate || ra.lockRatio !== rb.lockRatio) return false;
  const keys = Object.keys(a) as (keyof Component2D)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => k === 'componentRect' || a[k] === b[k]);
}

/**
 * What a component draws inside its frame. Renderers never read the position (the frame holds it), so a
 * move — one or a select-all of thousands — re-renders frames only, not what is inside them.
 */
const Content = memo(
  function Content({ node, definition }: { node: Component2D; definition: ComponentRuntime }) {
    return (
      <Suspense fallback={null}>
        <definition.Renderer node={node} />
      </Suspense>
    );
  },
  (a, b) => a.definition === b.definition && movedOnly(a.node, b.node),
);

/** The freshness mark reads the runtime by id alone: a frame's re-render need not render it again. */
const Badge = memo(StaleBadge, (a, b) => a.node._id === b.node._id);

/**
 * One component on the stage. Memoised by node identity: applyOps shares unchanged subtrees, so an edit
 * re-renders only the nodes it touched. Its selection flag is its own subscription.
 */
export const ComponentView = memo(function ComponentView({ node }: { node: Component2D }) {
  const selected = useEditor((s) => selectedSet(s.selectedIds).has(node._id));
  const entered = useEditor((s) => s.groupPath.includes(node._id));
  // An entered dynamic panel shows its edited page's components as editable views (the edit area).
  const editedPageId = useEditor((s) =>
    node.dynamicModel ? (s.groupPath[s.groupPath.indexOf(node._id) + 1] ?? null) : null,
  );
  const editedPage = entered ? node.dynamicModel?.pageList.find((p) => p._id === editedPageId) : undefined;
  const definition = definitionOf(node.componentType);
  const members = node.groupModel?.groupList;
  const className = [
    'tc-comp',
    selected ? 'tc-selected' : '',
    entered ? 'tc-entered' : '',
    node.lock ? 'tc-locked' : '',
    members ? 'tc-group' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      data-id={node._id}
      data-testid={`comp-${node._id}`}
      style={{
        ...boxFrameStyle(node),
        ...boxVisualStyle(node),
        zIndex: node.order ?? 0,
        visibility: node.show === false ? 'hidden' : undefined,
      }}
    >
      {editedPage ? (
        <div className="tc-dyn-page" data-id={editedPage._id} data-testid="dynamic-edit-page">
          <div className="tc-children">
            {editedPage.componentList.map((child) => (
              <ComponentView key={child._id} node={child} />
            ))}
          </div>
        </div>
      ) : definition ? (
        <Content node={node} definition={definition} />
      ) : null}
      {members ? (
        <div className="tc-children">
          {members.map((child) => (
            <ComponentView key={child._id} node={child} />
          ))}
        </div>
      ) : null}
      {!definition && !members ? (
        <div className="tc-unknown">{node.componentName ?? node.componentType}</div>
      ) : null}
      {/* The canvas runs live data too (panels/data/liveData.ts): the same freshness mark as the viewer. */}
      <Badge node={node} />
    </div>
  );
});
