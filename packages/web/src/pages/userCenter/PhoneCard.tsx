import { useState } from 'react';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../app/session';
import { CodeInput } from '../login/CodeInput';
import { codeRule, phoneRule } from '../login/rules';
import { sendCodeFor } from '../login/sendCode';
import { refreshProfile } from '../header/accountApi';
import { userCenterApi } from './userCenterApi';
import styles from './userCenter.module.css';

interface Values {
  oldCode?: string;
  phone: string;
  code: string;
}

/**
 * Bind a phone (bindPhone code to the new number) or change it (changePhone code to the bound number plus
 * a bindPhone code to the new one).
 */
export function PhoneCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const bound = user.phone ?? null;

  const onFinish = async (v: Values) => {
    setBusy(true);
    try {
      if (bound) await userCenterApi.changePhone(v.oldCode ?? '', v.phone, v.code);
      else await userCenterApi.bindPhone(v.phone, v.code);
      await refreshProfile();
      form.resetFields();
      void message.success(t('common.saved'));
    } catch (e) {
      form.setFields([{ name: 'code', errors: [e instanceof Error ? e.message : String(e)] }]);
    } finally {
      setBusy(false);
    }
  };

  // The old number's code is sent to the bound phone, which needs no field of its own.
  const sendOld = async () => {
    try {
      await userCenterApi.sendCode(bound ?? '', 'changePhone');
      return true;
    } catch (e) {
      form.setFields([{ name: 'oldCode', errors: [e instanceof Error ? e.message : String(e)] }]);
      return false;
    }
  };

  return (
    <Card title={t(bound ? 'userInfo.changePhone' : 'userInfo.bindPhone')}>
      <Typography.Paragraph type="secondary">
        {bound ? t('userInfo.boundPhone', { phone: bound }) : t('userInfo.noPhone')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} disabled={busy} className={styles.form}>
        {bound && (
          <Form.Item name="oldCode" label={t('userInfo.oldPhoneCode')} rules={[codeRule]}>
            <CodeInput onSend={sendOld} testId="old-phone-code" />
          </Form.Item>
        )}
        <Form.Item name="phone" label={t('userInfo.newPhone')} rules={[phoneRule]}>
          <Input maxLength={11} inputMode="tel" data-testid="phone-input" />
        </Form.Item>
        <Form.Item name="code" label={t('code.label')} rules={[codeRule]}>
          <CodeInput onSend={sendCodeFor(form, 'phone', 'bindPhone')} testId="phone-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t(bound ? 'userInfo.changePhone' : 'userInfo.bindPhone')}
        </Button>
      </Form>
    </Card>
  );
}
