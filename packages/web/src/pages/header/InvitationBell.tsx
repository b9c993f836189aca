import { App, Badge, Button, Empty, List, Popover, Space, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { accountApi, refreshProfile, type Invitation } from './accountApi';
import styles from './header.module.css';

/** Pending invitations to other groups (public edition): the invitee accepts or refuses them here. */
export function InvitationBell() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const userId = useSession((s) => s.session?.user.userId);
  const { data } = useQuery({
    queryKey: ['invitations', userId],
    queryFn: accountApi.invitations,
    // Invitations arrive while the user works; a minute is soon enough and cheap.
    refetchInterval: 60_000,
  });
  const pending = (data ?? []).filter((i) => i.state === 'pending');

  const answer = async (inv: Invitation, state: 'accepted' | 'refused') => {
    await accountApi.answer(inv.inviteId, state);
    if (state === 'accepted') await refreshProfile();
    void message.success(t(state === 'accepted' ? 'invite.accepted' : 'invite.refused'));
    await client.invalidateQueries({ queryKey: ['invitations'] });
  };

  const content = pending.length ? (
    <List
      className={styles.invites}
      dataSource={pending}
      renderItem={(inv) => (
        <List.Item
          data-testid="invitation"
          actions={[
            <Button key="a" size="small" type="primary" onClick={() => void answer(inv, 'accepted')}>
              {t('invite.accept')}
            </Button>,
            <Button key="r" size="small" onClick={() => void answer(inv, 'refused')}>
              {t('invite.refuse')}
            </Button>,
          ]}
        >
          <Typography.Text>
            {t('invite.from', { inviter: inv.inviterName ?? '-', group: inv.groupName })}
          </Typography.Text>
        </List.Item>
      )}
    />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('invite.none')} />
  );

  return (
    <Popover title={t('invite.title')} content={content} trigger="click" placement="bottomRight">
      <Button
        type="text"
        aria-label={t('invite.title')}
        data-testid="invitation-bell"
        className={styles.icon}
      >
        <Space>
          <Badge count={pending.length} size="small">
            <BellOutlined className={styles.bell} />
          </Badge>
        </Space>
      </Button>
    </Popover>
  );
}
