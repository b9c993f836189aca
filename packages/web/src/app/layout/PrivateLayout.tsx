import { Avatar, Button, Dropdown, Layout, Menu, Select, Space, Typography } from 'antd';
import {
  AppstoreOutlined,
  FileSearchOutlined,
  LogoutOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../api';
import { PRODUCT_NAME } from '../config';
import { setLanguage, type Language } from '../i18n';
import { useSession } from '../session';
import styles from './layout.module.css';

/** Pages that need a signed-in user; others are sent to /login. */
export function RequireSession() {
  const signedIn = useSession((s) => s.session !== null);
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

export function signOut(refreshToken: string | undefined): void {
  if (refreshToken)
    void api
      .post('auth/logout', { refresh_token: refreshToken }, { anonymous: true, quiet: true })
      .catch(() => undefined);
  useSession.getState().signOut();
}

export function PrivateLayout() {
  const session = useSession((s) => s.session);
  const switchGroup = useSession((s) => s.switchGroup);
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;

  const section = '/' + (location.pathname.split('/')[1] ?? '');
  const items = [
    { key: '/manage', icon: <AppstoreOutlined />, label: t('nav.manage') },
    { key: '/log', icon: <FileSearchOutlined />, label: t('nav.log') },
    { key: '/authority', icon: <SafetyOutlined />, label: t('nav.authority') },
    { key: '/userCenter', icon: <UserOutlined />, label: t('nav.userCenter') },
  ];
  return (
    <Layout className={styles.shell}>
      <Layout.Header className={styles.header}>
        <Typography.Title level={4} className={styles.brand}>
          {PRODUCT_NAME}
        </Typography.Title>
        <Space size="middle">
          <Select
            aria-label={t('nav.group')}
            value={session.groupId ?? undefined}
            style={{ minWidth: 160 }}
            onChange={switchGroup}
            options={session.user.groups.map((g) => ({
              value: g.groupId,
              label: g.groupName,
              disabled: g.accountState !== 'success',
            }))}
          />
          <Select<Language>
            aria-label={t('app.language')}
            value={i18n.language === 'en' ? 'en' : 'zh-CN'}
            onChange={setLanguage}
            options={[
              { value: 'zh-CN', label: '简体中文' },
              { value: 'en', label: 'English' },
            ]}
          />
          <Dropdown
            menu={{
              items: [{ key: 'signOut', icon: <LogoutOutlined />, label: t('nav.signOut') }],
              onClick: () => {
                signOut(session.refresh_token);
                navigate('/login', { replace: true });
              },
            }}
          >
            <Button type="text" data-testid="user-menu" className={styles.user}>
              <Avatar size="small" icon={<UserOutlined />} src={session.user.headImg || undefined} />{' '}
              {session.user.nickName}
            </Button>
          </Dropdown>
        </Space>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={200} theme="light" className={styles.sider}>
          <Menu mode="inline" selectedKeys={[section]} items={items} onClick={(e) => navigate(e.key)} />
        </Layout.Sider>
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
