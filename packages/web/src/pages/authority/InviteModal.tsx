import { useState } from 'react';
import { Alert, Form, Input, Modal, Radio, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  validateAccount,
  validatePassword,
  validatePrivatePassword,
  validateUserName,
  type Message,
} from '@twincanvas/model';
import { useTranslation } from 'react-i18next';
import { ruleOf, text } from '../../app/validation';
import type { InviteInput, RoleChoice } from './authorityApi';
import { inviteTarget, validateInviteTarget } from './inviteTarget';
import '../firstUse/locales';

interface Values {
  target: string;
  nickName?: string;
  password?: string;
  roleIds?: string[] | string;
}

type Mode = 'invite' | 'create';

/**
 * Public edition: invite an existing account (one role; the invitee accepts); the system administrator
 * may instead create an account with an initial password (how people join an install that cannot send
 * codes). Private edition: add an account, creating it when an initial password is given.
 */
export function InviteModal(props: {
  open: boolean;
  isPublic: boolean;
  /** The public edition's system administrator: may create accounts. */
  canCreate: boolean;
  roles: RoleChoice[];
  onOk(body: InviteInput): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<Mode>('invite');
  const [busy, setBusy] = useState(false);
  const creating = props.isPublic && mode === 'create';
  const roleOptions = props.roles
    .filter((r) => !r.isSuper)
    .map((r) => ({ value: r.roleId, label: r.roleName }));

  const submit = async () => {
    const v = await form.validateFields();
    const roleIds = v.roleIds === undefined ? [] : Array.isArray(v.roleIds) ? v.roleIds : [v.roleIds];
    setBusy(true);
    try {
      await props.onOk({
        ...(creating ? { account: v.target.trim() } : inviteTarget(v.target)),
        ...(v.nickName ? { nickName: v.nickName } : {}),
        ...(v.password ? { password: v.password } : {}),
        roleIds,
      });
      props.onClose();
    } catch (e) {
      // The server's refusal (no such account, taken, weak password…) stays in the open modal.
      form.setFields([{ name: 'target', errors: [e instanceof Error ? e.message : String(e)] }]);
    } finally {
      setBusy(false);
    }
  };

  const passwordRule = props.isPublic ? validatePassword : validatePrivatePassword;
  return (
    <Modal
      open={props.open}
      title={t(props.isPublic ? 'users.invite' : 'users.add')}
      destroyOnHidden
      onCancel={props.onClose}
      afterClose={() => setMode('invite')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'invite-ok' }}
      onOk={() => void submit().catch(() => undefined)}
    >
      {props.isPublic && props.canCreate && (
        <Radio.Group
          value={mode}
          optionType="button"
          style={{ marginTop: 12 }}
          onChange={(e) => setMode(e.target.value as Mode)}
          data-testid="invite-mode"
          options={[
            { value: 'invite', label: t('firstUse.inviteExisting') },
            { value: 'create', label: t('firstUse.createAccount') },
          ]}
        />
      )}
      {creating && <Alert type="info" showIcon title={t('firstUse.createHint')} style={{ marginTop: 12 }} />}
      <Form form={form} layout="vertical" preserve={false} style={{ marginTop: 16 }}>
        <Form.Item
          name="target"
          // Marked as required like the password: the validator refuses it empty, antd cannot tell.
          required
          label={t(creating ? 'users.account' : 'users.target')}
          rules={[creating ? ruleOf(validateAccount) : ruleOf(validateInviteTarget)]}
        >
          <Input
            autoFocus
            data-testid="invite-target"
            placeholder={creating ? undefined : t('users.targetHint')}
          />
        </Form.Item>
        {(!props.isPublic || creating) && (
          <>
            <Form.Item name="nickName" label={t('users.nickName')} rules={[optional(validateUserName)]}>
              <Input maxLength={20} data-testid="invite-nick" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('users.initialPassword')}
              extra={creating ? undefined : t('users.initialPasswordHint')}
              rules={[
                ...(creating ? [{ required: true, message: t('firstUse.passwordRequired') }] : []),
                optional(passwordRule),
              ]}
            >
              <Input.Password autoComplete="new-password" data-testid="invite-password" />
            </Form.Item>
          </>
        )}
        <Form.Item name="roleIds" label={t('users.roles')}>
          <Select
            data-testid="invite-role"
            allowClear
            mode={props.isPublic && !creating ? undefined : 'multiple'}
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
