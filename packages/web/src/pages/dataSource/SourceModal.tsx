import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiFields } from './ApiFields';
import {
  DEFAULT_PORT,
  SOURCE_TYPES,
  SQL_TYPES,
  sourceApi,
  type Secrets,
  type SourceType,
  type SourceView,
  type TestAnswer,
} from './dataSourceApi';
import { FileFields, type PickedFile } from './FileFields';
import { SqlFields } from './SqlFields';

interface Values {
  name: string;
  type: SourceType;
  config: Record<string, unknown>;
  secrets: Secrets;
}

const API_DEFAULTS = {
  requestType: 'GET',
  headers: [],
  bodyType: 0,
  body: '',
  authenticationType: 0,
  token: {
    requestType: 'POST',
    header: 'Authorization',
    prefix: 'Bearer ',
    ttlSeconds: 300,
    body: '',
    path: '',
  },
};

/** A JSON object typed into a text area, or null when it is not one. */
function jsonObject(text: unknown): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(typeof text === 'string' && text.trim() ? text : '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function initial(source: SourceView | null, type: SourceType): Values {
  if (source?.type === 'twins')
    return {
      name: source.name,
      type: source.type,
      config: { path: source.config.path, bodyText: JSON.stringify(source.config.body ?? {}, null, 2) },
      secrets: {},
    };
  if (source)
    return {
      name: source.name,
      type: source.type,
      config: {
        ...API_DEFAULTS,
        ...source.config,
        token: { ...API_DEFAULTS.token, ...((source.config.token as object | null) ?? {}) },
      },
      secrets: {},
    };
  const config: Record<string, unknown> = SQL_TYPES.includes(type)
    ? { port: DEFAULT_PORT[type], sidOrService: 'service', encrypt: true }
    : type === 'socket'
      ? {}
      : type === 'twins'
        ? { path: '', bodyText: '{}' }
        : { ...API_DEFAULTS, requestType: type === 'DAYU' ? 'POST' : 'GET' };
  return { name: '', type, config, secrets: {} };
}

/** Only what the server reads for the kind: token settings only with token authentication. */
function cleanConfig(type: SourceType, config: Record<string, unknown>): Record<string, unknown> {
  // The server takes the twin call's body as an object; the form edits it as JSON text.
  if (type === 'twins') return { path: config.path, body: jsonObject(config.bodyText) ?? {} };
  if (type !== 'api' && type !== 'DAYU') return config;
  const out: Record<string, unknown> = {
    ...config,
    headers: ((config.headers as { key?: string }[] | undefined) ?? []).filter((h) => h.key?.trim()),
  };
  if (config.authenticationType !== 2) out.token = null;
  return out;
}

