import { useState } from 'react';
import { App, Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTitle } from '../../app/useTitle';
import { useCan } from '../header/accountApi';
import { authorityApi, type Role } from './authorityApi';
import { PERM } from './perms';
import { RequirePerm } from './RequirePerm';
import { RoleModal, type RoleValues } from './RoleModal';
import { RolePermissions } from './RolePermissions';
import styles from './authority.module.css';
import { useConfirmDelete } from '../../app/useConfirmDelete';

const PAGE_SIZE = 10;

/** /authority/characterSet: roles of the current group and the permission tree of the selected one. */
export function RolesPage() {
  return (
    <RequirePerm anyOf={[PERM.roleView]}>
      <Roles />
    </RequirePerm>
  );
}

function Roles() {
  const { t } = useTranslation();
  useTitle(t('nav.characterSet'));
  const { message } = App.useApp();
  const client = useQueryClient();
  const canEdit = useCan(PERM.roleEdit);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ role: Role | null } | null>(null);
  const roles = useQuery({
    queryKey: ['roles', keyword, page],
    queryFn: () => authorityApi.roles(keyword, page, PAGE_SIZE),
  });
  const list = roles.data?.list ?? [];
  const selected = list.find((r) => r.roleId === selectedId) ?? null;
  const reload = () => client.invalidateQueries({ queryKey: ['roles'] });

  const save = async (v: RoleValues) => {
    if (dialog?.role) {
      await authorityApi.editRole(dialog.role.roleId, v.roleName, v.description);
      void message.success(t('common.saved'));
    } else {
      const r = await authorityApi.addRole(v.roleName, v.description);
      setSelectedId(r.roleId);
      void message.success(t('common.added'));
    }
    await reload();
  };

  const confirmDelete = useConfirmDelete();
  const remove = (role: Role) =>
    confirmDelete({
      title: t('roles.deleteTitle', { name: role.roleName }),
      content: t('roles.deleteHint'),
      remove: () => authorityApi.deleteRole(role.roleId),
      after: () => {
        if (selectedId === role.roleId) setSelectedId(null);
        return reload();
      },
    });

  const makeDefault = async (role: Role) => {
    await authorityApi.setDefault(role.roleId);
    void message.success(t('common.saved'));
    await reload();
  };

  return (
    <div className={styles.split}>
      <Card
        className={styles.listCard}
        title={t('nav.characterSet')}
        extra={
          <Space>
            <Input.Search
              allowClear
              placeholder={t('roles.search')}
              onSearch={(v) => {
                setKeyword(v.trim());
                setPage(1);
              }}
              style={{ width: 200 }}
            />
            {canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ role: null })}>
                {t('roles.create')}
              </Button>
            )}
          </Space>
        }
      >
        <Table<Role>
          rowKey="roleId"
          size="middle"
          loading={roles.isLoading}
          dataSource={list}
          data-testid="role-table"
          rowClassName={(r) => (r.roleId === selectedId ? styles.selectedRow! : '')}
          onRow={(r) => ({ onClick: () => setSelectedId(r.roleId) })}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: roles.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
          columns={[
            {
              title: t('roles.name'),
              dataIndex: 'roleName',
              render: (_: unknown, r) => (
                <Space size={4} wrap>
                  <Typography.Text strong>{r.roleName}</Typography.Text>
                  {r.isSuper && <Tag color="gold">{t('roles.super')}</Tag>}
                  {r.isDefault && <Tag color="blue">{t('roles.default')}</Tag>}
                </Space>
              ),
            },
            {
              title: t('roles.description'),
              dataIndex: 'description',
              ellipsis: true,
              render: (d: string | null) => d || '-',
            },
            { title: t('roles.members'), dataIndex: 'userCount', width: 90 },
            ...(canEdit
              ? [
                  {
                    title: t('common.actions'),
                    key: 'actions',
                    width: 200,
                    render: (_: unknown, r: Role) =>
                      r.isSuper ? null : (
                        <Space size={0} onClick={(e) => e.stopPropagation()}>
                          <Button type="link" size="small" onClick={() => setDialog({ role: r })}>
                            {t('common.edit')}
                          </Button>
                          {!r.isDefault && (
                            <Button type="link" size="small" onClick={() => void makeDefault(r)}>
                              {t('roles.setDefault')}
                            </Button>
                          )}
                          {!r.isDefault && (
                            <Button type="link" size="small" danger onClick={() => remove(r)}>
                              {t('common.delete')}
                            </Button>
                          )}
                        </Space>
                      ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <RolePermissions role={selected} canEdit={canEdit} onSaved={() => void reload()} />
      <RoleModal
        open={dialog !== null}
        role={dialog?.role ?? null}
        onClose={() => setDialog(null)}
        onOk={save}
      />
    </div>
  );
}
