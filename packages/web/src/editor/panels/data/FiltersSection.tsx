import { lazy, Suspense, useState } from 'react';
import { Button, Input, Modal, Select, Space, Spin, Switch, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Component2D } from '@twincanvas/model';
import { dataApi, type FilterRow } from '../../../data/api';
import { filterIdsOf } from '../../../data/runtime';
import { patchRequestSource, useFilterList, useRefreshLists } from './lists';

const FilterCodeEditor = lazy(() => import('./FilterCodeEditor'));

/** Edits one filter's name and code (CodeMirror); saving updates the project filter for every user of it. */
function FilterDialog({ filter, onClose }: { filter: FilterRow; onClose(): void }) {
  const { t } = useTranslation();
  const refresh = useRefreshLists();
  const [name, setName] = useState(filter.name);
  const [code, setCode] = useState(filter.code);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await dataApi.updateFilter(filter.id, { name: name.trim() || filter.name, code });
      refresh();
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={720}
      title={t('dataBinding.editFilter')}
      okText={t('dataBinding.saveFilter')}
      cancelText={t('dataBinding.cancel')}
      confirmLoading={saving}
      okButtonProps={{ id: 'filter-save' }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input
          value={name}
          addonBefore={t('dataBinding.filterName')}
          data-testid="filter-name"
          onChange={(e) => setName(e.target.value)}
        />
        <Typography.Text type="secondary">(data, vars) =&gt; {'{'}</Typography.Text>
        <Suspense fallback={<Spin />}>
          <FilterCodeEditor value={filter.code} onChange={setCode} />
        </Suspense>
        <Typography.Text type="secondary">{'}'}</Typography.Text>
      </Space>
    </Modal>
  );
}

/** The component's filter chain: order, add (new 'filter example' or existing), edit, remove, filterOn. */
export function FiltersSection({ node, projectFlag }: { node: Component2D; projectFlag: string }) {
  const { t } = useTranslation();
  const refresh = useRefreshLists();
  const all = useFilterList(projectFlag).data ?? [];
  const [editing, setEditing] = useState<FilterRow | null>(null);
  const rs = node.requestSource ?? {};
  const ids = filterIdsOf(rs);
  const save = (next: string[]) => patchRequestSource(node, { filters: next });
  const move = (i: number, by: number) => {
    const next = [...ids];
    const [x] = next.splice(i, 1);
    next.splice(i + by, 0, x!);
    save(next);
  };
  const addNew = async () => {
    const f = await dataApi.addFilter(projectFlag);
    refresh();
    patchRequestSource(node, { filters: [...ids, f.id], filterOn: rs.filterOn ?? true });
    setEditing(f);
  };
  return (
    <div data-testid="data-filters">
      <div className="tc-prop-row">
        <label>{t('dataBinding.filterOn')}</label>
        <Switch
          size="small"
          checked={rs.filterOn !== false}
          data-testid="filter-on"
          onChange={(filterOn) => patchRequestSource(node, { filterOn })}
        />
      </div>
      {ids.map((id, i) => {
        const f = all.find((x) => x.id === id);
        return (
          <div key={`${id}-${i}`} style={{ display: 'flex', alignItems: 'center', gap: 4, marginBottom: 4 }}>
            <Typography.Text style={{ flex: 1 }} ellipsis data-testid={`filter-item-${i}`}>
              {i + 1}. {f ? f.name : t('dataBinding.filterDeleted')}
            </Typography.Text>
            <Button size="small" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, -1)} />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={i === ids.length - 1}
              onClick={() => move(i, 1)}
            />
            <Button
              size="small"
              icon={<EditOutlined />}
              disabled={!f}
              data-testid={`filter-edit-${i}`}
              aria-label={t('dataBinding.editFilter')}
              onClick={() => f && setEditing(f)}
            />
            <Button
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('dataBinding.removeFilter')}
              onClick={() => save(ids.filter((_, j) => j !== i))}
            />
          </div>
        );
      })}
      <Space wrap>
        <Button size="small" icon={<PlusOutlined />} data-testid="filter-add" onClick={() => void addNew()}>
          {t('dataBinding.addFilter')}
        </Button>
        <Select
          size="small"
          style={{ minWidth: 140 }}
          placeholder={t('dataBinding.useFilter')}
          value={null}
          options={all.filter((f) => !ids.includes(f.id)).map((f) => ({ value: f.id, label: f.name }))}
          onChange={(id: string) => save([...ids, id])}
        />
      </Space>
      {editing && <FilterDialog filter={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
