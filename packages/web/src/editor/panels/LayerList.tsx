import { useEffect, useRef, useState } from 'react';
import { Button, Empty, Input } from 'antd';
import {
  EyeInvisibleOutlined,
  EyeOutlined,
  FolderOutlined,
  LockOutlined,
  RollbackOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Component2D } from '@twincanvas/model';
import { definitionOf } from '../../components/registry';
import { isDynamicPanel, leaveDynamicPanelAction } from '../actions/dynamicPanel';
import { leaveGroupAction } from '../actions/group';
import { renameNode, reorderLayer, toggleFlag } from '../commands';
import { byOrder, contextOf, groupChain } from '../docModel';
import { execute } from '../execute';
import { useEditor } from '../store';

function LayerRow({ node, index, selected }: { node: Component2D; index: number; selected: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const Icon = definitionOf(node.componentType)?.icon ?? FolderOutlined;
  return (
    <div
      className={`tc-layer${selected ? ' tc-layer-selected' : ''}`}
      data-testid={`layer-${node.componentName ?? node._id}`}
      draggable={!editing}
      onDragStart={(e) => e.dataTransfer.setData('text/x-tc-layer', node._id)}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        const id = e.dataTransfer.getData('text/x-tc-layer');
        if (id && id !== node._id) reorderLayer(id, index);
      }}
      onClick={(e) => {
        const s = useEditor.getState();
        if (e.shiftKey || e.metaKey || e.ctrlKey)
          s.select(selected ? s.selectedIds.filter((x) => x !== node._id) : [...s.selectedIds, node._id]);
        else s.select([node._id]);
      }}
      onDoubleClick={() => setEditing(true)}
    >
      <Icon />
      {editing ? (
        <Input
          size="small"
          autoFocus
          defaultValue={node.componentName ?? ''}
          onBlur={(e) => {
            setEditing(false);
            renameNode(node._id, 'componentName', node.componentName, e.target.value, 'update2D');
          }}
          onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
          onClick={(e) => e.stopPropagation()}
        />
      ) : (
        <span className="tc-layer-name">{node.componentName ?? node._id}</span>
      )}
      <Button
        size="small"
        type="text"
        aria-label={node.lock ? t('editor.layer.unlock') : t('editor.layer.lock')}
        icon={node.lock ? <LockOutlined /> : <UnlockOutlined />}
        className={node.lock ? 'tc-on' : 'tc-off'}
        onClick={(e) => {
          e.stopPropagation();
          toggleFlag(node, 'lock');
        }}
      />
      <Button
        size="small"
        type="text"
        aria-label={node.show === false ? t('editor.layer.show') : t('editor.layer.hide')}
        icon={node.show === false ? <EyeInvisibleOutlined /> : <EyeOutlined />}
        className={node.show === false ? 'tc-on' : 'tc-off'}
        onClick={(e) => {
          e.stopPropagation();
          toggleFlag(node, 'show');
        }}
      />
    </div>
  );
}

/** Row height of the layer list; rows are windowed so a page of thousands stays cheap. */
const ROW = 30;
const OVERSCAN = 10;

/** Layers of the edited list, top of the stack first: select, rename, drag to reorder, lock, show/hide. */
export function LayerList() {
  const { t } = useTranslation();
  const doc = useEditor((s) => s.doc);
  const pageId = useEditor((s) => s.pageId);
  const groupPath = useEditor((s) => s.groupPath);
  const selectedIds = useEditor((s) => s.selectedIds);
  const scroller = useRef<HTMLDivElement>(null);
  const [win, setWin] = useState({ top: 0, height: 600 });
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
  const rows = [...stack].reverse();
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
          {/* The list shows the top of the stack first; row i is stack position rows.length - 1 - i. */}
          {rows.slice(first, last).map((node, k) => (
            <div
              key={node._id}
              style={{ position: 'absolute', top: (first + k) * ROW, left: 0, right: 0, height: ROW }}
            >
              <LayerRow node={node} index={rows.length - 1 - (first + k)} selected={chosen.has(node._id)} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
