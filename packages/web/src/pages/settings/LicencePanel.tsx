import { useState } from 'react';
import { App, Button, Card, Descriptions, Input, Space, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../app/format';
import { BASE_CONFIG_KEY } from './branding';
import { LicenceCheck } from './LicenceCheck';
import { settingsApi, type LicenceInfo } from './settingsApi';

const STATE_COLOR: Record<LicenceInfo['state'], string> = {
  valid: 'green',
  missing: 'default',
  expired: 'red',
  invalid: 'orange',
  revoked: 'red',
};

/** The customer side: this machine's code, the installed licences and installing a key. */
export function LicencePanel() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const main = useQuery({ queryKey: ['licence', 'private'], queryFn: settingsApi.licence });
  const env = useQuery({ queryKey: ['licence', 'environment'], queryFn: settingsApi.environmentLicence });
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const install = () =>
    modal.confirm({
      title: t('settings.installConfirm'),
      onOk: async () => {
        setBusy(true);
        try {
          const info = await settingsApi.install(key);
          message.success(`${t('settings.licence')}: ${t(`settings.${info.state}`)}`);
          setKey('');
          await qc.invalidateQueries({ queryKey: ['licence'] });
          await qc.invalidateQueries({ queryKey: BASE_CONFIG_KEY });
        } finally {
          setBusy(false);
        }
      },
    });
  const describe = (title: string, info: LicenceInfo | undefined, testId: string) =>
    info && (
      <Descriptions
        title={title}
        column={2}
        size="small"
        bordered
        data-testid={testId}
        style={{ marginBottom: 16 }}
      >
        <Descriptions.Item label={t('settings.state')}>
          <Tag color={STATE_COLOR[info.state]} data-testid={`${testId}-state`} data-state={info.state}>
            {t(`settings.${info.state}`)}
          </Tag>
          {info.mode === 'public' && (
            <Typography.Text type="secondary">{t('settings.unlimitedHere')}</Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.customer')}>{info.customer ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('settings.version')}>{info.version ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('settings.expiresAt')}>
          {info.expiresAt
            ? `${formatDateTime(info.expiresAt)} (${t('settings.daysLeft', { days: info.daysLeft ?? 0 })})`
            : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.seats')}>
          {info.seats.used} / {info.seats.total ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.projects')}>
          {info.projects.used} / {info.projects.total ?? '—'}
        </Descriptions.Item>
      </Descriptions>
    );
  return (
    <Card title={t('settings.licence')} data-testid="licence-panel">
      <Typography.Paragraph>
        {t('settings.machineCode')}:{' '}
        <Typography.Text code copyable data-testid="machine-code">
          {main.data?.machineCode ?? '…'}
        </Typography.Text>
        <br />
        <Typography.Text type="secondary">{t('settings.machineCodeHint')}</Typography.Text>
      </Typography.Paragraph>
      {describe('', main.data, 'licence-main')}
      {env.data?.state !== 'missing' && describe(t('settings.environmentLicence'), env.data, 'licence-env')}
      <LicenceCheck />
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.TextArea
          rows={3}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          placeholder={t('settings.keyPlaceholder')}
          aria-label={t('settings.keyLabel')}
          data-testid="licence-key"
        />
        <Space>
          <Upload
            accept=".lic,.txt"
            showUploadList={false}
            beforeUpload={(file) => {
              void file.text().then((text) => setKey(text.trim()));
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>{t('settings.pickFile')}</Button>
          </Upload>
          <Button
            type="primary"
            disabled={!key.trim()}
            loading={busy}
            onClick={install}
            data-testid="licence-install"
          >
            {t('settings.install')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
