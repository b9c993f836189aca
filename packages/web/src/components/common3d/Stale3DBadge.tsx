import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Component3D } from '@twincanvas/model';
import type { LayerHost } from '../../engine3d/layerHost';
import { definition3DOf, pickText } from '../registry';
import '../../data/locales';

const box: CSSProperties = {
  position: 'absolute',
  bottom: 8,
  left: 8,
  zIndex: 5,
  maxWidth: '60%',
  padding: '4px 10px',
  borderRadius: 12,
  background: 'rgba(250, 173, 20, 0.92)',
  color: '#1f1f1f',
  font: '12px/1.5 sans-serif',
  boxShadow: '0 0 0 2px rgba(0,0,0,0.35)',
  pointerEvents: 'auto',
};

/**
 * The stale mark of a 3D view (docs/3d.md, "Stale data"): the 2D badge's counterpart, one for the whole
 * scene, one line part per component type with how many of its components show data whose last refresh
 * failed (their names on hover). The host keeps the stale set as rows arrive, so 10,000 placards cost
 * one element and no walk of the page per refresh. Plain HTML: the share viewer loads it too.
 */
export function Stale3DBadge({
  host,
  components,
}: {
  host: Pick<LayerHost, 'staleByType' | 'onStaleChange'> | null | undefined;
  components?: readonly Component3D[];
}) {
  const { t, i18n } = useTranslation();
  const [stale, setStale] = useState<Map<string, string[]>>(() => host?.staleByType() ?? new Map());
  useEffect(() => {
    if (!host) return;
    setStale(host.staleByType());
    // A refresh round turns many components stale at once: read the set once after the round.
    let queued = false;
    let alive = true;
    const off = host.onStaleChange(() => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        if (alive) setStale(host.staleByType());
      });
    });
    return () => {
      alive = false;
      off();
    };
  }, [host]);
  if (stale.size === 0) return null;
  const names = new Map((components ?? []).map((c) => [c._id, String(c.name ?? c._id)]));
  const parts = [...stale].map(([type, ids]) => {
    const def = definition3DOf(type);
    return { type, ids, label: `${def ? pickText(def.name, i18n.language) : type} ×${ids.length}` };
  });
  const text = t('dataBinding.stale3d', { list: parts.map((p) => p.label).join(', ') });
  const title = parts
    .flatMap((p) => p.ids.slice(0, 10).map((id) => names.get(id) ?? id))
    .slice(0, 20)
    .join('\n');
  return (
    <div style={box} role="status" aria-label={text} title={title} data-testid="stale3d">
      {text}
      {parts.map((p) => (
        <span key={p.type} hidden data-testid={`stale3d-${p.type}`} data-ids={p.ids.join(',')} />
      ))}
    </div>
  );
}
