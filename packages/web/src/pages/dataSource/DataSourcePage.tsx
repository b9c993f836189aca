import { formatDateTime } from '../../app/format';
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Input, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../app/useConfirmDelete';
import { useSession } from '../../app/session';
import { useTitle } from '../../app/useTitle';
import { useCan } from '../header/accountApi';
import {
  addressOf,
  DATA_PERM,
  groupApi,
  SOURCE_PAGE_SIZE,
  sourceApi,
  type SourceGroup,
  type SourcePage,
  type SourceView,
} from './dataSourceApi';
import { sourceLoadStatus } from './loadState';
import { groupFilter, SourceGroups, type GroupKey } from './SourceGroups';
import { SourceModal } from './SourceModal';
import './locales';

// The page's reads in the query cache (its list pages and its groups).
const SOURCES = 'data-source-page';
const NO_PAGE: SourcePage = { list: [], totalResult: 0, totalPage: 1, pages: 1, page: 1 };
const NO_GROUPS: SourceGroup[] = [];
const NO_IDS: string[] = [];

/**
 * /dataSource: the group's data sources (docs/reference.md#workspace, docs/reference.md#api): search with matching ones
 * first, paging, the loading / complete / noSearchData / noData states, create, edit, test and delete;
 * data-source groups (group type 7) beside the list to filter by, and moving the selected sources into
 * one. Buttons the user's codes do not allow are hidden; the server refuses them anyway.
 */
