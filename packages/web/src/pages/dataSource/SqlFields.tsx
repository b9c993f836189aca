import { Checkbox, Form, Input, InputNumber, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SourceType, SourceView } from './dataSourceApi';

/** Fields of the SQL kinds: host, port, database (Oracle: SID or service), user, password, default query. */
export function SqlFields({ type, source }: { type: SourceType; source: SourceView | null }) {
  const { t } = useTranslation();
  const required = [{ required: true }];
  return (
    <>
      <Space wrap>
        <Form.Item name={['config', 'host']} label={t('dataSource.form.host')} rules={required}>
          <Input style={{ width: 240 }} placeholder="db.example.com" data-testid="source-host" />
        </Form.Item>
        <Form.Item name={['config', 'port']} label={t('dataSource.form.port')} rules={required}>
          <InputNumber min={1} max={65535} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item
          name={['config', 'database']}
          label={type === 'oracle' ? t('dataSource.form.sid') : t('dataSource.form.database')}
          rules={required}
        >
          <Input style={{ width: 200 }} data-testid="source-database" />
        </Form.Item>
      </Space>
      {type === 'oracle' ? (
        <Form.Item name={['config', 'sidOrService']} label={t('dataSource.form.sidOrService')}>
          <Radio.Group
            options={[
              { value: 'service', label: 'Service' },
              { value: 'sid', label: 'SID' },
            ]}
          />
        </Form.Item>
      ) : null}
      <Space wrap>
        <Form.Item name={['config', 'user']} label={t('dataSource.form.user')}>
          <Input style={{ width: 200 }} data-testid="source-user" autoComplete="off" />
        </Form.Item>
        <Form.Item name={['secrets', 'password']} label={t('dataSource.form.password')}>
          <Input.Password
            style={{ width: 200 }}
            placeholder={source?.hasPassword ? t('dataSource.form.kept') : undefined}
            autoComplete="new-password"
          />
        </Form.Item>
      </Space>
      {type === 'sqlServer' ? (
        <Form.Item name={['config', 'encrypt']} valuePropName="checked">
          <Checkbox>{t('dataSource.form.encrypt')}</Checkbox>
        </Form.Item>
      ) : null}
      <Form.Item name={['config', 'sql']} label={t('dataSource.form.sql')}>
        <Input.TextArea
          rows={3}
          placeholder="SELECT name, value FROM sales WHERE region = ${region}"
          data-testid="source-sql"
        />
      </Form.Item>
    </>
  );
}
