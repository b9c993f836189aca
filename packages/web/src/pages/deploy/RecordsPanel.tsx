import { useState } from 'react';
import type { ButtonProps } from 'antd';
import { Alert, Button, Form, Input, InputNumber, Modal, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../app/format';
import { DEPLOY_PAGE_SIZE, deployApi, type DeployKind, type RecordItem, type VersionItem } from './deployApi';

type Dialog =
  | { kind: 'add' }
  | { kind: 'activate'; record: RecordItem }
  | { kind: 'prolong'; record: RecordItem }
  | { kind: 'edit'; record: RecordItem }
  | null;

/** The activation records of one version or environment: add, activate, download key, extend, edit. */
export function RecordsPanel(props: {
  kind: DeployKind;
  version: VersionItem;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { kind, version, canEdit } = props;
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const qc = useQueryClient();
  const key = ['deploy-records', kind, version.id, page];
  const records = useQuery({ queryKey: key, queryFn: () => deployApi.records(kind, version.id, page) });
  const done = () => {
    setDialog(null);
    void qc.invalidateQueries({ queryKey: ['deploy-records', kind, version.id] });
    props.onChanged();
  };
  const info = records.data?.expirationInfo;
  const c = records.data?.counts ?? version;
  return (
    <div data-testid="deploy-records">
      <Space style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {version.name} {version.version} · {t('deploy.records')}
          <Typography.Text
            type="secondary"
            style={{ fontSize: 12, marginLeft: 12 }}
            data-testid="deploy-counts"
          >
            {t('deploy.counts', {
              used: c.activationUsedCount,
              total: c.activationTotalCount,
              pUsed: c.projectUsedCount,
              pTotal: c.projectTotalCount,
            })}
          </Typography.Text>
        </Typography.Title>
        {canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ kind: 'add' })}
            data-testid="deploy-add-record"
          >
            {t('deploy.addRecord')}
          </Button>
        )}
      </Space>
      {info && (info.expired > 0 || info.expiringSoon > 0) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('deploy.expirationInfo', { expired: info.expired, soon: info.expiringSoon })}
        />
      )}
      <Table<RecordItem>
        rowKey="id"
        size="small"
        loading={records.isLoading}
        dataSource={records.data?.list ?? []}
        locale={{ emptyText: t('deploy.emptyRecords') }}
        pagination={{
          current: page,
          pageSize: DEPLOY_PAGE_SIZE,
          total: records.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { title: t('deploy.customer'), dataIndex: 'customer' },
          {
            title: t('deploy.machineCode'),
            dataIndex: 'machineCode',
            render: (v: string) => (
              <Typography.Text
                style={{ fontSize: 12 }}
                copyable={v ? { text: v } : false}
                ellipsis={{ tooltip: v }}
              >
                {v || '—'}
              </Typography.Text>
            ),
            width: 200,
          },
          { title: t('deploy.seats'), dataIndex: 'seats', width: 70 },
          { title: t('deploy.projects'), dataIndex: 'projects', width: 70 },
          {
            title: t('deploy.expiresAt'),
            dataIndex: 'expiresAt',
            render: (v: string, r) => (
              <Space direction="vertical" size={0}>
                {formatDateTime(v)}
                {r.expired ? (
                  <Tag color="red">{t('deploy.expired')}</Tag>
                ) : r.expiringSoon ? (
                  <Tag color="orange">{t('deploy.expiringSoon', { days: r.daysLeft })}</Tag>
                ) : (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('deploy.daysLeft', { days: r.daysLeft })}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: t('deploy.status'),
            dataIndex: 'status',
            render: (v: string) => (
              <Tag color={v === 'activated' ? 'green' : 'default'}>{t(`deploy.${v}`)}</Tag>
            ),
          },
          {
            title: t('deploy.actions'),
            render: (_: unknown, r) =>
              canEdit && (
                <Space size={0} wrap>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setDialog({ kind: 'activate', record: r })}
                    data-testid="deploy-activate"
                  >
                    {t('deploy.activate')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    disabled={r.status !== 'activated'}
                    onClick={() => void deployApi.downloadKey(kind, r)}
                    data-testid="deploy-download"
                  >
                    {t('deploy.downloadKey')}
                  </Button>
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'prolong', record: r })}>
                    {t('deploy.prolong')}
                  </Button>
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', record: r })}>
                    {t('deploy.edit')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      {dialog && (
        <RecordDialog
          dialog={dialog}
          kind={kind}
          versionId={version.id}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
    </div>
  );
}

interface Fields {
  customer?: string;
  machineCode?: string;
  seats?: number;
  projects?: number;
  days?: number;
}

function RecordDialog(props: {
  dialog: NonNullable<Dialog>;
  kind: DeployKind;
  versionId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { dialog, kind } = props;
  const [form] = Form.useForm<Fields>();
  const [busy, setBusy] = useState(false);
  const r = dialog.kind === 'add' ? null : dialog.record;
  const title = {
    add: t('deploy.addRecord'),
    activate: t('deploy.activateTitle'),
    prolong: t('deploy.prolongTitle'),
    edit: t('deploy.edit'),
  }[dialog.kind];
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      if (dialog.kind === 'add')
        await deployApi.addRecord(kind, {
          versionId: props.versionId,
          customer: v.customer ?? '',
          machineCode: v.machineCode ?? '',
          seats: v.seats ?? 1,
          projects: v.projects ?? 0,
          days: v.days ?? 30,
        });
      else if (dialog.kind === 'activate') await deployApi.activate(kind, dialog.record.id, v.machineCode);
      else if (dialog.kind === 'prolong') await deployApi.prolong(kind, dialog.record.id, v.days ?? 1);
      else await deployApi.update(kind, { id: dialog.record.id, ...v });
      props.onDone();
    } finally {
      setBusy(false);
    }
  };
  const show = (f: keyof Fields) =>
    dialog.kind === 'add' ||
    (dialog.kind === 'activate' && f === 'machineCode') ||
    (dialog.kind === 'prolong' && f === 'days') ||
    (dialog.kind === 'edit' && f !== 'days');
  return (
    <Modal
      open
      title={title}
      onCancel={props.onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'deploy-record-ok' } as ButtonProps}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          r
            ? {
                customer: r.customer,
                machineCode: r.machineCode,
                seats: r.seats,
                projects: r.projects,
                days: 30,
              }
            : { seats: 10, projects: 10, days: 365 }
        }
      >
        {show('customer') && (
          <Form.Item
            name="customer"
            label={t('deploy.customer')}
            rules={[{ required: true, whitespace: true, message: t('deploy.required') }]}
          >
            <Input maxLength={100} data-testid="deploy-customer" />
          </Form.Item>
        )}
        {show('machineCode') && (
          <Form.Item
            name="machineCode"
            label={t('deploy.machineCode')}
            extra={t('deploy.machineCodeHint')}
            rules={
              dialog.kind === 'activate'
                ? [{ required: true, whitespace: true, message: t('deploy.required') }]
                : []
            }
          >
            <Input.TextArea rows={2} maxLength={400} data-testid="deploy-machine-code" />
          </Form.Item>
        )}
        <Space>
          {show('seats') && (
            <Form.Item name="seats" label={t('deploy.seats')} rules={[{ required: true }]}>
              <InputNumber min={1} max={100000} precision={0} data-testid="deploy-seats" />
            </Form.Item>
          )}
          {show('projects') && (
            <Form.Item name="projects" label={t('deploy.projects')} rules={[{ required: true }]}>
              <InputNumber min={0} max={1000000} precision={0} data-testid="deploy-projects" />
            </Form.Item>
          )}
          {show('days') && (
            <Form.Item
              name="days"
              label={dialog.kind === 'prolong' ? t('deploy.prolongDays') : t('deploy.days')}
              rules={[{ required: true }]}
            >
              <InputNumber min={1} max={3650} precision={0} data-testid="deploy-days" />
            </Form.Item>
          )}
        </Space>
      </Form>
    </Modal>
  );
}
