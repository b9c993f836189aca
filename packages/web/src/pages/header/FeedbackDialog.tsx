import { formatDateTime } from '../../app/format';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, List, Modal, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';

interface Feedback {
  id: string;
  content: string;
  reply: string | null;
  createdAt: string;
}

const MINE = ['feedback-msg/list'];

/** Feedback to the operators (feedback-msg add/list/updateMsgAlreadyRead). */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string; contact?: string }>();
  const [tab, setTab] = useState('new');
  const queryClient = useQueryClient();
  const mine = useQuery({
    queryKey: MINE,
    enabled: open && tab === 'mine',
    // Fetched afresh each time the tab opens: replies arrive while the dialog is closed.
    staleTime: 0,
    queryFn: async () => {
      const d = await api.post<{ list: Feedback[] }>('feedback-msg/list', { pageNum: 1, pageSize: 50 });
      // Opening the list reads the replies in it.
      void api.post('feedback-msg/updateMsgAlreadyRead', {}, { quiet: true }).catch(() => undefined);
      return d.list;
    },
  });

  return (
    <Modal
      open={open}
      title={t('feedback.title')}
      onCancel={onClose}
      destroyOnHidden
      okText={t('feedback.send')}
      okButtonProps={{ style: tab === 'new' ? undefined : { display: 'none' } }}
      onOk={async () => {
        const v = await form.validateFields();
        await api.post('feedback-msg/add', v);
        void queryClient.invalidateQueries({ queryKey: MINE });
        void message.success(t('feedback.sent'));
        form.resetFields();
        onClose();
      }}
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'new',
            label: t('feedback.new'),
            children: (
              <Form form={form} layout="vertical">
                <Form.Item
                  name="content"
                  label={t('feedback.content')}
                  rules={[{ required: true, whitespace: true, message: t('feedback.required') }]}
                >
                  <Input.TextArea rows={5} maxLength={2000} showCount data-testid="feedback-content" />
                </Form.Item>
                <Form.Item name="contact" label={t('feedback.contact')}>
                  <Input maxLength={200} />
                </Form.Item>
              </Form>
            ),
          },
          {
            key: 'mine',
            label: t('feedback.mine'),
            children: (
              <List
                dataSource={mine.data ?? []}
                loading={mine.isFetching}
                locale={{ emptyText: t('feedback.none') }}
                renderItem={(f) => (
                  <List.Item>
                    <List.Item.Meta
                      title={f.content}
                      description={
                        <>
                          <Typography.Text type="secondary">{formatDateTime(f.createdAt)}</Typography.Text>
                          {f.reply && (
                            <Typography.Paragraph>
                              {t('feedback.reply', { reply: f.reply })}
                            </Typography.Paragraph>
                          )}
                        </>
                      }
                    />
                  </List.Item>
                )}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
