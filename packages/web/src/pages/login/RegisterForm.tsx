import { Alert, Button, Form, Input } from 'antd';
import { validateUserName } from '@twincanvas/model';
import { useTranslation } from 'react-i18next';
import { text } from '../../app/validation';
import { CodesUnavailable } from '../firstUse/CodesUnavailable';
import { CodeInput } from './CodeInput';
import { loginApi, verifyCodeField, type SessionAnswer } from './loginApi';
import { codeRule, confirmRule, newPasswordRule, targetRule } from './rules';
import { sendCodeFor } from './sendCode';
import styles from './login.module.css';
import { useSubmit } from './useSubmit';

interface Values {
  target: string;
  code: string;
  nickName?: string;
  password: string;
  confirm: string;
}

/** Sign-up with an e-mail address or phone and a code (userPro/sendCode then userPro/emailRegister). */
export function RegisterForm({ onSignedIn }: { onSignedIn(s: SessionAnswer): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { error, busy, run } = useSubmit();

  const onFinish = (v: Values) =>
    run(async () => {
      const target = v.target.trim();
      if (!(await verifyCodeField(form, target, 'register', v.code))) return;
      const s = await loginApi.register({
        target,
        code: v.code,
        password: v.password,
        ...(v.nickName ? { nickName: v.nickName } : {}),
      });
      onSignedIn(s);
    });

  return (
    <>
      {error && (
        <Alert type="error" showIcon title={error} className={styles.alert} data-testid="register-error" />
      )}
      <CodesUnavailable />
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy}>
        <Form.Item name="target" label={t('register.target')} rules={[targetRule]}>
          <Input autoComplete="username" autoFocus data-testid="register-target" />
        </Form.Item>
        <Form.Item name="code" label={t('code.label')} rules={[codeRule]}>
          <CodeInput onSend={sendCodeFor(form, 'target', 'register')} testId="register-code" />
        </Form.Item>
        <Form.Item
          name="nickName"
          label={t('register.nickName')}
          rules={[
            {
              validator: async (_r, value: unknown) => {
                const problem = value ? validateUserName(value) : null;
                if (problem) throw new Error(text(problem));
              },
            },
          ]}
        >
          <Input maxLength={20} data-testid="register-nick" />
        </Form.Item>
        <Form.Item name="password" label={t('register.password')} rules={[newPasswordRule(t, false)]}>
          <Input.Password autoComplete="new-password" data-testid="register-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('register.confirm')}
          dependencies={['password']}
          rules={[confirmRule(form)]}
        >
          <Input.Password autoComplete="new-password" data-testid="register-confirm" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-submit">
          {t('register.submit')}
        </Button>
      </Form>
    </>
  );
}
