import { useState } from 'react';
import { App, Button, Input, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../header/accountApi';
import { authorityApi, type UserGroup } from './authorityApi';
import { PERM } from './perms';
import { UserGroupModal, type UserGroupValues } from './UserGroupModal';
import styles from './authority.module.css';
import { useConfirmDelete } from '../../app/useConfirmDelete';

const PAGE_SIZE = 10;

/** User groups of the company (needs 1080305 to see, 1080301 to change). */
export function UserGroupsTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const canEdit = useCan(PERM.userGroupEdit);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ group: UserGroup | null } | null>(null);
  const groups = useQuery({
    queryKey: ['user-groups', keyword, page],
    queryFn: () => authorityApi.userGroups(keyword, page, PAGE_SIZE),
  });
  const reload = () => client.invalidateQueries({ queryKey: ['user-groups'] });

  const save = async (v: UserGroupValues) => {
    if (dialog?.group) {
      await authorityApi.updateUserGroup(dialog.group.id, v);
      void message.success(t('common.saved'));
    } else {
      await authorityApi.addUserGroup(v);
      void message.success(t('common.added'));
    }
    await reload();
  };

  const confirmDelete = useConfirmDelete();
  const remove = (g: UserGroup) =>
    confirmDelete({
      title: t('userGroups.deleteTitle', { name: g.name }),
      content: t('userGroups.deleteHint'),
      remove: () => authorityApi.deleteUserGroup(g.id),
      after: reload,
    });

  return (
    <>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          placeholder={t('userGroups.search')}
          style={{ width: 280 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ group: null })}>
            {t('userGroups.create')}
          </Button>
        )}
      </div>
      <Table<UserGroup>
        rowKey="id"
        loading={groups.isLoading}
        dataSource={groups.data?.list ?? []}
        data-testid="user-group-table"
        pagination={{ current: page, pageSize: PAGE_SIZE, total: groups.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('userGroups.name'), dataIndex: 'name' },
          {
            title: t('userGroups.description'),
            dataIndex: 'description',
            render: (d: string | null) => d || '-',
          },
          {
            title: t('userGroups.members'),
            key: 'users',
            render: (_: unknown, g) =>
              g.users.length ? g.users.map((u) => <Tag key={u.userId}>{u.nickName}</Tag>) : '-',
          },
          ...(canEdit
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  width: 160,
                  render: (_: unknown, g: UserGroup) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => setDialog({ group: g })}>
                        {t('common.edit')}
                      </Button>
                      <Button type="link" size="small" danger onClick={() => remove(g)}>
                        {t('common.delete')}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <UserGroupModal
        open={dialog !== null}
        group={dialog?.group ?? null}
        onClose={() => setDialog(null)}
        onOk={save}
      />
    </>
  );
}
