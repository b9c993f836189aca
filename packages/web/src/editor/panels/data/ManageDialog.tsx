import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dataApi, type RouterRow, type VariableRow } from '../../../data/api';
import { EqualizerTab } from './EqualizerTab';
import { currentUserId, useRefreshLists, useRouterLists, useSourceList, useVariableList } from './lists';

interface VarForm {
  id?: string;
  name: string;
  defaultValue?: string;
  variableDescribe?: string;
  routerKey?: string;
  routerField?: string;
}

/** Project and global variables: list, add, bulk add, edit (with a router link), delete. */
function VariablesTab({ projectFlag }: { projectFlag: string }) {
  const { t } = useTranslation();
  const refresh = useRefreshLists();
  const list = useVariableList(projectFlag).data ?? [];
  const routers = useRouterLists(projectFlag);
  const [form] = Form.useForm<VarForm>();
  const [editing, setEditing] = useState<string | null>(null);
  const [bulk, setBulk] = useState('');
  const routerOptions = [
    ...routers.project.map((r) => ({ value: `0:${r.id}`, label: r.name })),
    ...routers.global.map((r) => ({ value: `1:${r.id}`, label: `${r.name}（${t('dataBinding.global')}）` })),
  ];
  const submit = async (v: VarForm) => {
    const [type, routerId] = v.routerKey ? v.routerKey.split(':') : [undefined, undefined];
    const link = {
      routerId: routerId ?? null,
      routerType: Number(type ?? 0),
      routerField: v.routerField ?? '',
    };
    const fields = {
      name: v.name.trim(),
      defaultValue: v.defaultValue ?? '',
      variableDescribe: v.variableDescribe ?? '',
    };
    if (editing) await dataApi.updateVariable({ id: editing, ...fields, ...link });
    else await dataApi.addVariable({ projectFlag, ...fields, ...(link.routerId ? link : {}) });
    form.resetFields();
    setEditing(null);
    refresh();
  };
  const bulkAdd = async () => {
    const variableList = bulk
      .split('\n')
      .map((line) => line.split(','))
      .filter((p) => (p[0] ?? '').trim() !== '')
      .map(([name, defaultValue, ...d]) => ({
        name: (name ?? '').trim(),
        defaultValue: (defaultValue ?? '').trim(),
        variableDescribe: d.join(',').trim(),
      }));
    if (variableList.length === 0) return;
    await dataApi.addVariables(projectFlag, currentUserId(), variableList);
    setBulk('');
    refresh();
  };
  const edit = (v: VariableRow) => {
    setEditing(v.id);
    form.setFieldsValue({
      name: v.name,
      defaultValue: v.defaultValue,
      variableDescribe: v.variableDescribe ?? '',
      routerKey: v.routerId ? `${v.routerType ?? 0}:${v.routerId}` : undefined,
      routerField: v.routerField ?? '',
    });
  };
  return (
    <div data-testid="manage-variables">
      <Table<VariableRow>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ y: 240 }}
        dataSource={list}
        columns={[
          { title: t('dataBinding.name'), dataIndex: 'name' },
          { title: t('dataBinding.defaultValue'), dataIndex: 'defaultValue' },
          { title: t('dataBinding.describe'), dataIndex: 'variableDescribe' },
          {
            title: '',
            width: 150,
            render: (_, v) =>
              v.projectFlag === null ? (
                <Tag>{t('dataBinding.global')}</Tag>
              ) : (
                <Space size={4}>
                  <Button size="small" type="link" data-testid={`var-edit-${v.name}`} onClick={() => edit(v)}>
                    {t('dataBinding.edit')}
                  </Button>
                  <Popconfirm
                    title={t('dataBinding.deleteConfirm')}
                    onConfirm={() => void dataApi.deleteVariables([v.id]).then(refresh)}
                  >
                    <Button size="small" type="link" danger data-testid={`var-delete-${v.name}`}>
                      {t('dataBinding.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <Form
        form={form}
        layout="inline"
        size="small"
        style={{ marginTop: 8, rowGap: 6 }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="name" rules={[{ required: true, whitespace: true, message: t('dataBinding.name') }]}>
          <Input placeholder={t('dataBinding.name')} data-testid="var-name" />
        </Form.Item>
        <Form.Item name="defaultValue">
          <Input placeholder={t('dataBinding.defaultValue')} data-testid="var-default" />
        </Form.Item>
        <Form.Item name="variableDescribe">
          <Input placeholder={t('dataBinding.describe')} />
        </Form.Item>
        <Form.Item name="routerKey">
          <Select
            allowClear
            placeholder={t('dataBinding.linkRouter')}
            options={routerOptions}
            style={{ width: 140 }}
          />
        </Form.Item>
        <Form.Item name="routerField">
          <Input placeholder={t('dataBinding.routerField')} style={{ width: 110 }} />
        </Form.Item>
        <Button htmlType="submit" type="primary" size="small" data-testid="var-submit">
          {editing ? t('dataBinding.save') : t('dataBinding.add')}
        </Button>
        {editing && (
          <Button size="small" onClick={() => (setEditing(null), form.resetFields())}>
            {t('dataBinding.cancel')}
          </Button>
        )}
      </Form>
      <Space.Compact style={{ width: '100%', marginTop: 8 }}>
        <Input.TextArea
          value={bulk}
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('dataBinding.bulkHint')}
          data-testid="var-bulk"
          onChange={(e) => setBulk(e.target.value)}
        />
        <Button data-testid="var-bulk-add" onClick={() => void bulkAdd()}>
          {t('dataBinding.bulkAdd')}
        </Button>
      </Space.Compact>
    </div>
  );
}

interface RouterForm {
  name: string;
  sourceId?: string;
  executeSql?: string;
  url?: string;
  requestType?: string;
}

/** Project routers (add, edit, delete) and the group's global routers (read here; managed in data management). */
function RoutersTab({ projectFlag }: { projectFlag: string }) {
  const { t } = useTranslation();
  const refresh = useRefreshLists();
  const routers = useRouterLists(projectFlag);
  const sources = useSourceList().data ?? [];
  const [form] = Form.useForm<RouterForm>();
  const [editing, setEditing] = useState<string | null>(null);
  const submit = async (v: RouterForm) => {
    const source = sources.find((s) => s.id === v.sourceId);
    const routerConfig = {
      type: 'api',
      routerType: 'api',
      requestType: v.requestType ?? 'GET',
      sourceId: v.sourceId ?? '',
      sourceType: source?.type ?? 'api',
      executeSql: v.executeSql ?? '',
      url: v.url ?? '',
    };
    if (editing) await dataApi.updateProjectRouter(editing, { name: v.name.trim(), routerConfig });
    else await dataApi.addProjectRouter(projectFlag, v.name.trim(), routerConfig);
    form.resetFields();
    setEditing(null);
    refresh();
  };
  const edit = (r: RouterRow) => {
    setEditing(r.id);
    const c = r.routerConfig as Record<string, string | undefined>;
    form.setFieldsValue({
      name: r.name,
      sourceId: c.sourceId || undefined,
      executeSql: c.executeSql,
      url: c.url,
      requestType: c.requestType,
    });
  };
  const rows = [...routers.project, ...routers.global];
  return (
    <div data-testid="manage-routers">
      <Table<RouterRow>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ y: 240 }}
        dataSource={rows}
        columns={[
          { title: t('dataBinding.name'), dataIndex: 'name' },
          {
            title: '',
            render: (_, r) => (
              <Tag>{r.routerType === 1 ? t('dataBinding.global') : t('dataBinding.project')}</Tag>
            ),
          },
          { title: '#', dataIndex: 'relationCount', width: 50 },
          {
            title: '',
            width: 150,
            render: (_, r) =>
              r.routerType === 1 ? null : (
                <Space size={4}>
                  <Button size="small" type="link" onClick={() => edit(r)}>
                    {t('dataBinding.edit')}
                  </Button>
                  <Popconfirm
                    title={t('dataBinding.deleteConfirm')}
                    onConfirm={() => void dataApi.deleteProjectRouters([r.id]).then(refresh)}
                  >
                    <Button size="small" type="link" danger>
                      {t('dataBinding.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <Form
        form={form}
        layout="vertical"
        size="small"
        style={{ marginTop: 8 }}
        onFinish={(v) => void submit(v)}
      >
        <Space wrap>
          <Form.Item name="name" label={t('dataBinding.name')} rules={[{ required: true, whitespace: true }]}>
            <Input data-testid="router-name" />
          </Form.Item>
          <Form.Item name="sourceId" label={t('dataBinding.pickSource')}>
            <Select
              allowClear
              style={{ width: 200 }}
              options={sources.map((s) => ({ value: s.id, label: `${s.name} · ${s.type}` }))}
            />
          </Form.Item>
          <Form.Item name="requestType" label={t('dataBinding.method')} initialValue="GET">
            <Select style={{ width: 90 }} options={['GET', 'POST'].map((m) => ({ value: m, label: m }))} />
          </Form.Item>
        </Space>
        <Form.Item name="url" label={t('dataBinding.url')}>
          <Input />
        </Form.Item>
        <Form.Item name="executeSql" label={t('dataBinding.sql')}>
          <Input.TextArea autoSize={{ minRows: 2 }} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Space>
          <Button htmlType="submit" type="primary" data-testid="router-submit">
            {editing ? t('dataBinding.save') : t('dataBinding.add')}
          </Button>
          {editing && (
            <Button onClick={() => (setEditing(null), form.resetFields())}>{t('dataBinding.cancel')}</Button>
          )}
        </Space>
      </Form>
    </div>
  );
}

/** The editor's variables and routers management (docs/reference.md#routes: add variable / data router panels). */
export function ManageDialog({ projectFlag, onClose }: { projectFlag: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal open width={820} title={t('dataBinding.manage')} footer={null} onCancel={onClose} destroyOnHidden>
      <Tabs
        items={[
          {
            key: 'variables',
            label: t('dataBinding.variables'),
            children: <VariablesTab projectFlag={projectFlag} />,
          },
          {
            key: 'routers',
            label: t('dataBinding.routers'),
            children: <RoutersTab projectFlag={projectFlag} />,
          },
          { key: 'equalizer', label: t('dataBinding.equalizer.tab'), children: <EqualizerTab /> },
        ]}
      />
    </Modal>
  );
}
