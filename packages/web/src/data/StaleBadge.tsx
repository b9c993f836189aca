import type { CSSProperties } from 'react';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useComponentRuntime } from '../runtime/store';
import './locales';

const style: CSSProperties = {
  position: 'absolute',
  top: 4,
  right: 4,
  width: 10,
  height: 10,
  borderRadius: 5,
  background: '#faad14',
  boxShadow: '0 0 0 2px rgba(0,0,0,0.35)',
  zIndex: 10,
  pointerEvents: 'auto',
};

/**
 * The small badge a viewer shows on a component whose last refresh failed: the component keeps showing
 * its last good data; the badge says that data may be old (the time of the last good data on hover).
 * Place it inside the component's (position: absolute/relative) frame.
 */
export function StaleBadge({ node }: { node: { _id: string } }) {
  const { t } = useTranslation();
  const runtime = useComponentRuntime(node._id);
  if (runtime.stale !== true) return null;
  const when = runtime.updateTime ? new Date(runtime.updateTime).toLocaleTimeString() : '—';
  return (
    <Tooltip title={t('dataBinding.stale', { when })}>
      <span style={style} data-testid={`stale-${node._id}`} aria-label={t('dataBinding.stale', { when })} />
    </Tooltip>
  );
}
