import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { validateName } from '@twincanvas/model';
import { useTranslation } from 'react-i18next';
import { ruleOf } from '../../app/validation';
import type { Role } from './authorityApi';

export interface RoleValues {
  roleName: string;
  description: string;
}

/** Create a role, or edit its name and description (names follow docs/reference.md#validation, 20 at most). */
export function RoleModal(props: {
  open: boolean;
  role: Role | null;
  onOk(values: RoleValues): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleValues>();
  useEffect(() => {
    if (props.open)
      form.setFieldsValue({
        roleName: props.role?.roleName ?? '',
        description: props.role?.description ?? '',
      });
  }, [props.open, props.role, form]);
  return (
    <Modal
      open={props.open}
      title={t(props.role ? 'roles.edit' : 'roles.create')}
      destroyOnHidden
      onCancel={props.onClose}
      onOk={async () => {
        const values = await form.validateFields();
        await props.onOk({ roleName: values.roleName, description: values.description ?? '' });
        props.onClose();
      }}
    >
      <Form form={form} layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item
          name="roleName"
          label={t('roles.name')}
          rules={[ruleOf(validateName), { max: 20, message: t('roles.nameTooLong') }]}
        >
          <Input autoFocus maxLength={20} data-testid="role-name" />
        </Form.Item>
        <Form.Item name="description" label={t('roles.description')}>
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
