import { useState } from 'react';
import { Button, Empty, Input, Modal } from 'antd';
import {
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LockOutlined,
  QuestionOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type Component3D, isLocked3D, isShown, type Page } from '@twincanvas/model';
import { editing3DOf } from '../../components/editingRegistry';
import { listOwner } from '../docModel';
import { useEditor } from '../store';
import { delete3D, rename3D, toggleLock3D, toggleShown3D } from './commands';
import './locales';

function Row({ c, selected }: { c: Component3D; selected: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const Icon = editing3DOf(String(c.type))?.icon ?? QuestionOutlined;
  const shown = isShown(c);
  const locked = isLocked3D(c);
  const name = c.name || c._id;
  return (
    <div
      className={`tc-layer${selected ? ' tc-layer-selected' : ''}`}
      data-testid={`layer3d-${name}`}
      title={t('c3d.rename')}
      onClick={(e) => {
        const s = useEditor.getState();
        if (e.shiftKey || e.metaKey || e.ctrlKey)
          s.select(selected ? s.selectedIds.filter((x) => x !== c._id) : [...s.selectedIds, c._id]);
        else s.select([c._id]);
      }}
      onDoubleClick={() => setEditing(true)}
    >
      <Icon />
      {editing ? (
        <Input
          size="small"
          autoFocus
          defaultValue={c.name ?? ''}
          data-testid="layer3d-rename"
          onBlur={(e) => {
            setEditing(false);
            rename3D(c, e.target.value.trim());
          }}
          onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
          onClick={(e) => e.stopPropagation()}
        />
      ) : (
        <span className="tc-layer-name">{name}</span>
      )}
      <Button
        size="small"
        type="text"
        aria-label={locked ? t('c3d.unlock') : t('c3d.lock')}
        data-testid="layer3d-lock"
        icon={locked ? <LockOutlined /> : <UnlockOutlined />}
        className={locked ? 'tc-on' : 'tc-off'}
        onClick={(e) => {
          e.stopPropagation();
          toggleLock3D(c);
        }}
      />
      <Button
        size="small"
        type="text"
        aria-label={shown ? t('c3d.hide') : t('c3d.show')}
        data-testid="layer3d-eye"
        icon={shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        className={shown ? 'tc-off' : 'tc-on'}
        onClick={(e) => {
          e.stopPropagation();
          toggleShown3D(c);
        }}
      />
      <Button
        size="small"
        type="text"
        aria-label={t('c3d.delete')}
        data-testid="layer3d-delete"
        icon={<DeleteOutlined />}
        className="tc-off"
        onClick={(e) => {
          e.stopPropagation();
          Modal.confirm({
            title: t('c3d.deleteConfirm', { name }),
            okButtonProps: { danger: true },
            onOk: () => void delete3D([c._id]),
          });
        }}
      />
    </div>
  );
}

/** The scene layer's layer list: the page's 3D components; select, rename, lock, show/hide, delete. */
export function LayerList3D() {
  const { t } = useTranslation();
  const list = useEditor((s) =>
    s.doc ? ((listOwner(s.doc, s.pageId) as Page | undefined)?.components3D ?? null) : null,
  );
  const selectedIds = useEditor((s) => s.selectedIds);
  const chosen = new Set(selectedIds);
  if (!list || list.length === 0)
    return (
      <div className="tc-layers" data-testid="layer-list-3d">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('c3d.empty')} />
      </div>
    );
  return (
    <div className="tc-layers" data-testid="layer-list-3d">
      <div className="tc-layer-scroll">
        {list.map((c) => (
          <Row key={c._id} c={c} selected={chosen.has(c._id)} />
        ))}
      </div>
    </div>
  );
}
