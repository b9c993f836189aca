import { useEffect, useRef, useState } from 'react';
import { Button, Empty } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { groupMembers, isGroup, type Component2D, byOrder } from '@twincanvas/model';
import { isDynamicPanel, leaveDynamicPanelAction } from '../actions/dynamicPanel';
import { leaveGroupAction } from '../actions/group';
import { contextOf, groupChain } from '../docModel';
import { execute } from '../execute';
import { useEditor } from '../store';
import { LayerRow } from './LayerRow';

/** A row of the flattened tree: a component of the edited list, or a member under its expanded group. */
interface TreeRow {
  node: Component2D;
  index: number;
  groupId?: string;
}

/** Row height of the layer list; rows are windowed so a page of thousands stays cheap. */
const ROW = 30;
const OVERSCAN = 10;

/**
 * Layers of the edited list, top of the stack first: select, rename, drag to reorder, lock, show/hide.
 * Groups expand in place to show their members, which can be dragged out of (or into) a group here.
 */
export function LayerList() {
  const { t } = useTranslation();
  const doc = useEditor((s) => s.doc);
  const pageId = useEditor((s) => s.pageId);
  const groupPath = useEditor((s) => s.groupPath);
  const selectedIds = useEditor((s) => s.selectedIds);
  const scroller = useRef<HTMLDivElement>(null);
  const [win, setWin] = useState({ top: 0, height: 600 });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // Capped by the window: if a layout change ever unbounds the scroller, it still renders a screenful.
    const update = () =>
      setWin({ top: el.scrollTop, height: Math.min(el.clientHeight || 600, window.innerHeight) });
    update();
    el.addEventListener('scroll', update, { passive: true });
    const ro = new ResizeObserver(update);
    ro.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      ro.disconnect();
    };
  }, []);
  if (!doc) return null;
  const list = contextOf(doc, pageId, groupPath)?.list ?? [];
  const stack = byOrder(list);
  const rows: TreeRow[] = [];
  [...stack].reverse().forEach((node, k) => {
    const index = stack.length - 1 - k;
    rows.push({ node, index });
    if (open.has(node._id) && isGroup(node))
      for (const member of byOrder(groupMembers(node)).reverse())
        rows.push({ node: member, index, groupId: node._id });
  });
  const chosen = new Set(selectedIds);
  const group = groupChain(doc, pageId, groupPath).at(-1);
  const first = Math.max(0, Math.floor(win.top / ROW) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((win.top + win.height) / ROW) + OVERSCAN);
  return (
    <div className="tc-layers" data-testid="layer-list">
      {group ? (
        <div className="tc-layer-group">
          <span>
            {t(isDynamicPanel(group) ? 'dynamicPanelEdit.inPanel' : 'editor.layer.inGroup', {
              name: group.componentName ?? group._id,
            })}
          </span>
          <Button
            size="small"
            type="link"
            icon={<RollbackOutlined />}
            onClick={() => execute(leaveGroupAction) || execute(leaveDynamicPanelAction)}
          >
            {t(isDynamicPanel(group) ? 'dynamicPanelEdit.leave' : 'editor.layer.leave')}
          </Button>
        </div>
      ) : null}
      {stack.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('editor.layer.empty')} />
      ) : null}
      <div className="tc-layer-scroll" ref={scroller}>
        <div style={{ height: rows.length * ROW, position: 'relative' }}>
          {/* The list shows the top of the stack first; expanded groups list their members under them. */}
          {rows.slice(first, last).map((row, k) => (
            <div
              key={row.node._id}
              style={{ position: 'absolute', top: (first + k) * ROW, left: 0, right: 0, height: ROW }}
            >
              <LayerRow
                node={row.node}
                index={row.index}
                groupId={row.groupId}
                selected={!row.groupId && chosen.has(row.node._id)}
                expanded={open.has(row.node._id)}
                onToggle={() => toggle(row.node._id)}
              />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
