import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../components/time/format';
import { useComponentRuntime } from '../runtime/store';
import './locales';

const badge: CSSProperties = {
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

const hidden: CSSProperties = { display: 'none' };

/**
 * The one freshness mark of a live component, placed inside its (positioned) frame by the viewer and
 * the editor canvas. When the last refresh failed it is the small badge: the component keeps showing
 * its last good data, the badge says that data may be old (the time of the last good data on hover).
 * Otherwise it is an invisible element carrying the docs/reference.md#data-results flags of the last result as data
 * attributes (update time and method, empty result, data initialised), so tests and support can read
 * them from the page. Plain HTML (no antd): share pages load it too and must stay small.
 */
export function StaleBadge({ node }: { node: { _id: string } }) {
  const { t, i18n } = useTranslation();
  const runtime = useComponentRuntime(node._id);
  const stale = runtime.stale === true;
  if (!stale && runtime.dataInit !== true) return null;
  // In the app's language and the browser's time zone, not the browser's locale (12-hour, other order).
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const when = runtime.updateTime ? formatTime(runtime.updateTime, 'HH:mm:ss', zone, i18n.language) : '—';
  const label = stale ? t('dataBinding.stale', { when }) : undefined;
  return (
    <span
      style={stale ? badge : hidden}
      data-testid={stale ? `stale-${node._id}` : `fresh-${node._id}`}
      data-update-time={runtime.updateTime}
      data-update-method={runtime.updateMethod}
      data-mistake-result={runtime.mistake === true ? 'true' : 'false'}
      data-data-init={runtime.dataInit === true ? 'true' : 'false'}
      data-stale={stale ? 'true' : 'false'}
      title={label}
      aria-label={label}
      role={stale ? 'status' : undefined}
    />
  );
}
