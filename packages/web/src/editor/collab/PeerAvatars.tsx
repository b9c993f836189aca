import { Avatar, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePeers } from './peers';
import './locales';

/** The other editors of this project as small avatars in the top bar (one per person). */
export function PeerAvatars() {
  const { t } = useTranslation();
  const peers = usePeers((s) => s.peers);
  const people = [...new Map(peers.map((p) => [p.userId, p])).values()];
  if (people.length === 0) return null;
  return (
    <Avatar.Group size="small" max={{ count: 5 }} data-testid="peer-avatars">
      {people.map((p) => (
        <Tooltip key={p.userId} title={t('collab.editing', { name: p.name })}>
          <Avatar
            size="small"
            style={{ backgroundColor: p.color, fontSize: 12 }}
            data-testid="peer-avatar"
            data-user={p.userId}
            aria-label={p.name}
          >
            {Array.from(p.name || '?')[0]}
          </Avatar>
        </Tooltip>
      ))}
    </Avatar.Group>
  );
}
