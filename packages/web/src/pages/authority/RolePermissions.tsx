import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Empty, Spin, Tag, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api';
import { useCodes } from '../header/accountApi';
import { authorityApi, type Role } from './authorityApi';
import { checkedCodes, codesFromKeys, toTreeData } from './perms';
import styles from './authority.module.css';

/** The permission tree of one role: a check box per code, saved in one go (bind-perm). */
export function RolePermissions({
  role,
  canEdit,
  onSaved,
}: {
  role: Role | null;
  canEdit: boolean;
  onSaved(): void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const mine = useCodes();
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const roleId = role?.roleId ?? null;
  const tree = useQuery({
    queryKey: ['perm-tree', roleId],
    queryFn: () => authorityApi.tree(roleId!),
    enabled: roleId !== null,
  });
  useEffect(() => {
    if (tree.data) setChecked(checkedCodes(tree.data));
  }, [tree.data]);
  // The super-administrator role holds everything and is locked; others may only grant codes the caller holds.
  const readOnly = !canEdit || !role || role.isSuper;
  const data = useMemo(
    () => (tree.data ? toTreeData(tree.data, i18n.language, readOnly ? null : new Set(mine ?? [])) : []),
    [tree.data, i18n.language, readOnly, mine],
  );

  const save = async () => {
    if (!role) return;
    setSaving(true);
    try {
      await authorityApi.bindCodes(role.roleId, checked);
      void message.success(t('roles.saved'));
      onSaved();
    } catch (e) {
      // docs/reference.md#errors: role-permission save shows saved or save failed.
      void message.error(
        `${t('roles.saveFailed')}${e instanceof ApiError && e.message ? `: ${e.message}` : ''}`,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      className={styles.treeCard}
      title={role ? t('roles.permissionsOf', { name: role.roleName }) : t('roles.permissions')}
      extra={
        role &&
        !readOnly && (
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="save-permissions">
            {t('common.save')}
          </Button>
        )
      }
    >
      {!role && <Empty description={t('roles.pickRole')} />}
      {role?.isSuper && <Tag color="gold">{t('roles.superLocked')}</Tag>}
      {role && tree.isLoading && <Spin />}
      {role && tree.data && (
        <Tree
          checkable
          selectable={false}
          defaultExpandAll
          disabled={readOnly}
          treeData={data}
          checkedKeys={checked}
          onCheck={(keys) => setChecked(codesFromKeys(Array.isArray(keys) ? keys : keys.checked))}
          data-testid="permission-tree"
        />
      )}
    </Card>
  );
}
