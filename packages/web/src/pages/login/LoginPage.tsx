import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Select, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { api, ApiError } from '../../app/api';
import { setLanguage, type Language } from '../../app/i18n';
import { useSession, type SessionUser } from '../../app/session';
import { useTitle } from '../../app/useTitle';
import { loginAccountRule, passwordRule } from '../../app/validation';
import styles from './login.module.css';

interface LoginAnswer {
  access_token: string;
  refresh_token: string;
  user: SessionUser;
}

export function LoginPage() {
  const { t, i18n } = useTranslation();
  useTitle(t('login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((s) => s.session !== null);
  const signIn = useSession((s) => s.signIn);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const from = (location.state as { from?: string } | null)?.from;

  if (signedIn) return <Navigate to={from ?? '/manage'} replace />;

  const onFinish = async (values: { account: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      const data = await api.post<LoginAnswer>('userPro/login', values, { anonymous: true, quiet: true });
      signIn(data);
      navigate(from ?? '/manage', { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.top}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('login.welcome')}
          </Typography.Title>
          <Select<Language>
            size="small"
            aria-label={t('app.language')}
            value={i18n.language === 'en' ? 'en' : 'zh-CN'}
            onChange={setLanguage}
            options={[
              { value: 'zh-CN', label: '简体中文' },
              { value: 'en', label: 'English' },
            ]}
          />
        </div>
        <Typography.Paragraph type="secondary">{t('app.tagline')}</Typography.Paragraph>
        {error && (
          <Alert type="error" showIcon title={error} className={styles.alert} data-testid="login-error" />
        )}
        <Form layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy}>
          <Form.Item name="account" label={t('login.account')} rules={[loginAccountRule(t)]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[passwordRule(t)]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
