import { Suspense, memo } from 'react';
import type { Component2D } from '@twincanvas/model';
import { definitionOf } from '../registry';
import { useComponentRuntime } from '../../runtime/store';
import { boxFrameStyle, boxVisualStyle } from './box';

/**
 * A component drawn without editing chrome: frame, box style and its kind's renderer, children of groups
 * included. Containers (the dynamic panel) draw their inner components with it; visibility follows the
 * runtime override, else the stored initStatus (docs/reference.md#visibility).
 */
export const StaticNode = memo(function StaticNode({ node }: { node: Component2D }) {
  const runtime = useComponentRuntime(node._id);
  const definition = definitionOf(node.componentType);
  const visible = runtime.visible ?? (node.initStatus !== false && node.show !== false);
  const members = node.groupModel?.groupList;
  return (
    <div
      data-id={node._id}
      style={{
        ...boxFrameStyle(node),
        ...boxVisualStyle(node),
        zIndex: node.order ?? 0,
        visibility: visible ? undefined : 'hidden',
      }}
    >
      {definition ? (
        <Suspense fallback={null}>
          <definition.Renderer node={node} />
        </Suspense>
      ) : null}
      {members?.map((child) => (
        <StaticNode key={child._id} node={child} />
      ))}
    </div>
  );
});
