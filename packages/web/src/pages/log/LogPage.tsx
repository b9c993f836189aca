import { formatDateTime } from '../../app/format';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Dropdown, Form, Input, Select, Space, Table, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { api, download } from '../../app/api';
import { useTitle } from '../../app/useTitle';

interface LogItem {
  id: string;
  type: string;
  typeName: string;
  operatorName: string;
  projectName: string;
  content: string;
  createdAt: string;
}
interface LogPageAnswer {
  list: LogItem[];
  total: number;
  totalPage: number;
  curPage: number;
  limit: number;
}
interface Filters {
  type?: string;
  operatorName?: string;
  projectName?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const TYPES = [
  'create',
  'rename',
  'update',
  'move',
  'copy',
  'delete',
  'restore',
  'remove',
  'import',
  'export',
  'share',
  'permission',
  'login',
  // Browser errors reported through web-log/save.
  'web',
];
/** Log state limit (docs/reference.md#workspace). */
const LOG_PAGE_SIZE = 9;

function toBody(f: Filters) {
  return {
    type: f.type || undefined,
    operatorName: f.operatorName?.trim() || undefined,
    projectName: f.projectName?.trim() || undefined,
    st: f.range?.[0]?.startOf('day').valueOf(),
    et: f.range?.[1]?.endOf('day').valueOf(),
  };
}

/** /log: the group's operation log with filters, paging of 9 and CSV export. */
export function LogPage() {
  const { t } = useTranslation();
  useTitle(t('nav.log'));
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  // The search as submitted (the form's fields change without searching), the page shown, and a count of
  // searches: the same search submitted again still asks the server again.
  const [search, setSearch] = useState({ body: toBody({}), curPage: 1, run: 0 });
  const log = useQuery({
    queryKey: ['log-record/list', search],
    queryFn: async () => {
      const answer = await api.post<LogPageAnswer>('log-record/list', {
        ...search.body,
        curPage: search.curPage,
      });
      // docs/reference.md#errors: an empty log list shows 'no results for this search' for 1 second.
      if (answer.total === 0) void message.info(t('log.noResults'), 1);
      return answer;
    },
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
  const data = log.data ?? { list: [], total: 0, curPage: 1 };

  return (
    <Card title={t('nav.log')}>
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(f) => {
          setSearch((now) => ({ body: toBody(f), curPage: 1, run: now.run + 1 }));
        }}
      >
        <Form.Item name="type" label={t('log.type')}>
          <Select
            allowClear
            style={{ width: 140 }}
            data-testid="log-type"
            options={TYPES.map((v) => ({ value: v, label: t(`log.types.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="operatorName" label={t('log.operator')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="projectName" label={t('log.project')}>
          <Input allowClear style={{ width: 160 }} data-testid="log-project" />
        </Form.Item>
        <Form.Item name="range" label={t('log.time')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('log.search')}
          </Button>
          <Dropdown
            menu={{
              items: (['xlsx', 'csv'] as const).map((format) => ({
                key: format,
                label: format.toUpperCase(),
                onClick: () =>
                  void download('log-record/export', { ...search.body, format }, `operation-log.${format}`),
              })),
            }}
          >
            <Button icon={<DownloadOutlined />} data-testid="log-export">
              {t('log.export')}
            </Button>
          </Dropdown>
        </Space>
      </Form>
      <Table<LogItem>
        rowKey="id"
        size="middle"
        loading={log.isFetching}
        dataSource={data.list}
        data-testid="log-table"
        pagination={{
          current: data.curPage,
          pageSize: LOG_PAGE_SIZE,
          total: data.total,
          showSizeChanger: false,
          onChange: (p) => setSearch((now) => ({ ...now, curPage: p })),
        }}
        columns={[
          {
            title: t('log.time'),
            dataIndex: 'createdAt',
            width: 190,
            render: (d: string) => formatDateTime(d),
          },
          {
            title: t('log.type'),
            dataIndex: 'type',
            width: 110,
            render: (v: string) => <Tag>{t(`log.types.${v}`, v)}</Tag>,
          },
          { title: t('log.operator'), dataIndex: 'operatorName', width: 140 },
          { title: t('log.project'), dataIndex: 'projectName' },
          { title: t('log.content'), dataIndex: 'content' },
        ]}
      />
    </Card>
  );
}
