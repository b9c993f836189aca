import { formatDateTime } from '../../app/format';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useSession } from '../../app/session';
import styles from './header.module.css';

interface UserMessage {
  id: string;
  title: string;
  content: string;
  readStatus: number;
  createdAt: string;
}
interface MessagePage {
  list: UserMessage[];
  total: number;
  unread: number;
  haveNewMsg: boolean;
}

const UNREAD = 0;

/** The message panel (pro-push-manager): read state per message and the new-message dot. */
export function MessageBell() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const groupId = useSession((s) => s.session?.groupId);
  const { data } = useQuery({
    queryKey: ['messages', groupId],
    queryFn: () =>
      api.post<MessagePage>('pro-push-manager/getMsg', { pageNum: 1, pageSize: 20 }, { quiet: true }),
    refetchInterval: 60_000,
  });
  const markRead = async (ids?: string[]) => {
    await api.post('pro-push-manager/updateUserRead', ids ? { ids } : {});
    await client.invalidateQueries({ queryKey: ['messages'] });
  };

  const content = data?.list.length ? (
    <div className={styles.messages}>
      <List
        dataSource={data.list}
        renderItem={(m) => (
          <List.Item
            data-testid="message"
            className={m.readStatus === UNREAD ? styles.unread : undefined}
            onClick={() => m.readStatus === UNREAD && void markRead([m.id])}
          >
            <List.Item.Meta
              avatar={m.readStatus === UNREAD ? <Badge status="processing" /> : <Badge status="default" />}
              title={m.title}
              description={
                <>
                  {m.content && (
                    <Typography.Paragraph style={{ margin: 0 }}>{m.content}</Typography.Paragraph>
                  )}
                  <Typography.Text type="secondary">{formatDateTime(m.createdAt)}</Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
      <Button block type="link" disabled={!data.haveNewMsg} onClick={() => void markRead()}>
        {t('messages.markAll')}
      </Button>
    </div>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.none')} />
  );

  return (
    <Popover title={t('messages.title')} content={content} trigger="click" placement="bottomRight">
      <Button type="text" aria-label={t('messages.title')} data-testid="message-bell" className={styles.icon}>
        <Badge dot={data?.haveNewMsg ?? false}>
          <MailOutlined className={styles.bell} />
        </Badge>
      </Button>
    </Popover>
  );
}
