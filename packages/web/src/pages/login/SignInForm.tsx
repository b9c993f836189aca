import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Input, Space, Tooltip, type InputRef } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api';
import { loginAccountRule, passwordRule } from '../../app/validation';
import { fetchCaptcha, loginApi, privateLogin, type SessionAnswer } from './loginApi';
import { sha512Hex } from './sha512';
import styles from './login.module.css';

interface Values {
  account: string;
  password: string;
  captcha?: string;
}

/**
 * Sign-in. Public edition: userPro/login. Private edition: a captcha (click to refresh) and auth/login
 * with the Access-code header and the password's SHA-512 hex.
 */
export function SignInForm({
  isPrivate,
  onSignedIn,
}: {
  isPrivate: boolean;
  onSignedIn(s: SessionAnswer): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState<{ url: string; id: string } | null>(null);

  const refreshCaptcha = useCallback(async () => {
    try {
      const next = await fetchCaptcha();
      setCaptcha((old) => {
        if (old) URL.revokeObjectURL(old.url);
        return next;
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);
  useEffect(() => {
    if (isPrivate) void refreshCaptcha();
  }, [isPrivate, refreshCaptcha]);

  const onFinish = async (v: Values) => {
    setBusy(true);
    setError(null);
    try {
      const data = isPrivate
        ? await privateLogin(v.account, await sha512Hex(v.password), {
            id: captcha?.id ?? '',
            answer: v.captcha ?? '',
          })
        : await loginApi.login(v.account, v.password);
      onSignedIn(data);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
      // A captcha is good for one try.
      if (isPrivate) {
        form.setFieldValue('captcha', '');
        void refreshCaptcha();
      }
    } finally {
      setBusy(false);
    }
  };

  // The form appears once the server's edition is known, and by then the user may already be in the
  // language menu above it: the account field takes the focus only when nothing else has it (autoFocus
  // closed that menu under the user's pointer on a slow machine).
  const account = useRef<InputRef>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) account.current?.focus();
  }, []);

  return (
    <>
      {error && (
        <Alert type="error" showIcon title={error} className={styles.alert} data-testid="login-error" />
      )}
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy}>
        <Form.Item name="account" label={t('login.account')} rules={[loginAccountRule(t)]}>
          <Input ref={account} prefix={<UserOutlined />} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[passwordRule(t)]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        {isPrivate && (
          <Form.Item label={t('login.captcha')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                name="captcha"
                noStyle
                rules={[{ required: true, message: t('login.captchaRequired') }]}
              >
                <Input prefix={<SafetyOutlined />} autoComplete="off" data-testid="captcha-input" />
              </Form.Item>
              <Tooltip title={t('login.captchaRefresh')}>
                <button type="button" className={styles.captcha} onClick={() => void refreshCaptcha()}>
                  {captcha && <img src={captcha.url} alt={t('login.captcha')} data-testid="captcha-image" />}
                </button>
              </Tooltip>
            </Space.Compact>
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('login.submit')}
        </Button>
      </Form>
    </>
  );
}
