import type { Component2D } from '@twincanvas/model';
import { StaticNode } from '../../components/common/StaticNode';
import { systemSceneOf } from '../docModel';
import { useEditor } from '../store';

const EMPTY: Component2D[] = [];

/**
 * The system scene drawn over the page being edited, as preview and share draw it over every page
 * (docs/reference.md#routes). Here it is a picture only: pointer events pass through to the page, and its
 * components are edited by opening the system scene itself (where this layer is not drawn).
 */
export function SystemLayer() {
  const list = useEditor((s) => {
    const system = s.doc ? systemSceneOf(s.doc) : undefined;
    // Hidden (isShow false, how new projects save it): not drawn over the pages, as in the viewer.
    if (!system || system._id === s.pageId || system.isShow === false) return EMPTY;
    return system.projectTwoComponentList ?? EMPTY;
  });
  if (list.length === 0) return null;
  return (
    <div className="tc-system-layer" data-testid="system-layer" aria-hidden>
      {list.map((node) => (
        <StaticNode key={node._id} node={node} />
      ))}
    </div>
  );
}
