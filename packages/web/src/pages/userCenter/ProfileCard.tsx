import { useEffect, useState } from 'react';
import { App, Avatar, Button, Card, Form, Input, Radio } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { validateUserName } from '@twincanvas/model';
import { useTranslation } from 'react-i18next';
import { useSession, type SessionUser } from '../../app/session';
import { ruleOf } from '../../app/validation';
import { userCenterApi, type Profile } from './userCenterApi';
import styles from './userCenter.module.css';

/** Nick name, head image URL and sex (man 0, woman 1, other -1) → userPro/updateUserInfo. */
export function ProfileCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Profile>();
  const [busy, setBusy] = useState(false);
  const headImg = Form.useWatch('headImg', form);
  useEffect(() => {
    // The session's user can arrive (or be refreshed) after the page showed: it fills an untouched form
    // but never overwrites what the person already typed.
    if (form.isFieldsTouched()) return;
    form.setFieldsValue({
      nickName: user.nickName,
      headImg: user.headImg,
      sex: user.sex === 0 || user.sex === 1 ? user.sex : -1,
    });
  }, [user, form]);

  const onFinish = async (v: Profile) => {
    setBusy(true);
    try {
      const saved = await userCenterApi.updateProfile({ ...v, headImg: v.headImg?.trim() ?? '' });
      useSession.getState().updateUser(saved);
      void message.success(t('common.saved'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('userInfo.profile')}>
      <div className={styles.profile}>
        <Avatar size={72} icon={<UserOutlined />} src={headImg || undefined} />
        <Form form={form} layout="vertical" onFinish={onFinish} disabled={busy} className={styles.form}>
          <Form.Item label={t('userInfo.account')}>
            <Input value={user.account} disabled />
          </Form.Item>
          <Form.Item name="nickName" label={t('userInfo.nickName')} rules={[ruleOf(validateUserName)]}>
            <Input maxLength={20} data-testid="profile-nick" />
          </Form.Item>
          <Form.Item
            name="headImg"
            label={t('userInfo.headImg')}
            rules={[{ type: 'url', message: t('userInfo.headImgInvalid') }]}
          >
            <Input placeholder="https://" maxLength={1000} data-testid="profile-head" />
          </Form.Item>
          <Form.Item name="sex" label={t('userInfo.sex')}>
            <Radio.Group
              data-testid="profile-sex"
              options={[
                { value: 0, label: t('userInfo.man') },
                { value: 1, label: t('userInfo.woman') },
                { value: -1, label: t('userInfo.other') },
              ]}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="profile-save">
            {t('common.save')}
          </Button>
        </Form>
      </div>
    </Card>
  );
}
