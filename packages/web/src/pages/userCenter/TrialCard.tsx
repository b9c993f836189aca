import { useState } from 'react';
import { App, Button, Card, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { trialApi, type Trial, type TrialApplication, type TrialStatus } from './trialApi';

const STATUS_COLOR: Record<TrialStatus, string> = {
  pending: 'gold',
  active: 'blue',
  expired: 'red',
  purchased: 'green',
};

/**
 * The free-trial terms (docs/reference.md#product), the caller's trial in the current group with its end date, a
 * trial application form, and — for the system administrator — the list of trials to grant or extend.
 */
export function TrialCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const groupId = useSession((s) => s.session?.groupId ?? null);
  const userId = useSession((s) => s.session?.user.userId ?? null);
  const trials = useQuery({ queryKey: ['trials'], queryFn: trialApi.list });
  const [applying, setApplying] = useState(false);
  const [form] = Form.useForm<TrialApplication>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['trials'] });

  const mine = trials.data?.list.find(
    (x) => x.kind === 'user' && x.groupId === groupId && x.userId === userId,
  );
  const status = (s: TrialStatus) => <Tag color={STATUS_COLOR[s]}>{t(`trial.status.${s}`)}</Tag>;

  const start = async () => {
    await trialApi.start();
    void message.success(t('trial.started'));
    await refresh();
  };
  const send = async (v: TrialApplication) => {
    await trialApi.apply(v);
    setApplying(false);
    form.resetFields();
    await refresh();
  };
  const extend = async (trial: Trial, v: { days?: number; purchased?: boolean }) => {
    await trialApi.extend(trial.trialId, v);
    void message.success(t('common.saved'));
    await refresh();
  };
  const required = [{ required: true, message: t('trial.required') }];

  return (
    <Card title={t('trial.title')} data-testid="trial-card">
      <Typography.Paragraph type="secondary">{t('trial.terms')}</Typography.Paragraph>
      <Space wrap>
        {mine ? (
          <span data-testid="trial-mine">
            {status(mine.status)} {t('trial.ends', { date: mine.betaEnd })}
          </span>
        ) : (
          <Button type="primary" onClick={() => void start()} disabled={!trials.data}>
            {t('trial.start')}
          </Button>
        )}
        <Button onClick={() => setApplying(true)}>{t('trial.apply')}</Button>
      </Space>
      {trials.data?.systemAdmin && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('trial.manage')}
          </Typography.Title>
          <Table<Trial>
            size="small"
            rowKey="trialId"
            scroll={{ x: 'max-content' }}
            pagination={false}
            dataSource={trials.data.list}
            columns={[
              { title: t('trial.member'), dataIndex: 'nickName' },
              { title: t('trial.group'), dataIndex: 'groupName' },
              { title: t('trial.kind'), dataIndex: 'kind', render: (k: string) => t(`trial.kinds.${k}`) },
              {
                title: t('trial.company'),
                render: (_: unknown, row) =>
                  row.company ? `${row.company} · ${row.contactName} · ${row.contact}` : '',
              },
              { title: t('trial.endColumn'), dataIndex: 'betaEnd' },
              { title: t('trial.state'), dataIndex: 'status', render: (s: TrialStatus) => status(s) },
              {
                title: t('common.actions'),
                render: (_: unknown, row) =>
                  row.status === 'purchased' ? null : (
                    <Space size={4}>
                      <Button size="small" onClick={() => void extend(row, { days: 7 })}>
                        {t('trial.extend7')}
                      </Button>
                      <Button size="small" onClick={() => void extend(row, { purchased: true })}>
                        {t('trial.purchased')}
                      </Button>
                    </Space>
                  ),
              },
            ]}
          />
        </>
      )}
      <Modal
        open={applying}
        title={t('trial.applyTitle')}
        okText={t('trial.send')}
        onOk={() => form.submit()}
        onCancel={() => setApplying(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ product: 'private' }}
          onFinish={(v) => void send(v)}
        >
          <Form.Item name="product" label={t('trial.product')}>
            <Select
              data-testid="trial-product"
              options={(['public', 'private', 'twin'] as const).map((p) => ({
                value: p,
                label: t(`trial.products.${p}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="company" label={t('trial.company')} rules={required}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="contactName" label={t('trial.contactName')} rules={required}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="contact" label={t('trial.contact')} rules={required}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="remark" label={t('trial.remark')}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
