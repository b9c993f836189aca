import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { validateName } from '@twincanvas/model';
import { ApiError } from '../../app/api';
import { ruleOf } from '../../app/validation';

/** One dialog for every "give it a name" step: folder and project create/rename (docs/reference.md#validation rules). */
export function NameModal(props: {
  open: boolean;
  title: string;
  label: string;
  initial?: string;
  onOk(name: string): Promise<void>;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  useEffect(() => {
    if (props.open) form.setFieldsValue({ name: props.initial ?? '' });
  }, [props.open, props.initial, form]);
  return (
    <Modal
      open={props.open}
      title={props.title}
      destroyOnHidden
      onCancel={props.onClose}
      onOk={async () => {
        const { name } = await form.validateFields();
        try {
          await props.onOk(name);
        } catch (e) {
          // A refused name stays in the open dialog for a correction; the API client has shown the
          // server's message (rethrown, it would only be an unhandled rejection: antd does not await onOk).
          if (e instanceof ApiError) return;
          throw e;
        }
        props.onClose();
      }}
    >
      <Form form={form} layout="vertical" onFinish={() => undefined}>
        <Form.Item name="name" label={props.label} rules={[ruleOf(validateName)]}>
          <Input autoFocus maxLength={100} data-testid="name-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