/** Create or edit a source of any kind, with a test button whose result shows under it. */
export function SourceModal(props: {
  open: boolean;
  source: SourceView | null;
  /** A new source goes into this data-source group (the one selected beside the list). */
  groupManagementId?: string | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const type = (Form.useWatch('type', form) as SourceType | undefined) ?? props.source?.type ?? 'api';
  const [test, setTest] = useState<TestAnswer | null>(null);
  const [testing, setTesting] = useState(false);
  const [file, setFile] = useState<PickedFile | null>(null);

  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    form.setFieldsValue(initial(props.source, props.source?.type ?? 'api'));
    setTest(null);
    setFile(null);
  }, [props.open, props.source, form]);

  const values = async () => {
    const v = await form.validateFields();
    return { ...v, type, config: cleanConfig(type, v.config ?? {}), secrets: v.secrets ?? {} };
  };

  const runTest = async () => {
    const v = await values();
    setTesting(true);
    try {
      setTest(
        await sourceApi.test({ id: props.source?.id, type: v.type, config: v.config, secrets: v.secrets }),
      );
    } catch (e) {
      setTest({ success: false, ms: 0, message: e instanceof Error ? e.message : String(e), sample: null });
    } finally {
      setTesting(false);
    }
  };

  const save = async () => {
    const v = await values();
    const into =
      !props.source && props.groupManagementId ? { groupManagementId: props.groupManagementId } : {};
    if (type === 'file') {
      if (!file && !props.source) throw new Error(t('dataSource.form.fileRequired'));
      if (file) await sourceApi.upload({ id: props.source?.id, name: v.name, ...file, ...into });
      else await sourceApi.save({ id: props.source?.id, name: v.name, type, config: {}, secrets: {} });
    } else
      await sourceApi.save({
        id: props.source?.id,
        name: v.name,
        type,
        config: v.config,
        secrets: v.secrets,
        ...into,
      });
    props.onSaved();
    props.onClose();
  };

  return (
    <Modal
      open={props.open}
      width={760}
      title={t(props.source ? 'dataSource.form.editTitle' : 'dataSource.form.createTitle')}
      destroyOnHidden
      onCancel={props.onClose}
      onOk={save}
      okButtonProps={{ 'data-testid': 'source-save' } as ButtonProps}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {type !== 'file' ? (
            <Button
              onClick={() => void runTest()}
              loading={testing}
              data-testid="source-test"
              style={{ float: 'left' }}
            >
              {t('dataSource.form.test')}
            </Button>
          ) : null}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        onValuesChange={(c: Partial<Values>) => {
          if (c.type) {
            form.setFieldsValue({ config: initial(null, c.type).config });
            setTest(null);
          }
        }}
      >
        <Form.Item
          name="name"
          label={t('dataSource.name')}
          rules={[
            { required: true, whitespace: true, message: t('dataSource.form.nameRequired') },
            { max: 100 },
          ]}
        >
          <Input maxLength={100} data-testid="source-name" />
        </Form.Item>
        <Form.Item name="type" label={t('dataSource.type')}>
          <Select
            disabled={Boolean(props.source)}
            data-testid="source-type"
            options={SOURCE_TYPES.map((v) => ({ value: v, label: t(`dataSource.types.${v}`) }))}
          />
        </Form.Item>
        {type === 'api' || type === 'DAYU' ? (
          <ApiFields dayu={type === 'DAYU'} source={props.source} />
        ) : null}
        {SQL_TYPES.includes(type) ? <SqlFields type={type} source={props.source} /> : null}
        {type === 'socket' ? (
          <Form.Item
            name={['config', 'url']}
            label={t('dataSource.form.socketUrl')}
            rules={[{ required: true, pattern: /^wss?:\/\//i }]}
          >
            <Input placeholder="wss://push.example.com/feed" />
          </Form.Item>
        ) : null}
        {type === 'twins' ? (
          <>
            <Form.Item
              name={['config', 'path']}
              label={t('dataSource.form.twinPath')}
              rules={[{ required: true, pattern: /^\/[\w\-/.]+$/ }]}
            >
              <Input placeholder="/api/twins/query" data-testid="source-twin-path" />
            </Form.Item>
            <Form.Item
              name={['config', 'bodyText']}
              label={t('dataSource.form.twinBody')}
              rules={[
                {
                  validator: (_, v) =>
                    jsonObject(v)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('dataSource.form.twinBodyInvalid'))),
                },
              ]}
            >
              <Input.TextArea rows={4} spellCheck={false} data-testid="source-twin-body" />
            </Form.Item>
          </>
        ) : null}
        {type === 'file' ? <FileFields onPicked={setFile} /> : null}
      </Form>
      {test ? (
        <Alert
          data-testid="source-test-result"
          type={test.success ? 'success' : 'error'}
          showIcon
          message={
            test.success ? t('dataSource.form.testOk', { ms: test.ms }) : t('dataSource.form.testFailed')
          }
          description={
            test.success ? (
              <>
                <Typography.Text type="secondary">{t('dataSource.form.sample')}</Typography.Text>
                <pre style={{ maxHeight: 160, overflow: 'auto', margin: 0 }}>
                  {JSON.stringify(test.sample, null, 2)}
                </pre>
              </>
            ) : (
              test.message
            )
          }
        />
      ) : null}
      {test?.success && test.warning ? (
        <Alert
          data-testid="source-test-warning"
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          message={t('dataSource.form.tooPowerful')}
          description={test.warning}
        />
      ) : null}
    </Modal>
  );
}
