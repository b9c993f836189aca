import { Card, Descriptions, Empty, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTitle } from '../../app/useTitle';
import { useSystemInfo } from './systemInfo';

/** /authsetting: the authorisation settings the server exposes, read-only (they are set in its configuration). */
export function AuthSettingPage() {
  const { t } = useTranslation();
  useTitle(t('pages.authsetting'));
  const info = useSystemInfo();
  return (
    <Card title={t('pages.authsetting')} data-testid="auth-settings">
      {info.isLoading && <Spin />}
      {info.isError && <Empty description={t('authsetting.unavailable')} />}
      {info.data && (
        <>
          <Descriptions column={1} bordered size="middle">
            <Descriptions.Item label={t('authsetting.edition')}>
              {t(info.data.edition === 'private' ? 'authsetting.private' : 'authsetting.public')}
            </Descriptions.Item>
            <Descriptions.Item label={t('authsetting.version')}>{info.data.version}</Descriptions.Item>
            <Descriptions.Item label={t('authsetting.sso')}>
              {info.data.ssoUrl ? (
                <Typography.Text copyable>{info.data.ssoUrl}</Typography.Text>
              ) : (
                <Tag>{t('authsetting.ssoOff')}</Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('authsetting.registration')}>
              <Tag color={info.data.publicRegistration ? 'green' : 'default'}>
                {t(info.data.publicRegistration ? 'authsetting.on' : 'authsetting.off')}
              </Tag>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {t('authsetting.hint')}
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
