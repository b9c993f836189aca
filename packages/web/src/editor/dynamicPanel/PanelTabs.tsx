import { useEffect, useState, type RefObject } from 'react';
import { Button, Input, Popconfirm, Tooltip, type ButtonProps } from 'antd';
import { CheckOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  addDynamicPageAction,
  deleteDynamicPageAction,
  moveDynamicPageEdit,
  switchDynamicPageAction,
} from '../actions/dynamicPage';
import { leaveDynamicPanelAction } from '../actions/dynamicPanel';
import { renameNode } from '../commands';
import { contextOrigin, enteredPanel } from '../docModel';
import { execute, perform } from '../execute';
import { useEditor } from '../store';
import './locales';

/** Ids that identify the entered panel and page; primitives, so the store snapshot stays stable. */
function useEntered() {
  const key = useEditor((s) => {
    if (!s.doc) return '';
    const e = enteredPanel(s.doc, s.pageId, s.groupPath);
    return e ? `${e.panel._id}|${e.page._id}|${e.depth}` : '';
  });
  const [panelId, pageId, depth] = key ? key.split('|') : [];
  return panelId ? { panelId, pageId: pageId!, depth: Number(depth) } : null;
}

/**
 * The tab strip over an entered dynamic panel: switch (click), add, rename (double-click), delete (with
 * confirmation) and reorder (drag) its pages, and leave. A pointer-down on the canvas outside the panel
 * also leaves it. Every page edit is an op (undoable, saved), switching included: the page edited is the
 * panel's stored current page.
 */
export function PanelTabs({ viewportRef }: { viewportRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  const entered = useEntered();
  const panel = useEditor((s) => {
    if (!s.doc || !entered) return null;
    return enteredPanel(s.doc, s.pageId, s.groupPath)?.panel ?? null;
  });
  const position = useEditor((s) => {
    if (!s.doc || !entered) return '';
    const o = contextOrigin(s.doc, s.pageId, s.groupPath.slice(0, entered.depth + 2));
    return `${s.panX + o.x * s.scale},${s.panY + o.y * s.scale}`;
  });
  const [renaming, setRenaming] = useState<string | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);

  // Clicking the canvas outside the panel leaves the edit area (inside a group of it, Esc leaves first).
  const inside = entered !== null;
  useEffect(() => {
    const el = viewportRef.current;
    if (!el || !inside) return;
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0) return;
      const at = e.target as Element;
      if (at.closest('.tc-entered, .tc-dyn-tabs, .moveable-control-box, .tc-batch')) return;
      execute(leaveDynamicPanelAction);
    };
    el.addEventListener('pointerdown', onDown, true);
    return () => el.removeEventListener('pointerdown', onDown, true);
  }, [viewportRef, inside]);

  if (!entered || !panel || !position) return null;
  const [left, top] = position.split(',').map(Number);
  const pages = panel.dynamicModel?.pageList ?? [];
  const open = (pageIndex: number) => execute(switchDynamicPageAction, { shift: false, pageIndex });
  const drop = (to: number) => {
    if (dragFrom !== null && dragFrom !== to) perform(moveDynamicPageEdit, dragFrom, to);
    setDragFrom(null);
    setDropAt(null);
  };

  return (
    <div
      className="tc-dyn-tabs"
      data-testid="dynamic-tabs"
      role="tablist"
      aria-label={t('dynamicPanelEdit.tabs')}
      style={{ left, top }}
    >
      {pages.map((page, i) =>
        renaming === page._id ? (
          <Input
            key={page._id}
            size="small"
            autoFocus
            style={{ width: 120 }}
            defaultValue={page.pageName ?? ''}
            data-testid="dynamic-tab-rename"
            onBlur={(e) => {
              setRenaming(null);
              renameNode(page._id, 'pageName', page.pageName, e.target.value.trim(), 'updateDynamicPage');
            }}
            onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
            onKeyDown={(e) => e.key === 'Escape' && setRenaming(null)}
          />
        ) : (
          <Tooltip key={page._id} title={t('dynamicPanelEdit.rename')} mouseEnterDelay={0.8}>
            <span
              role="tab"
              aria-selected={page._id === entered.pageId}
              data-testid={`dynamic-tab-${i}`}
              className={[
                'tc-dyn-tab',
                page._id === entered.pageId ? 'tc-active' : '',
                dropAt === i ? 'tc-drop' : '',
              ].join(' ')}
              draggable
              onClick={() => open(i)}
              onDoubleClick={() => setRenaming(page._id)}
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move';
                setDragFrom(i);
              }}
              onDragOver={(e) => {
                if (dragFrom === null) return;
                e.preventDefault();
                setDropAt(i);
              }}
              onDragEnd={() => setDragFrom(null)}
              onDrop={(e) => {
                e.preventDefault();
                drop(i);
              }}
            >
              {page.pageName || `${i + 1}`}
            </span>
          </Tooltip>
        ),
      )}
      <Tooltip title={t('dynamicPanelEdit.addPage')}>
        <Button
          size="small"
          icon={<PlusOutlined />}
          data-testid="dynamic-add-page"
          onClick={() => execute(addDynamicPageAction)}
        />
      </Tooltip>
      <Popconfirm
        title={t('dynamicPanelEdit.confirmDelete', {
          name: pages.find((p) => p._id === entered.pageId)?.pageName ?? '',
        })}
        okText={t('dynamicPanelEdit.ok')}
        cancelText={t('dynamicPanelEdit.cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'dynamic-delete-confirm' } as ButtonProps}
        onConfirm={() => execute(deleteDynamicPageAction)}
        disabled={pages.length < 2}
      >
        <Tooltip title={t('dynamicPanelEdit.deletePage')}>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={pages.length < 2}
            data-testid="dynamic-delete-page"
          />
        </Tooltip>
      </Popconfirm>
      <Tooltip title={t('dynamicPanelEdit.leave')}>
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined />}
          data-testid="dynamic-leave"
          onClick={() => execute(leaveDynamicPanelAction)}
        />
      </Tooltip>
    </div>
  );
}
