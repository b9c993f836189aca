import { useState } from 'react';
import { App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { confirmRule, newPasswordRule } from '../login/rules';
import { sha512Hex } from '../login/sha512';
import { userCenterApi } from './userCenterApi';
import styles from './userCenter.module.css';

interface Values {
  oldPassword: string;
  password: string;
  confirm: string;
}

/**
 * Change the password with the old one. The server ends every other session and answers a new one, which
 * replaces the stored tokens so this tab stays signed in.
 */
export function PasswordCard({ isPrivate }: { isPrivate: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const onFinish = async (v: Values) => {
    setBusy(true);
    try {
      const s = isPrivate
        ? await userCenterApi.changePasswordPrivate(
            await sha512Hex(v.oldPassword),
            await sha512Hex(v.password),
          )
        : await userCenterApi.changePassword(v.oldPassword, v.password);
      useSession.getState().updateTokens(s);
      form.resetFields();
      void message.success(t('common.saved'));
    } catch (e) {
      // The usual refusal is a wrong old password: show it by that field.
      form.setFields([{ name: 'oldPassword', errors: [e instanceof Error ? e.message : String(e)] }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('userInfo.password')}>
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        disabled={busy}
        requiredMark={false}
        className={styles.form}
      >
        <Form.Item
          name="oldPassword"
          label={t('userInfo.oldPassword')}
          rules={[{ required: true, message: t('login.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={t('userInfo.newPassword')} rules={[newPasswordRule(t, isPrivate)]}>
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
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('userInfo.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
