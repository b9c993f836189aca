import { Card, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../app/format';
import { useSession } from '../../app/session';
import { authorityApi } from '../authority/authorityApi';
import './locales';

/**
 * Under the member list: the group's invitations still waiting for an answer and, for the system
 * administrator of an install without e-mail/SMS, the codes the server kept instead of sending them.
 */
export function PendingPanel({ refreshKey }: { refreshKey: number }) {
  const { t } = useTranslation();
  const systemAdmin = useSession((s) => s.session?.user.isSystemAdmin === true);
  const invites = useQuery({
    queryKey: ['pending-invitations', refreshKey],
    queryFn: authorityApi.pendingInvitations,
  });
  const outbox = useQuery({
    queryKey: ['outbox', refreshKey],
    queryFn: authorityApi.outbox,
    enabled: systemAdmin,
    refetchInterval: 15_000,
  });
  return (
    <>
      <Card
        size="small"
        title={t('firstUse.pendingInvites')}
        style={{ marginTop: 16 }}
        data-testid="pending-invites"
      >
        <Table
          size="small"
          rowKey="inviteId"
          pagination={false}
          loading={invites.isLoading}
          dataSource={invites.data ?? []}
          locale={{ emptyText: t('firstUse.noPendingInvites') }}
          columns={[
            { title: t('users.nickName'), dataIndex: 'nickName' },
            { title: t('users.account'), dataIndex: 'account' },
            {
              title: t('firstUse.invitedAt'),
              dataIndex: 'updatedAt',
              render: (v: string) => formatDateTime(v),
            },
          ]}
        />
      </Card>
      {systemAdmin && (
        <Card size="small" title={t('firstUse.outbox')} style={{ marginTop: 16 }} data-testid="outbox">
          <Typography.Paragraph type="secondary">{t('firstUse.outboxHint')}</Typography.Paragraph>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            loading={outbox.isLoading}
            dataSource={outbox.data ?? []}
            locale={{ emptyText: t('firstUse.outboxEmpty') }}
            columns={[
              { title: t('firstUse.target'), dataIndex: 'target', width: 220 },
              { title: t('firstUse.content'), dataIndex: 'text' },
              {
                title: t('firstUse.time'),
                dataIndex: 'time',
                width: 180,
                render: (v: string) => formatDateTime(v),
              },
            ]}
          />
        </Card>
      )}
    </>
  );
}
