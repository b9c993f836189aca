import { useEffect } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Result, Select, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { useTitle } from '../../app/useTitle';
import { BASE_CONFIG_KEY } from './branding';
import { LicencePanel } from './LicencePanel';
import { settingsApi, type Settings } from './settingsApi';
import './locales';

/** /settings: the system administrator's page (licence and installation-wide settings). */
export function SettingsPage() {
  const { t } = useTranslation();
  useTitle(t('settings.title'));
  const admin = useSession((s) => s.session?.user.isSystemAdmin === true);
  if (!admin) return <Result status="403" subTitle={t('settings.adminOnly')} />;
  return (
    <Space
      direction="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 960 }}
      data-testid="settings-page"
    >
      <LicencePanel />
      <BaseSettings />
    </Space>
  );
}

function BaseSettings() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<Settings>();
  const all = useQuery({ queryKey: ['settings'], queryFn: settingsApi.all });
  useEffect(() => {
    if (all.data) form.setFieldsValue(all.data);
  }, [all.data, form]);
  const save = async () => {
    const v = await form.validateFields();
    const saved = await settingsApi.save(v);
    form.setFieldsValue(saved);
    message.success(t('settings.save'));
    await qc.invalidateQueries({ queryKey: BASE_CONFIG_KEY });
  };
  return (
    <Card title={t('settings.base')} loading={all.isLoading}>
      <Form form={form} layout="vertical" style={{ maxWidth: 560 }}>
        <Form.Item name="title" label={t('settings.productTitle')} extra={t('settings.productTitleHint')}>
          <Input maxLength={40} data-testid="settings-title" />
        </Form.Item>
        <Form.Item name="logoUrl" label={t('settings.logoUrl')}>
          <Input maxLength={2000} placeholder="https://… / /api/… / data:image/png;base64,…" />
        </Form.Item>
        <Form.Item name="defaultLanguage" label={t('settings.defaultLanguage')}>
          <Select
            options={[
              { value: 'zh-CN', label: '简体中文' },
              { value: 'en', label: 'English' },
            ]}
          />
        </Form.Item>
        <Form.Item name="uploadMaxMb" label={t('settings.uploadMaxMb')} rules={[{ required: true }]}>
          <InputNumber min={1} max={2048} precision={0} />
        </Form.Item>
        <Form.Item
          name="dataSourceAllowHosts"
          label={t('settings.allowHosts')}
          extra={t('settings.allowHostsHint')}
        >
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
        </Form.Item>
        <Button type="primary" onClick={() => void save().catch(() => undefined)} data-testid="settings-save">
          {t('settings.save')}
        </Button>
      </Form>
    </Card>
  );
}
