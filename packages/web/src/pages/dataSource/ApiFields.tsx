import { Button, Checkbox, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SourceView } from './dataSourceApi';

/** Fields of api and DAYU sources (docs/reference.md#data-binding: request type, headers, body types, authentication). */
export function ApiFields({ dayu, source }: { dayu: boolean; source: SourceView | null }) {
  const { t } = useTranslation();
  const kept = (has: boolean | undefined) => (has ? t('dataSource.form.kept') : undefined);
  const auth = Form.useWatch(['config', 'authenticationType']) as number | undefined;
  const bodyType = Form.useWatch(['config', 'bodyType']) as number | undefined;
  return (
    <>
      <Form.Item label={t('dataSource.form.url')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name={['config', 'requestType']} noStyle>
            <Select style={{ width: 100 }} options={['GET', 'POST'].map((v) => ({ value: v, label: v }))} />
          </Form.Item>
          <Form.Item
            name={['config', 'url']}
            noStyle
            rules={[{ required: true, message: t('dataSource.form.urlRequired') }]}
          >
            <Input placeholder="https://api.example.com/data" data-testid="source-url" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item label={t('dataSource.form.headers')}>
        <Form.List name={['config', 'headers']}>
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[f.name, 'key']} noStyle>
                    <Input placeholder={t('dataSource.form.headerKey')} style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'value']} noStyle>
                    <Input placeholder={t('dataSource.form.headerValue')} style={{ width: 220 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'secret']} valuePropName="checked" noStyle>
                    <Checkbox>{t('dataSource.form.headerSecret')}</Checkbox>
                  </Form.Item>
                  <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(f.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ key: '', value: '' })}>
                {t('dataSource.form.addHeader')}
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name={['config', 'bodyType']} label={t('dataSource.form.bodyType')}>
        <Radio.Group
          options={[0, 1, 2].map((v) => ({ value: v, label: t(`dataSource.form.bodyTypes.${v}`) }))}
        />
      </Form.Item>
      {bodyType ? (
        <Form.Item name={['config', 'body']} label={t('dataSource.form.body')}>
          <Input.TextArea rows={3} placeholder='{"city": "${city}"}' />
        </Form.Item>
      ) : null}
      {dayu ? null : (
        <Form.Item name={['config', 'authenticationType']} label={t('dataSource.form.auth')}>
          <Radio.Group
            options={[0, 1, 2].map((v) => ({ value: v, label: t(`dataSource.form.auths.${v}`) }))}
          />
        </Form.Item>
      )}
      {dayu || auth === 1 || auth === 2 ? (
        <Space wrap>
          <Form.Item
            name={['config', 'appKey']}
            label={t('dataSource.form.appKey')}
            rules={dayu ? [{ required: true }] : []}
          >
            <Input style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name={['secrets', 'appSecret']} label={t('dataSource.form.appSecret')}>
            <Input.Password
              style={{ width: 200 }}
              placeholder={kept(source?.hasAppSecret)}
              autoComplete="new-password"
            />
          </Form.Item>
          {dayu ? null : (
            <>
              <Form.Item name={['config', 'appUser']} label={t('dataSource.form.appUser')}>
                <Input style={{ width: 200 }} />
              </Form.Item>
              <Form.Item name={['secrets', 'appPassword']} label={t('dataSource.form.appPassword')}>
                <Input.Password
                  style={{ width: 200 }}
                  placeholder={kept(source?.hasAppPassword)}
                  autoComplete="new-password"
                />
              </Form.Item>
            </>
          )}
        </Space>
      ) : null}
      {!dayu && auth === 2 ? (
        <>
          <Form.Item label={t('dataSource.form.tokenUrl')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name={['config', 'token', 'requestType']} noStyle>
                <Select
                  style={{ width: 100 }}
                  options={['GET', 'POST'].map((v) => ({ value: v, label: v }))}
                />
              </Form.Item>
              <Form.Item
                name={['config', 'token', 'url']}
                noStyle
                rules={[{ required: true, message: t('dataSource.form.urlRequired') }]}
              >
                <Input placeholder="https://api.example.com/token" />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
          <Form.Item name={['config', 'token', 'body']} label={t('dataSource.form.tokenBody')}>
            <Input.TextArea rows={2} placeholder='{"appKey": "${appkey}", "appSecret": "${appsecret}"}' />
          </Form.Item>
          <Space wrap>
            <Form.Item name={['config', 'token', 'path']} label={t('dataSource.form.tokenPath')}>
              <Input style={{ width: 200 }} placeholder="data.token" />
            </Form.Item>
            <Form.Item name={['config', 'token', 'header']} label={t('dataSource.form.tokenHeader')}>
              <Input style={{ width: 150 }} />
            </Form.Item>
            <Form.Item name={['config', 'token', 'prefix']} label={t('dataSource.form.tokenPrefix')}>
              <Input style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name={['config', 'token', 'ttlSeconds']} label={t('dataSource.form.tokenTtl')}>
              <InputNumber min={0} max={86400} />
            </Form.Item>
          </Space>
        </>
      ) : null}
    </>
  );
}
