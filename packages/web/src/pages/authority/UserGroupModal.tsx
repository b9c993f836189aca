import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { validateName } from '@twincanvas/model';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ruleOf } from '../../app/validation';
import { authorityApi, type UserGroup } from './authorityApi';

export interface UserGroupValues {
  name: string;
  description: string;
  userIds: string[];
}

/** Create or update a user group: name (30 at most), description and members chosen from the company. */
export function UserGroupModal(props: {
  open: boolean;
  group: UserGroup | null;
  onOk(values: UserGroupValues): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserGroupValues>();
  const choices = useQuery({
    queryKey: ['member-choices'],
    queryFn: authorityApi.memberChoices,
    enabled: props.open,
  });
  useEffect(() => {
    if (props.open)
      form.setFieldsValue({
        name: props.group?.name ?? '',
        description: props.group?.description ?? '',
        userIds: props.group?.users.map((u) => u.userId) ?? [],
      });
  }, [props.open, props.group, form]);
  return (
    <Modal
      open={props.open}
      title={t(props.group ? 'userGroups.edit' : 'userGroups.create')}
      destroyOnHidden
      onCancel={props.onClose}
      onOk={async () => {
        const v = await form.validateFields();
        await props.onOk({ name: v.name, description: v.description ?? '', userIds: v.userIds ?? [] });
        props.onClose();
      }}
    >
      <Form form={form} layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item
          name="name"
          label={t('userGroups.name')}
          rules={[ruleOf(validateName), { max: 30, message: t('userGroups.nameTooLong') }]}
        >
          <Input autoFocus maxLength={30} data-testid="user-group-name" />
        </Form.Item>
        <Form.Item name="description" label={t('userGroups.description')}>
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
        <Form.Item name="userIds" label={t('userGroups.members')}>
          <Select
            mode="multiple"
            loading={choices.isLoading}
            optionFilterProp="label"
            options={(choices.data ?? []).map((m) => ({
              value: m.userId,
              label: `${m.nickName} (${m.account})`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
