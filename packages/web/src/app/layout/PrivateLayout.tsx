import { useState } from 'react';
import { Avatar, Button, Dropdown, Layout, Menu, Select, Space, Typography, type MenuProps } from 'antd';
import {
  AppstoreOutlined,
  CloudServerOutlined,
  CommentOutlined,
  InfoCircleOutlined,
  SettingOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  KeyOutlined,
  LogoutOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { setLanguage, type Language } from '../i18n';
import { useSession } from '../session';
import { signOut } from '../signOut';
import { useCodes } from '../../pages/header/accountApi';
import { GroupSwitcher } from '../../pages/header/GroupSwitcher';
import { FeedbackDialog } from '../../pages/header/FeedbackDialog';
import { InvitationBell } from '../../pages/header/InvitationBell';
import { MessageBell } from '../../pages/header/MessageBell';
import { hasAny, PERM } from '../../pages/authority/perms';
import { DATA_PERM } from '../../pages/dataSource/dataSourceApi';
import '../../pages/case/locales';
import { MustChangePassword } from '../../pages/firstUse/MustChangePassword';
import { useQuery } from '@tanstack/react-query';
import { deployApi } from '../../pages/deploy/deployApi';
import '../../pages/deploy/locales';
import { AboutModal } from '../../pages/settings/AboutModal';
import { Brand } from '../../pages/settings/branding';
import '../../pages/settings/locales';
import styles from './layout.module.css';

/** Pages that need a signed-in user; others are sent to /login. */
export function RequireSession() {
  const signedIn = useSession((s) => s.session !== null);
  const mustChange = useSession((s) => s.session?.user.mustChangePassword === true);
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (mustChange) return <MustChangePassword />;
  return <Outlet />;
}

export function PrivateLayout() {
  const session = useSession((s) => s.session);
  const groupId = session?.groupId ?? null;
  // Read again on each sign-in and group switch (the layout mounts anew, or the key names the new group).
  const codes = useCodes({ readAgain: true });
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  // The deployment area shows only when the partner check passes (docs/reference.md#permissions).
  const deployVisible = useQuery({
    queryKey: ['deploy-visible', groupId],
    queryFn: deployApi.visible,
    enabled: groupId !== null,
  }).data?.visible;

  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (session.user.mustChangePassword) return <MustChangePassword />;

  const section = '/' + (location.pathname.split('/')[1] ?? '');
  const canRoles = hasAny(codes, [PERM.roleView]);
  const canUsers = hasAny(codes, [PERM.userView, PERM.userGroupView]);
  const authorityChildren = [
    ...(canRoles ? [{ key: '/authority/characterSet', label: t('nav.characterSet') }] : []),
    ...(canUsers ? [{ key: '/authority/userManage', label: t('nav.userManage') }] : []),
  ];
  // Entries the user may not use are hidden, not disabled (docs/reference.md#permissions).
  const items: MenuProps['items'] = [
    { key: '/manage', icon: <AppstoreOutlined />, label: t('nav.manage') },
    { key: '/log', icon: <FileSearchOutlined />, label: t('nav.log') },
    { key: '/manage/cases', icon: <AppstoreOutlined />, label: t('cases.title') },
    ...(hasAny(codes, [DATA_PERM.view])
      ? [{ key: '/dataSource', icon: <DatabaseOutlined />, label: t('dataSource.nav') }]
      : []),
    ...(authorityChildren.length
      ? [
          {
            key: '/authority',
            icon: <SafetyOutlined />,
            label: t('nav.authority'),
            children: authorityChildren,
          },
        ]
      : []),
    ...(deployVisible ? [{ key: '/deploy', icon: <CloudServerOutlined />, label: t('deploy.nav') }] : []),
    ...(session?.user.isSystemAdmin
      ? [{ key: '/settings', icon: <SettingOutlined />, label: t('settings.nav') }]
      : []),
    { key: '/userCenter/userInfo', icon: <UserOutlined />, label: t('nav.userCenter') },
    { key: '/authsetting', icon: <KeyOutlined />, label: t('nav.authsetting') },
  ];
  // One highlighted entry: the most specific menu key the path falls under (/manage/cases is not /manage).
  const keys = [
    '/manage/cases',
    '/manage',
    '/log',
    '/dataSource',
    '/authority/characterSet',
    '/authority/userManage',
    '/userCenter/userInfo',
    '/authsetting',
    '/deploy',
    '/settings',
  ];
  const selected =
    section === '/userCenter'
      ? '/userCenter/userInfo'
      : (keys.find((k) => location.pathname === k || location.pathname.startsWith(`${k}/`)) ??
        location.pathname);
  return (
    <Layout className={styles.shell}>
      <Layout.Header className={styles.header}>
        <Typography.Title level={4} className={styles.brand}>
          <Brand />
        </Typography.Title>
        <Space size="middle">
          <GroupSwitcher />
          <Select<Language>
            aria-label={t('app.language')}
            value={i18n.language === 'en' ? 'en' : 'zh-CN'}
            onChange={setLanguage}
            options={[
              { value: 'zh-CN', label: '简体中文' },
              { value: 'en', label: 'English' },
            ]}
          />
          <MessageBell />
          <InvitationBell />
          <Dropdown
            menu={{
              items: [
                { key: 'userInfo', icon: <UserOutlined />, label: t('nav.userInfo') },
                { key: 'feedback', icon: <CommentOutlined />, label: t('feedback.title') },
                { key: 'about', icon: <InfoCircleOutlined />, label: t('settings.about') },
                { key: 'signOut', icon: <LogoutOutlined />, label: t('nav.signOut') },
              ],
              onClick: ({ key }) => {
                if (key === 'userInfo') return navigate('/userCenter/userInfo');
                if (key === 'feedback') return setFeedbackOpen(true);
                if (key === 'about') return setAboutOpen(true);
                signOut(session.refresh_token);
                // void: react-router reports a failed navigation itself (its error element); nothing is lost.
                void navigate('/login', { replace: true });
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
          {/* Remounted when the authority entry appears (codes arrive after the first render), so its
              default-open submenu opens with its children instead of showing empty. */}
          <Menu
            key={authorityChildren.length ? 'with-authority' : 'plain'}
            mode="inline"
            data-testid="side-menu"
            selectedKeys={[selected]}
            defaultOpenKeys={['/authority']}
            items={items}
            onClick={(e) => navigate(e.key)}
          />
        </Layout.Sider>
        <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
        <AboutModal open={aboutOpen} onClose={() => setAboutOpen(false)} />
        <Layout.Content className={styles.content}>
          {/* Keyed by group: every page reloads its data for the group just switched to. */}
          <Outlet key={groupId ?? 'none'} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
