import { useEffect } from 'react';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Member, RoleChoice } from './authorityApi';

/** Replace a member's roles (update-user); the super-administrator role is never offered. */
export function MemberRolesModal(props: {
  member: Member | null;
  roles: RoleChoice[];
  onOk(roleIds: string[]): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ roleIds: string[] }>();
  useEffect(() => {
    if (props.member) form.setFieldsValue({ roleIds: props.member.roles.map((r) => r.roleId) });
  }, [props.member, form]);
  return (
    <Modal
      open={props.member !== null}
      title={t('users.editRoles', { name: props.member?.groupNickName || props.member?.nickName || '' })}
      destroyOnHidden
      onCancel={props.onClose}
      onOk={async () => {
        const { roleIds } = await form.validateFields();
        await props.onOk(roleIds);
        props.onClose();
      }}
    >
      <Form form={form} layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item
          name="roleIds"
          label={t('users.roles')}
          rules={[{ required: true, type: 'array', min: 1, message: t('users.rolesRequired') }]}
        >
          <Select
            mode="multiple"
            data-testid="member-roles"
            options={props.roles
              .filter((r) => !r.isSuper)
              .map((r) => ({ value: r.roleId, label: r.roleName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
