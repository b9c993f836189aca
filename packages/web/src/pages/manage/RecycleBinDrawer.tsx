import { formatDateTime } from '../../app/format';
import { useState } from 'react';
import { App, Button, Drawer, Empty, Segmented, Space, Table } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { manageApi, type RecycleItem } from './manageApi';
import { useConfirmDelete } from '../../app/useConfirmDelete';

type Kind = 'all' | 'project' | 'folder';

/** Recycle bin: restore puts an item back whole; remove deletes it for good (both confirmed). */
export function RecycleBinDrawer(props: { open: boolean; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [kind, setKind] = useState<Kind>('all');
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['recycle-bin', kind],
    queryFn: async () => (await manageApi.recycleList(kind === 'all' ? undefined : kind)).list,
    // Read each time the drawer opens (the answer is stale at once): deletes on the page fill the bin.
    enabled: props.open,
  });
  const items = list.data ?? [];
  // A restore or removal changes what every kind lists.
  const load = () => client.invalidateQueries({ queryKey: ['recycle-bin'] });

  const after = async (msg: string) => {
    void message.success(msg);
    await load();
    props.onChanged();
  };
  const confirmDelete = useConfirmDelete();
  const confirmRemove = (ids: string[] | 'all') =>
    confirmDelete({
      title: ids === 'all' ? t('manage.recycle.removeAllTitle') : t('manage.recycle.removeTitle'),
      content: t('manage.recycle.removeHint'),
      remove: () => (ids === 'all' ? manageApi.removeAll() : manageApi.remove(ids)),
      after: async () => {
        await load();
        props.onChanged();
      },
    });

  return (
    <Drawer open={props.open} onClose={props.onClose} size={720} title={t('manage.recycle.title')}>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Segmented<Kind>
          value={kind}
          onChange={setKind}
          options={[
            { value: 'all', label: t('manage.recycle.all') },
            { value: 'project', label: t('manage.recycle.projects') },
            { value: 'folder', label: t('manage.recycle.folders') },
          ]}
        />
        <Button danger disabled={items.length === 0} onClick={() => confirmRemove('all')}>
          {t('manage.recycle.removeAll')}
        </Button>
      </Space>
      <Table<RecycleItem>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={items}
        pagination={false}
        locale={{ emptyText: <Empty description={t('manage.recycle.empty')} /> }}
        columns={[
          { title: t('manage.recycle.name'), dataIndex: 'name' },
          {
            title: t('manage.recycle.kind'),
            dataIndex: 'type',
            render: (k: string) =>
              k === 'folder' ? t('manage.recycle.folder') : t('manage.recycle.project'),
          },
          { title: t('manage.recycle.deletedBy'), dataIndex: 'deletedByName' },
          {
            title: t('manage.recycle.deletedAt'),
            dataIndex: 'deletedAt',
            render: (d: string) => formatDateTime(d),
          },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, item) => (
              <Space>
                <Button
                  size="small"
                  data-testid={`restore-${item.name}`}
                  onClick={async () => {
                    await manageApi.restore([item.id]);
                    await after(t('manage.recycle.restored'));
                  }}
                >
                  {t('manage.recycle.restore')}
                </Button>
                <Button size="small" danger onClick={() => confirmRemove([item.id])}>
                  {t('manage.recycle.remove')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
