import { useEffect } from 'react';
import type { Component3D } from '@twincanvas/model';
import type { LayerHost } from '../../engine3d/layerHost';
import { useRuntime, type ComponentRuntime } from '../../runtime/store';
import { rowsOf } from './liveData';

interface Seen {
  data: unknown;
  stale: boolean;
}

/**
 * Feeds the runtime store's entries of a page's 3D components to their layers (`setData`): whatever
 * delivered them — the data runtime of a bound source, an interaction's componentData action — the
 * layer gets the rows and the stale flag, and its visual rules turn them into colours, icons, blinks.
 * Only entries that changed are pushed, so a refresh of one component touches one layer slot.
 */
export function pushChangedData(
  host: Pick<LayerHost, 'setData'>,
  components: readonly Component3D[],
  byId: Readonly<Record<string, ComponentRuntime>>,
  seen: Map<string, Seen>,
): number {
  let pushed = 0;
  for (const c of components) {
    const rt = byId[c._id];
    const data = rt?.data;
    const stale = rt?.stale === true;
    const before = seen.get(c._id);
    if (before ? before.data === data && before.stale === stale : data === undefined && !stale) continue;
    seen.set(c._id, { data, stale });
    host.setData(c, rowsOf(data), stale);
    pushed++;
  }
  return pushed;
}

/** The editor's and the viewer's binding of live data to the engine's layers (docs/3d.md, "Data"). */
export function useLayerData(
  host: Pick<LayerHost, 'setData'> | null | undefined,
  components: readonly Component3D[] | undefined,
): void {
  useEffect(() => {
    if (!host || !components || components.length === 0) return;
    const seen = new Map<string, Seen>();
    pushChangedData(host, components, useRuntime.getState().byId, seen);
    return useRuntime.subscribe((s) => void pushChangedData(host, components, s.byId, seen));
  }, [host, components]);
}
