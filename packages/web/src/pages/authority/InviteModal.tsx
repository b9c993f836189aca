import { Form, Input, Modal, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { validatePrivatePassword, validateUserName, type Message } from '@twincanvas/model';
import { useTranslation } from 'react-i18next';
import { ruleOf, text } from '../../app/validation';
import type { InviteInput, RoleChoice } from './authorityApi';
import { inviteTarget, validateInviteTarget } from './inviteTarget';

interface Values {
  target: string;
  nickName?: string;
  password?: string;
  roleIds?: string[] | string;
}

/**
 * Public edition: invite an existing account (one role; the invitee accepts). Private edition: add an
 * account, creating it when an initial password is given (platform spec section 6, isPublic).
 */
export function InviteModal(props: {
  open: boolean;
  isPublic: boolean;
  roles: RoleChoice[];
  onOk(body: InviteInput): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const roleOptions = props.roles
    .filter((r) => !r.isSuper)
    .map((r) => ({ value: r.roleId, label: r.roleName }));
  return (
    <Modal
      open={props.open}
      title={t(props.isPublic ? 'users.invite' : 'users.add')}
      destroyOnHidden
      onCancel={props.onClose}
      okButtonProps={{ 'data-testid': 'invite-ok' }}
      onOk={async () => {
        const v = await form.validateFields();
        const roleIds = v.roleIds === undefined ? [] : Array.isArray(v.roleIds) ? v.roleIds : [v.roleIds];
        await props.onOk({
          ...inviteTarget(v.target),
          ...(v.nickName ? { nickName: v.nickName } : {}),
          ...(v.password ? { password: v.password } : {}),
          roleIds,
        });
        props.onClose();
      }}
    >
      <Form form={form} layout="vertical" preserve={false} style={{ marginTop: 16 }}>
        <Form.Item name="target" label={t('users.target')} rules={[ruleOf(validateInviteTarget)]}>
          <Input autoFocus data-testid="invite-target" placeholder={t('users.targetHint')} />
        </Form.Item>
        {!props.isPublic && (
          <>
            <Form.Item name="nickName" label={t('users.nickName')} rules={[optional(validateUserName)]}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('users.initialPassword')}
              extra={t('users.initialPasswordHint')}
              rules={[optional(validatePrivatePassword)]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item name="roleIds" label={t('users.roles')}>
          <Select
            data-testid="invite-role"
            allowClear
            mode={props.isPublic ? undefined : 'multiple'}
            options={roleOptions}
            placeholder={t('users.defaultRole')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** An empty optional field is fine; a filled one must follow its rule. */
function optional(validate: (v: unknown) => Message | null): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === '') return;
      const problem = validate(value);
      if (problem) throw new Error(text(problem));
    },
  };
}