export function DataSourcePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  useTitle(t('dataSource.title'));
  const canEdit = useCan(DATA_PERM.edit);
  const confirmDelete = useConfirmDelete();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<{ source: SourceView | null } | null>(null);
  const [group, setGroup] = useState<GroupKey>('all');
  const client = useQueryClient();
  const groupId = useSession((s) => s.session?.groupId ?? null);
  // Keyed by what the page asks for: a slower answer to an older search lands under its own key.
  const sources = useQuery({
    queryKey: [SOURCES, groupId, 'page', page, keyword.trim(), group],
    queryFn: () =>
      sourceApi.page({
        keyword: keyword.trim() || undefined,
        page,
        limit: SOURCE_PAGE_SIZE,
        ...groupFilter(group),
      }),
    // The rows shown stay (the table spinning) until the next answer arrives.
    placeholderData: keepPreviousData,
  });
  const data = sources.data ?? NO_PAGE;
  const loading = sources.isFetching;
  const groups =
    useQuery({ queryKey: [SOURCES, groupId, 'groups'], queryFn: groupApi.list }).data ?? NO_GROUPS;
  // A selection belongs to the answer it was made on: a new answer (a page, a search, a reload) clears it.
  const [selection, setSelection] = useState<{ on: SourcePage | undefined; ids: string[] }>({
    on: undefined,
    ids: [],
  });
  const selected = selection.on === sources.data ? selection.ids : NO_IDS;
  const setSelected = (ids: string[]) => setSelection({ on: sources.data, ids });
  const load = (nextPage: number) => {
    setPage(nextPage);
    return client.invalidateQueries({ queryKey: [SOURCES, groupId, 'page'] });
  };

  // An empty group is "noData" for that group, not for the whole screen: the tree stays.
  const status = sourceLoadStatus(loading, data.list.length, keyword);
  const reload = () => load(data.page);
  const groupName = (id: string | null) => groups.find((g) => g.id === id)?.name ?? '';

  const move = async (to: string) => {
    const target = to === 'none' ? null : to;
    const r = await sourceApi.move(selected, target);
    void message.success(t('dataSource.moved', { n: r.moved }));
    await reload();
  };

  const remove = async (s: SourceView) => {
    const check = await sourceApi.deleteCheck([s.id]);
    const projects = check.usedBy.map((p) => p.projectName).join('、');
    const n = check.otherProjects;
    confirmDelete({
      title: t('dataSource.deleteTitle', { name: s.name }),
      content: projects
        ? t(n > 0 ? 'dataSource.deleteUsedMore' : 'dataSource.deleteUsed', { projects, n })
        : n > 0
          ? t('dataSource.deleteUsedCount', { n })
          : t('dataSource.deleteContent'),
      remove: () => sourceApi.remove([s.id]),
      after: () => load(data.list.length === 1 && data.page > 1 ? data.page - 1 : data.page),
    });
  };

  return (
    <Card
      title={t('dataSource.title')}
      extra={
        canEdit ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ source: null })}
            data-testid="source-create"
          >
            {t('dataSource.create')}
          </Button>
        ) : null
      }
    >
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        <SourceGroups
          groups={groups}
          counts={data.groupCounts}
          selected={group}
          canEdit={canEdit}
          onSelect={(key) => {
            setGroup(key);
            setPage(1);
          }}
          onChanged={() => {
            void client.invalidateQueries({ queryKey: [SOURCES, groupId, 'groups'] });
            void load(1);
          }}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Space style={{ marginBottom: 16 }} wrap>
            <Input.Search
              allowClear
              placeholder={t('dataSource.search')}
              style={{ width: 320 }}
              data-testid="source-search"
              onSearch={(v) => {
                setKeyword(v);
                setPage(1);
              }}
            />
            {canEdit && selected.length > 0 ? (
              <>
                <Typography.Text type="secondary">
                  {t('dataSource.selected', { n: selected.length })}
                </Typography.Text>
                <Select<string>
                  style={{ width: 200 }}
                  placeholder={t('dataSource.moveTo')}
                  data-testid="source-move"
                  value={null as unknown as string}
                  onChange={(v) => void move(v)}
                  options={[
                    { value: 'none', label: t('dataSource.groups.none') },
                    ...groups.map((g) => ({ value: g.id, label: g.name })),
                  ]}
                />
              </>
            ) : null}
          </Space>
          <div data-testid="source-list" data-state={status}>
            {status === 'loading' && data.list.length === 0 ? (
              <Spin tip={t('dataSource.loading')}>
                <div style={{ height: 120 }} />
              </Spin>
            ) : status === 'noData' || status === 'noSearchData' ? (
              <Empty description={t(`dataSource.${status}`)} />
            ) : (
              <Table<SourceView>
                rowKey="id"
                size="middle"
                loading={loading}
                dataSource={data.list}
                rowSelection={
                  canEdit
                    ? {
                        selectedRowKeys: selected,
                        onChange: (keys) => setSelected(keys.map(String)),
                      }
                    : undefined
                }
                pagination={{
                  current: data.page,
                  pageSize: SOURCE_PAGE_SIZE,
                  total: data.totalResult,
                  showSizeChanger: false,
                  onChange: setPage,
                }}
                columns={[
                  {
                    title: t('dataSource.name'),
                    dataIndex: 'name',
                    render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
                  },
                  {
                    title: t('dataSource.type'),
                    dataIndex: 'type',
                    width: 130,
                    render: (v: string) => <Tag color="blue">{t(`dataSource.types.${v}`, v)}</Tag>,
                  },
                  {
                    title: t('dataSource.group'),
                    dataIndex: 'groupManagementId',
                    width: 140,
                    ellipsis: true,
                    render: (id: string | null) => groupName(id) || t('dataSource.groups.none'),
                  },
                  {
                    title: t('dataSource.address'),
                    key: 'address',
                    ellipsis: true,
                    render: (_, s) => addressOf(s),
                  },
                  {
                    title: t('dataSource.updatedAt'),
                    dataIndex: 'updatedAt',
                    width: 180,
                    render: (d: string) => formatDateTime(d),
                  },
                  ...(canEdit
                    ? [
                        {
                          title: '',
                          key: 'actions',
                          width: 180,
                          render: (_: unknown, s: SourceView) => (
                            <Space>
                              <Button
                                size="small"
                                icon={<EditOutlined />}
                                onClick={() => setEditing({ source: s })}
                              >
                                {t('dataSource.edit')}
                              </Button>
                              <Button
                                size="small"
                                danger
                                icon={<DeleteOutlined />}
                                onClick={() => void remove(s)}
                                data-testid="source-delete"
                              >
                                {t('dataSource.delete')}
                              </Button>
                            </Space>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            )}
          </div>
        </div>
      </div>
      <SourceModal
        open={editing !== null}
        source={editing?.source ?? null}
        groupManagementId={group === 'all' || group === 'none' ? null : group}
        onClose={() => setEditing(null)}
        onSaved={() => void reload()}
      />
    </Card>
  );
}
