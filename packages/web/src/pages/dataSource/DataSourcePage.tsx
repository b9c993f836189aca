import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, Empty, Input, Space, Spin, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../app/useConfirmDelete';
import { useTitle } from '../../app/useTitle';
import { useCan } from '../header/accountApi';
import {
  addressOf,
  DATA_PERM,
  SOURCE_PAGE_SIZE,
  sourceApi,
  type SourcePage,
  type SourceView,
} from './dataSourceApi';
import { sourceLoadStatus } from './loadState';
import { SourceModal } from './SourceModal';
import './locales';

/**
 * /dataSource: the group's data sources (platform spec sections 3, 4, 7): search with matching ones
 * first, paging, the loading / complete / noSearchData / noData states, create, edit, test and delete.
 * Buttons the user's codes do not allow are hidden; the server refuses them anyway.
 */
export function DataSourcePage() {
  const { t } = useTranslation();
  useTitle(t('dataSource.title'));
  const canEdit = useCan(DATA_PERM.edit);
  const confirmDelete = useConfirmDelete();
  const [data, setData] = useState<SourcePage>({ list: [], totalResult: 0, totalPage: 1, pages: 1, page: 1 });
  const [loading, setLoading] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<{ source: SourceView | null } | null>(null);
  // A slower answer to an older search must not overwrite a newer one.
  const requestId = useRef(0);

  const load = useCallback(async (page: number, kw: string) => {
    const id = ++requestId.current;
    setLoading(true);
    try {
      const answer = await sourceApi.page({ keyword: kw.trim() || undefined, page, limit: SOURCE_PAGE_SIZE });
      if (id === requestId.current) setData(answer);
    } finally {
      if (id === requestId.current) setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load(1, '');
  }, [load]);

  const status = sourceLoadStatus(loading, data.list.length, keyword);
  const reload = () => load(data.page, keyword);

  const remove = async (s: SourceView) => {
    const check = await sourceApi.deleteCheck([s.id]);
    const projects = check.usedBy.map((p) => p.projectName).join('、');
    confirmDelete({
      title: t('dataSource.deleteTitle', { name: s.name }),
      content: projects ? t('dataSource.deleteUsed', { projects }) : t('dataSource.deleteContent'),
      remove: () => sourceApi.remove([s.id]),
      after: () => load(data.list.length === 1 && data.page > 1 ? data.page - 1 : data.page, keyword),
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
      <Input.Search
        allowClear
        placeholder={t('dataSource.search')}
        style={{ width: 320, marginBottom: 16 }}
        data-testid="source-search"
        onSearch={(v) => {
          setKeyword(v);
          void load(1, v);
        }}
      />
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
            pagination={{
              current: data.page,
              pageSize: SOURCE_PAGE_SIZE,
              total: data.totalResult,
              showSizeChanger: false,
              onChange: (p) => void load(p, keyword),
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
                title: t('dataSource.address'),
                key: 'address',
                ellipsis: true,
                render: (_, s) => addressOf(s),
              },
              {
                title: t('dataSource.updatedAt'),
                dataIndex: 'updatedAt',
                width: 180,
                render: (d: string) => new Date(d).toLocaleString(),
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
      <SourceModal
        open={editing !== null}
        source={editing?.source ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => void reload()}
      />
    </Card>
  );
}
