import { useState } from 'react';
import type { ButtonProps } from 'antd';
import {
  Button,
  Card,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Pagination,
  Progress,
  Result,
  Space,
  Tabs,
  Tag,
} from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTitle } from '../../app/useTitle';
import { useCodes } from '../header/accountApi';
import { hasAny } from '../authority/perms';
import { DEPLOY_PAGE_SIZE, DEPLOY_PERM, deployApi, type DeployKind, type VersionItem } from './deployApi';
import { RecordsPanel } from './RecordsPanel';
import './locales';

/** /deploy: the vendor's deployment area (shown only when the partner check passes). */
export function DeployPage() {
  const { t } = useTranslation();
  useTitle(t('deploy.title'));
  const visible = useQuery({ queryKey: ['deploy-visible'], queryFn: deployApi.visible });
  const [kind, setKind] = useState<DeployKind>('version');
  if (visible.isLoading) return null;
  if (!visible.data?.visible)
    return <Result status="403" subTitle={t('deploy.hidden')} data-testid="deploy-hidden" />;
  return (
    <div data-testid="deploy-page">
      <Tabs
        activeKey={kind}
        onChange={(k) => setKind(k as DeployKind)}
        items={[
          { key: 'version', label: t('deploy.versions') },
          { key: 'environment', label: t('deploy.environments') },
        ]}
      />
      <KindArea key={kind} kind={kind} />
    </div>
  );
}

function KindArea({ kind }: { kind: DeployKind }) {
  const { t } = useTranslation();
  const codes = useCodes();
  const canEdit = hasAny(codes, [DEPLOY_PERM.edit]);
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<VersionItem | null>(null);
  const [adding, setAdding] = useState(false);
  const qc = useQueryClient();
  const versions = useQuery({
    queryKey: ['deploy-versions', kind, page],
    queryFn: () => deployApi.versions(kind, page),
  });
  const list = versions.data?.list ?? [];
  const current = list.find((v) => v.id === picked?.id) ?? picked;
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ width: 360, flex: 'none' }}>
        <Space style={{ marginBottom: 12 }}>
          {canEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setAdding(true)}
              data-testid="deploy-add-version"
            >
              {kind === 'version' ? t('deploy.addVersion') : t('deploy.addEnvironment')}
            </Button>
          )}
          <Button icon={<DownloadOutlined />} onClick={() => void deployApi.exportVersions(kind)}>
            {t('deploy.export')}
          </Button>
        </Space>
        {versions.isSuccess && list.length === 0 && <Empty description={t('deploy.emptyVersions')} />}
        <Space direction="vertical" style={{ width: '100%' }}>
          {list.map((v) => (
            <Card
              key={v.id}
              size="small"
              hoverable
              data-testid="deploy-version"
              onClick={() => setPicked(v)}
              style={current?.id === v.id ? { borderColor: '#1f6feb' } : undefined}
              title={
                <Space>
                  {v.name}
                  <Tag color="blue">{v.version}</Tag>
                </Space>
              }
            >
              <div style={{ fontSize: 12 }}>
                {t('deploy.activations')} {v.activationUsedCount}/{v.activationTotalCount}
                <Progress
                  size="small"
                  percent={Math.round((v.activationUsedCount / v.activationTotalCount) * 100)}
                />
                {t('deploy.projects')} {v.projectUsedCount}/{v.projectTotalCount}
                <Progress
                  size="small"
                  percent={
                    v.projectTotalCount ? Math.round((v.projectUsedCount / v.projectTotalCount) * 100) : 0
                  }
                />
                {v.remark && <div style={{ color: '#888' }}>{v.remark}</div>}
              </div>
            </Card>
          ))}
        </Space>
        {(versions.data?.total ?? 0) > DEPLOY_PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 12 }}
            size="small"
            current={page}
            pageSize={DEPLOY_PAGE_SIZE}
            total={versions.data?.total ?? 0}
            onChange={setPage}
          />
        )}
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        {current ? (
          <RecordsPanel
            kind={kind}
            version={current}
            canEdit={canEdit}
            onChanged={() => void qc.invalidateQueries({ queryKey: ['deploy-versions', kind] })}
          />
        ) : (
          <Empty description={t('deploy.pickVersion')} />
        )}
      </div>
      <AddVersionModal
        kind={kind}
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(v) => {
          setAdding(false);
          setPicked(v);
          setPage(1);
          void qc.invalidateQueries({ queryKey: ['deploy-versions', kind] });
        }}
      />
    </div>
  );
}

function AddVersionModal(props: {
  kind: DeployKind;
  open: boolean;
  onClose: () => void;
  onAdded: (v: VersionItem) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{
    name: string;
    version: string;
    remark?: string;
    activationTotal: number;
    projectTotal: number;
  }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      props.onAdded(await deployApi.addVersion(props.kind, v));
      form.resetFields();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title={props.kind === 'version' ? t('deploy.addVersion') : t('deploy.addEnvironment')}
      onCancel={props.onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'deploy-version-ok' } as ButtonProps}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: 'private', version: 'v3.3.0', activationTotal: 10, projectTotal: 100 }}
      >
        <Form.Item
          name="name"
          label={t('deploy.name')}
          rules={[{ required: true, whitespace: true, message: t('deploy.required') }]}
        >
          <Input maxLength={100} data-testid="deploy-version-name" />
        </Form.Item>
        <Form.Item
          name="version"
          label={t('deploy.version')}
          rules={[{ required: true, pattern: /^v\d+\.\d+\.\d+$/, message: t('deploy.versionRule') }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Space>
          <Form.Item name="activationTotal" label={t('deploy.activationTotal')} rules={[{ required: true }]}>
            <InputNumber min={1} max={100000} precision={0} />
          </Form.Item>
          <Form.Item name="projectTotal" label={t('deploy.projectTotal')} rules={[{ required: true }]}>
            <InputNumber min={0} max={10000000} precision={0} />
          </Form.Item>
        </Space>
        <Form.Item name="remark" label={t('deploy.remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
