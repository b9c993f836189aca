import { useState } from 'react';
import { App, Button, Input, Space, Table, Tag, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../header/accountApi';
import { useSystemInfo } from '../auth/systemInfo';
import { authorityApi, type Member } from './authorityApi';
import { InviteModal } from './InviteModal';
import { MemberRolesModal } from './MemberRolesModal';
import { PERM } from './perms';
import styles from './authority.module.css';
import { useConfirmDelete } from '../../app/useConfirmDelete';
import { useSession } from '../../app/session';
import { PendingPanel } from '../firstUse/PendingPanel';
import '../firstUse/locales';

const PAGE_SIZE = 10;

/** Members of the current group (super administrators hidden by the server): search, page, invite, edit, delete. */
export function MembersTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const canEdit = useCan(PERM.userEdit);
  const info = useSystemInfo();
  const isPublic = info.data?.edition !== 'private';
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Member | null>(null);
  const [changes, setChanges] = useState(0);
  const systemAdmin = useSession((s) => s.session?.user.isSystemAdmin === true);
  const members = useQuery({
    queryKey: ['members', keyword, page],
    queryFn: () => authorityApi.members(keyword, page, PAGE_SIZE),
  });
  const roles = useQuery({ queryKey: ['role-choices'], queryFn: authorityApi.roleChoices, enabled: canEdit });
  const reload = () => {
    setChanges((n) => n + 1);
    return client.invalidateQueries({ queryKey: ['members'] });
  };

  const confirmDelete = useConfirmDelete();
  const remove = (m: Member) =>
    confirmDelete({
      title: t('users.deleteTitle', { name: m.groupNickName || m.nickName }),
      content: t('users.deleteHint'),
      remove: () => authorityApi.deleteMember(m.userId),
      after: reload,
    });

  return (
    <>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          placeholder={t('users.search')}
          style={{ width: 280 }}
          data-testid="member-search"
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
        {canEdit && (
          <Button
            type="primary"
            icon={<UserAddOutlined />}
            onClick={() => setInviting(true)}
            data-testid="invite"
          >
            {t(isPublic ? 'users.invite' : 'users.add')}
          </Button>
        )}
      </div>
      <Typography.Paragraph type="secondary" data-testid="super-hidden">
        {t('firstUse.superHidden')}
      </Typography.Paragraph>
      <Table<Member>
        rowKey="userId"
        locale={{ emptyText: t('firstUse.emptyMembers') }}
        loading={members.isLoading}
        dataSource={members.data?.list ?? []}
        data-testid="member-table"
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: members.data?.total ?? 0,
          onChange: setPage,
          showTotal: (total) => t('common.total', { total }),
        }}
        columns={[
          {
            title: t('users.nickName'),
            key: 'name',
            render: (_: unknown, m) => m.groupNickName || m.nickName,
          },
          { title: t('users.account'), dataIndex: 'account', ellipsis: true },
          { title: t('users.contact'), key: 'contact', render: (_: unknown, m) => m.email || m.phone || '-' },
          {
            title: t('users.roles'),
            key: 'roles',
            render: (_: unknown, m) => m.roles.map((r) => <Tag key={r.roleId}>{r.roleName}</Tag>),
          },
          ...(canEdit
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  width: 180,
                  render: (_: unknown, m: Member) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => setEditing(m)}>
                        {t('users.editRolesShort')}
                      </Button>
                      <Button type="link" size="small" danger onClick={() => remove(m)}>
                        {t('common.delete')}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <InviteModal
        open={inviting}
        isPublic={isPublic}
        canCreate={systemAdmin}
        roles={roles.data ?? []}
        onClose={() => setInviting(false)}
        onOk={async (body) => {
          const r = await authorityApi.invite(body);
          // docs/reference.md#permissions: public mode says invited, otherwise added.
          void message.success(
            t(
              r.result === 'invited' ? 'common.invited' : body.password ? 'firstUse.created' : 'common.added',
            ),
          );
          await reload();
        }}
      />
      <PendingPanel refreshKey={changes} />
      <MemberRolesModal
        member={editing}
        roles={roles.data ?? []}
        onClose={() => setEditing(null)}
        onOk={async (roleIds) => {
          await authorityApi.updateMember(editing!.userId, roleIds);
          void message.success(t('common.saved'));
          await reload();
        }}
      />
    </>
  );
}
