import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTitle } from '../../app/useTitle';
import { useCodes } from '../header/accountApi';
import { MembersTab } from './MembersTab';
import { hasAny, PERM } from './perms';
import { RequirePerm } from './RequirePerm';
import { UserGroupsTab } from './UserGroupsTab';

/** /authority/userManage: members (1080205) and user groups (1080305), each tab shown only with its code. */
export function UsersPage() {
  return (
    <RequirePerm anyOf={[PERM.userView, PERM.userGroupView]}>
      <Users />
    </RequirePerm>
  );
}

function Users() {
  const { t } = useTranslation();
  useTitle(t('nav.userManage'));
  const codes = useCodes();
  const items = [
    ...(hasAny(codes, [PERM.userView])
      ? [{ key: 'users', label: t('users.tab'), children: <MembersTab /> }]
      : []),
    ...(hasAny(codes, [PERM.userGroupView])
      ? [{ key: 'groups', label: t('userGroups.tab'), children: <UserGroupsTab /> }]
      : []),
  ];
  return (
    <Card title={t('nav.userManage')}>
      <Tabs items={items} destroyOnHidden />
    </Card>
  );
}
