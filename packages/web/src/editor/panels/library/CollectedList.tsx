import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Empty, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../app/useConfirmDelete';
import { collectSelection, insertCollected, selectedComponents } from './actions';
import { COLLECT_CACHE_MS, libraryApi, type Resource, type ResourceGroup } from './libraryApi';

const GROUPS_KEY = ['library', 'collect-groups'];
const COLLECTED_KEY = ['library', 'collected'];
const NO_GROUPS: ResourceGroup[] = [];
const NO_ITEMS: Resource[] = [];

/** Collected components (docs/reference.md#library): collect groups, collect the selection, insert into any project. */
export function CollectedList() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const client = useQueryClient();
  const groups = useQuery({ queryKey: GROUPS_KEY, queryFn: () => libraryApi.groups(1) }).data ?? NO_GROUPS;
  // The group picked, while it exists; else the first one.
  const [picked, setCurrent] = useState('');
  const current = picked && groups.some((g) => g.id === picked) ? picked : (groups[0]?.id ?? '');
  // A collect group's components: page 1, size 10000, read again after 3 minutes (docs/reference.md#limits).
  const collected = useQuery({
    queryKey: [...COLLECTED_KEY, current],
    queryFn: () => libraryApi.collected(current),
    enabled: current !== '',
    staleTime: COLLECT_CACHE_MS,
  });
  const items = (current && collected.data?.currentResult) || NO_ITEMS;
  /** After a collect or a delete: those groups' lists (all of them without a list) are read again. */
  const changedItems = (groupIds?: string[]) =>
    groupIds
      ? Promise.all(groupIds.map((g) => client.invalidateQueries({ queryKey: [...COLLECTED_KEY, g] })))
      : client.invalidateQueries({ queryKey: COLLECTED_KEY });

  const addGroup = () => {
    let name = '';
    modal.confirm({
      title: t('library.newGroup'),
      content: (
        <Input
          placeholder={t('library.groupName')}
          maxLength={100}
          onChange={(e) => (name = e.target.value)}
          data-testid="collect-group-name"
        />
      ),
      onOk: async () => {
        if (!name.trim()) return;
        const g = await libraryApi.addGroup(1, name.trim());
        await client.invalidateQueries({ queryKey: GROUPS_KEY });
        setCurrent(g.id);
      },
    });
  };

  const collect = () => {
    const selection = selectedComponents();
    if (selection.length === 0) return void message.warning(t('library.needSelection'));
    if (groups.length === 0) return void message.warning(t('library.needGroup'));
    let name = String(selection[0]!.componentName ?? '');
    let targets = current ? [current] : [];
    modal.confirm({
      title: t('library.collect'),
      content: (
        <div className="tc-library-form">
          <Input
            defaultValue={name}
            maxLength={100}
            placeholder={t('library.collectName')}
            onChange={(e) => (name = e.target.value)}
            data-testid="collect-name"
          />
          <div>{t('library.collectGroups')}</div>
          <Checkbox.Group
            defaultValue={targets}
            options={groups.map((g) => ({ value: g.id, label: g.name }))}
            onChange={(v) => (targets = v as string[])}
          />
        </div>
      ),
      onOk: async () => {
        if (targets.length === 0 || !name.trim()) return;
        await collectSelection(name.trim(), targets);
        void message.success(t('library.collected'));
        // The popup closes; the target groups' lists are read again, so the current one shows it (docs/reference.md#library).
        await changedItems(targets);
      },
    });
  };

  return (
    <div className="tc-library-list" data-testid="library-list-1">
      <div className="tc-library-bar">
        <Select
          size="small"
          value={current || undefined}
          onChange={setCurrent}
          options={groups.map((g) => ({ value: g.id, label: g.name }))}
          placeholder={t('library.noCollectGroup')}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="collect-group-select"
        />
        <Button size="small" onClick={addGroup} data-testid="collect-new-group">
          + {t('library.newGroup')}
        </Button>
      </div>
      <Button size="small" block onClick={collect} data-testid="collect-selection">
        {t('library.collect')}
      </Button>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('library.empty')} />
      ) : (
        <ul className="tc-library-items">
          {items.map((r) => (
            <li key={r.id} data-testid="library-item" data-name={r.name}>
              <button
                type="button"
                className="tc-library-pick"
                onClick={() => void insertCollected(r)}
                title={t('library.insert')}
              >
                <span className="tc-library-name">{r.name}</span>
              </button>
              <Button
                size="small"
                type="text"
                danger
                onClick={() =>
                  confirmDelete({
                    title: t('library.deleteTitle'),
                    content: t('library.deleteContent', { name: r.name }),
                    remove: () => libraryApi.removeCollected([r.id]),
                    after: () => changedItems(),
                  })
                }
              >
                {t('library.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
