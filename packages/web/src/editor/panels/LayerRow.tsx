import { useState } from 'react';
import { Button, Input } from 'antd';
import {
  CaretDownOutlined,
  CaretRightOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FolderOutlined,
  LockOutlined,
  LogoutOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isGroup, type Component2D } from '@twincanvas/model';
import { editingOf } from '../../components/editingRegistry';
import { moveLayerIntoGroup, moveLayerOutOfGroup, renameNode, reorderLayer, toggleFlag } from '../commands';
import { useEditor } from '../store';

export const LAYER_DRAG = 'text/x-tc-layer';

/** What a layer row carries while dragged: the component, and its group when it is a group's member. */
interface Dragged {
  id: string;
  groupId?: string;
}
let dragged: Dragged | null = null;

export interface LayerRowProps {
  node: Component2D;
  /** Stack position in the edited list (top-level rows), or of the row's group (member rows). */
  index: number;
  selected: boolean;
  /** Set for a member shown under its expanded group. */
  groupId?: string;
  expanded?: boolean;
  onToggle?(): void;
}

/**
 * Where a drop lands: onto the middle of a group row moves into the group; a member dropped on a row of
 * the edited list leaves its group; otherwise the stack is reordered.
 */
function dropOn(target: LayerRowProps, e: React.DragEvent<HTMLElement>): void {
  const from = dragged;
  dragged = null;
  if (!from || from.id === target.node._id) return;
  const box = e.currentTarget.getBoundingClientRect();
  const y = e.clientY - box.top;
  const middle = y > box.height / 4 && y < (box.height * 3) / 4;
  const intoGroup = target.groupId ?? (isGroup(target.node) && middle ? target.node._id : undefined);
  if (from.groupId) {
    if (intoGroup === from.groupId) return; // within its own group: the group's order is not edited here
    moveLayerOutOfGroup(from.groupId, from.id);
    if (intoGroup) moveLayerIntoGroup(from.id, intoGroup);
    return;
  }
  if (intoGroup) moveLayerIntoGroup(from.id, intoGroup);
  else reorderLayer(from.id, target.index);
}

/** One row of the layer list: select, rename, drag (reorder, into or out of a group), lock, show/hide. */
export function LayerRow(props: LayerRowProps) {
  const { node, selected, groupId, expanded, onToggle } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [over, setOver] = useState(false);
  const Icon = editingOf(node.componentType)?.icon ?? FolderOutlined;
  const group = isGroup(node);
  return (
    <div
      className={`tc-layer${selected ? ' tc-layer-selected' : ''}${groupId ? ' tc-layer-member' : ''}${over ? ' tc-layer-over' : ''}`}
      data-testid={`layer-${node.componentName ?? node._id}`}
      data-member-of={groupId}
      draggable={!editing}
      onDragStart={(e) => {
        dragged = { id: node._id, groupId };
        e.dataTransfer.setData(LAYER_DRAG, node._id);
      }}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        dropOn(props, e);
      }}
      onClick={(e) => {
        const s = useEditor.getState();
        // A member is edited inside its group: clicking it enters the group and selects it there.
        if (groupId) {
          s.setGroupPath([...s.groupPath, groupId]);
          s.select([node._id]);
          return;
        }
        if (e.shiftKey || e.metaKey || e.ctrlKey)
          s.select(selected ? s.selectedIds.filter((x) => x !== node._id) : [...s.selectedIds, node._id]);
        else s.select([node._id]);
      }}
      onDoubleClick={() => !groupId && setEditing(true)}
    >
      {group ? (
        <Button
          size="small"
          type="text"
          className="tc-layer-caret"
          aria-label={expanded ? t('editor.layer.collapse') : t('editor.layer.expand')}
          aria-expanded={expanded}
          icon={expanded ? <CaretDownOutlined /> : <CaretRightOutlined />}
          onClick={(e) => {
            e.stopPropagation();
            onToggle?.();
          }}
        />
      ) : null}
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
      {groupId ? (
        <Button
          size="small"
          type="text"
          className="tc-off"
          aria-label={t('editor.layer.moveOut')}
          title={t('editor.layer.moveOut')}
          icon={<LogoutOutlined />}
          onClick={(e) => {
            e.stopPropagation();
            moveLayerOutOfGroup(groupId, node._id);
          }}
        />
      ) : null}
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
