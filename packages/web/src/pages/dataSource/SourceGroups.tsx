import { useState } from 'react';
import { Button, Input, Modal, Tooltip, Typography } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  FolderOpenOutlined,
  FolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../app/useConfirmDelete';
import { groupApi, type GroupCounts, type SourceGroup } from './dataSourceApi';

/** Which sources the list shows: all, those in no group, or one group's. */
export type GroupKey = 'all' | 'none' | string;

export function groupFilter(key: GroupKey): { groupManagementId?: string | null } {
  if (key === 'all') return {};
  return { groupManagementId: key === 'none' ? null : key };
}

interface Props {
  groups: SourceGroup[];
  counts: GroupCounts | undefined;
  selected: GroupKey;
  canEdit: boolean;
  onSelect(key: GroupKey): void;
  /** Groups or their members changed: reload both. */
  onChanged(): void;
}

/**
 * The data-source groups (group type 7) beside the list: all sources, the ungrouped ones and each group
 * with its count; create, rename and delete (with confirmation: the sources stay, ungrouped).
 */
export function SourceGroups(props: Props) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<{ id: string | null; name: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const count = (key: GroupKey) =>
    key === 'all'
      ? props.counts?.all
      : key === 'none'
        ? props.counts?.ungrouped
        : (props.counts?.byGroup[key] ?? 0);

  const save = async () => {
    if (!editing || !editing.name.trim()) return;
    setSaving(true);
    try {
      if (editing.id) await groupApi.rename(editing.id, editing.name.trim());
      else props.onSelect((await groupApi.add(editing.name.trim())).id);
      setEditing(null);
      props.onChanged();
    } finally {
      setSaving(false);
    }
  };

  const remove = (g: SourceGroup) =>
    confirmDelete({
      title: t('dataSource.groups.deleteTitle', { name: g.name }),
      content: t('dataSource.groups.deleteContent'),
      remove: () => groupApi.remove(g.id),
      after: () => {
        if (props.selected === g.id) props.onSelect('all');
        props.onChanged();
      },
    });

  const row = (key: GroupKey, label: string, g?: SourceGroup) => {
    const active = props.selected === key;
    return (
      <div
        key={key}
        role="button"
        tabIndex={0}
        data-testid={g ? 'source-group-item' : `source-group-${key}`}
        data-name={g?.name}
        data-active={active}
        onClick={() => props.onSelect(key)}
        onKeyDown={(e) => e.key === 'Enter' && props.onSelect(key)}
        className="tc-source-group"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 6,
          padding: '6px 8px',
          borderRadius: 6,
          cursor: 'pointer',
          background: active ? 'rgba(22, 119, 255, 0.12)' : undefined,
        }}
      >
        {active ? <FolderOpenOutlined /> : <FolderOutlined />}
        <Typography.Text ellipsis style={{ flex: 1 }} strong={active}>
          {label}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="source-group-count">
          {count(key) ?? ''}
        </Typography.Text>
        {g && props.canEdit ? (
          <span onClick={(e) => e.stopPropagation()} style={{ display: 'flex' }}>
            <Tooltip title={t('dataSource.groups.rename')}>
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={t('dataSource.groups.rename')}
                data-testid="source-group-rename"
                onClick={() => setEditing({ id: g.id, name: g.name })}
              />
            </Tooltip>
            <Tooltip title={t('dataSource.groups.delete')}>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('dataSource.groups.delete')}
                data-testid="source-group-delete"
                onClick={() => remove(g)}
              />
            </Tooltip>
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <div data-testid="source-groups" style={{ width: 220, flex: 'none' }}>
      <div style={{ display: 'flex', alignItems: 'center', marginBottom: 8 }}>
        <Typography.Text strong style={{ flex: 1 }}>
          {t('dataSource.groups.title')}
        </Typography.Text>
        {props.canEdit ? (
          <Tooltip title={t('dataSource.groups.add')}>
            <Button
              size="small"
              icon={<PlusOutlined />}
              aria-label={t('dataSource.groups.add')}
              data-testid="source-group-add"
              onClick={() => setEditing({ id: null, name: '' })}
            />
          </Tooltip>
        ) : null}
      </div>
      {row('all', t('dataSource.groups.all'))}
      {row('none', t('dataSource.groups.none'))}
      {props.groups.map((g) => row(g.id, g.name, g))}
      <Modal
        open={editing !== null}
        title={t(editing?.id ? 'dataSource.groups.rename' : 'dataSource.groups.add')}
        onCancel={() => setEditing(null)}
        onOk={() => void save()}
        okButtonProps={{
          disabled: !editing?.name.trim(),
          loading: saving,
          // data-* attributes pass through to the button element.
          ...({ 'data-testid': 'source-group-ok' } as Record<string, string>),
        }}
        destroyOnHidden
      >
        <Input
          autoFocus
          maxLength={100}
          placeholder={t('dataSource.groups.namePlaceholder')}
          data-testid="source-group-name"
          value={editing?.name ?? ''}
          onChange={(e) => setEditing((x) => (x ? { ...x, name: e.target.value } : x))}
          onPressEnter={() => void save()}
        />
      </Modal>
    </div>
  );
}
