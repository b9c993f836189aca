import { Alert, App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodesUnavailable } from '../firstUse/CodesUnavailable';
import { CodeInput } from './CodeInput';
import { loginApi, verifyCodeField } from './loginApi';
import { codeRule, confirmRule, newPasswordRule, targetRule } from './rules';
import { sendCodeFor } from './sendCode';
import styles from './login.module.css';
import { useSubmit } from './useSubmit';

interface Values {
  target: string;
  code: string;
  password: string;
  confirm: string;
}

/** Forgotten password: a resetPassword code to the address, then userPro/editPassword. */
export function ResetPasswordForm({ isPrivate, onDone }: { isPrivate: boolean; onDone(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { error, busy, run } = useSubmit();

  const onFinish = (v: Values) =>
    run(async () => {
      const target = v.target.trim();
      if (!(await verifyCodeField(form, target, 'resetPassword', v.code))) return;
      await loginApi.resetPassword({ target, code: v.code, password: v.password });
      void message.success(t('reset.done'));
      onDone();
    });

  return (
    <>
      {error && <Alert type="error" showIcon title={error} className={styles.alert} />}
      <CodesUnavailable />
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy}>
        <Form.Item name="target" label={t('register.target')} rules={[targetRule]}>
          <Input autoComplete="username" autoFocus data-testid="reset-target" />
        </Form.Item>
        <Form.Item name="code" label={t('code.label')} rules={[codeRule]}>
          <CodeInput onSend={sendCodeFor(form, 'target', 'resetPassword')} testId="reset-code" />
        </Form.Item>
        <Form.Item name="password" label={t('reset.password')} rules={[newPasswordRule(t, isPrivate)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('register.confirm')}
          dependencies={['password']}
          rules={[confirmRule(form)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('reset.submit')}
        </Button>
      </Form>
    </>
  );
}
