import { useContext, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { DEFAULT_MAP_VIEW, mapItemsByZ, zIndexOf, type Component2D } from '@twincanvas/model';
import { mapLayerDefinitionOf } from '../components/registry';
import type { RendererProps } from '../components/types';
import { useRunning } from '../components/common/running';
import { StaleBadge } from '../data/StaleBadge';
import { RuntimeEventsContext } from '../runtime/events';
import { useRuntime } from '../runtime/store';
import { LiveBindContext } from '../viewer/RuntimeNode';
import { ViewerServicesContext } from '../viewer/services';
import { hasLiveSource } from '../viewer/liveSources';
import { asBaseKind, styleFor, type BaseConfig } from './baseStyle';
import { mapBus, useMapFocus } from './bus';
import { MapHost, type HostItem, type MapViewState } from './host';
import { MapLegends, TimeScrubber } from './MapOverlays';
import { asCrs, shifter, type Legend } from './mapping';
import { loadChinaOutlines } from './outlines';
import { deliveredUrls, externalUrlsOf, signUrls, unsigned, withDeliveredAddress } from './proxy';
import type { MapLayerBuilder, MapPick } from './types';

type TestWindow = Window & { __tcMaps?: Record<string, MapHost> };

const num = (v: unknown, f: number) => (typeof v === 'number' && Number.isFinite(v) ? v : f);

function viewOf(node: Component2D): MapViewState {
  const m = (node.mapModel ?? {}) as Record<string, unknown>;
  const c = Array.isArray(m.center) ? (m.center as unknown[]) : [];
  const d = DEFAULT_MAP_VIEW;
  return {
    center: [num(c[0], d.center[0]), num(c[1], d.center[1])],
    zoom: num(m.zoom, d.zoom),
    minZoom: num(m.minZoom, d.minZoom),
    maxZoom: num(m.maxZoom, d.maxZoom),
    pitch: num(m.pitch, d.pitch),
    bearing: num(m.bearing, 0),
  };
}

/** Builders of the kinds a map uses, loaded on demand (each kind's chunk once per page). */
function useBuilders(codes: readonly string[]): Record<string, MapLayerBuilder> {
  const [builders, setBuilders] = useState<Record<string, MapLayerBuilder>>({});
  const key = [...new Set(codes)].sort().join(',');
  useEffect(() => {
    let alive = true;
    const missing = key.split(',').filter((c) => c && !builders[c]);
    void Promise.all(
      missing.map(async (code) => {
        const def = mapLayerDefinitionOf(code);
        return def ? ([code, await def.loadLayer()] as const) : null;
      }),
    ).then((loaded) => {
      const found = loaded.filter((x): x is readonly [string, MapLayerBuilder] => x !== null);
      if (alive && found.length) setBuilders((b) => ({ ...b, ...Object.fromEntries(found) }));
    });
    return () => {
      alive = false;
    };
    // builders grows only through this effect; the set of codes decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return builders;
}

/**
 * A map container (4501 / 4601) on the canvas or in a running dashboard: MapLibre + deck.gl through the
 * host, its items from the mapModel lists in zIndex order, each with its live or static data.
 */
export default function MapView({ node }: RendererProps) {
  const running = useRunning();
  const lang = useTranslation().i18n.language === 'en' ? 'en' : 'zh';
  const emit = useContext(RuntimeEventsContext);
  const Bind = useContext(LiveBindContext);
  // Share pages and case views sign map addresses through their share or case (docs/maps.md).
  const mapSign = useContext(ViewerServicesContext)?.mapSign ?? null;
  const open = useMapFocus((s) => s.openId === node._id);
  const ref = useRef<HTMLDivElement>(null);
  const [host, setHost] = useState<MapHost | null>(null);
  const [legends, setLegends] = useState<{ id: string; legend: Legend }[]>([]);
  const [range, setRange] = useState<[number, number] | null>(null);
  const model = (node.mapModel ?? {}) as Record<string, unknown>;
  const base: BaseConfig = {
    kind: asBaseKind(model.baseStyle),
    url: typeof model.baseUrl === 'string' ? model.baseUrl : '',
  };
  const view = viewOf(node);
  const dataCrs = asCrs(model.dataCrs);
  const baseCrs = asCrs(model.baseCrs);
  const shift = useMemo(() => shifter(dataCrs, baseCrs), [dataCrs, baseCrs]);
  const items = useMemo(() => mapItemsByZ(node).filter((i) => i.show !== false), [node]);
  const builders = useBuilders(items.map((i) => String(i.componentType ?? '')));
  const data = useRuntime(useShallow((s) => items.map((i) => s.byId[i._id]?.data)));

  const picked = useRef<(pick: MapPick | null, kind: 'click' | 'hover') => void>(() => undefined);
  picked.current = (pick, kind) => {
    if (!emit || kind !== 'click') return;
    if (!pick) return emit(node, '40101', null);
    const item = items.find((i) => i._id === pick.itemId);
    // The item's own interactions first, then the container's, both with the row under the pointer.
    if (item) emit(item, '40101', pick.row);
    emit(node, '40101', { ...pick.row, layerId: pick.itemId });
  };

  const baseKey = `${base.kind}|${base.url}`;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let alive = true;
    let created: MapHost | null = null;
    // External base addresses are signed for the map proxy before MapLibre asks for them.
    void signUrls([base.url], mapSign)
      .then(() => styleFor(base))
      .then(
        (style) => {
          if (!alive) return;
          created = new MapHost(el, view, style, {
            onPick: (p, k) => picked.current(p, k),
            onLegends: setLegends,
            onTimeRange: setRange,
          });
          const offline = base.kind === 'offline' || base.url.trim() === '';
          created.setLabels(offline, lang);
          const made = created;
          if (offline) void loadChinaOutlines().then((o) => o && made.setOutlines(o));
          const tests = ((window as TestWindow).__tcMaps ??= {});
          tests[node._id] = created;
          setHost(created);
        },
        (error: unknown) => console.warn('base map', error),
      );
    return () => {
      alive = false;
      created?.destroy();
      const tests = (window as TestWindow).__tcMaps;
      if (tests?.[node._id] === created) delete tests[node._id];
      setHost(null);
    };
    // A new map per container and base; view and items flow in through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [node._id, baseKey]);

  useEffect(() => {
    host?.setLabels(base.kind === 'offline' || base.url.trim() === '', lang);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, lang]);

  const viewKey = JSON.stringify(view);
  useEffect(() => {
    host?.setView(view);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, viewKey]);

  useEffect(() => host?.setInteractive(running || open), [host, running, open]);

  useEffect(() => {
    if (!host) return;
    return mapBus.register(node._id, {
      flyTo: (t) => host.flyTo(t.center, t.zoom, { pitch: t.pitch, bearing: t.bearing }),
      view: () => {
        const c = host.map.getCenter();
        return {
          center: [c.lng, c.lat],
          zoom: host.map.getZoom(),
          pitch: host.map.getPitch(),
          bearing: host.map.getBearing(),
        };
      },
    });
  }, [host, node._id]);

  // Host items keep their identity while item, data, builder and shift stay the same: only changed
  // items are rebuilt.
  const cache = useRef(new Map<string, HostItem & { key: unknown[] }>());
  // Items naming an external address wait for its proxy signature, then build with the proxied address.
  const [signedAt, setSignedAt] = useState(0);
  // An address the item's data names replaces its stored one; on a share page its origin is signed only
  // if the item's stored request answers with it, so the signing names the item.
  const drawn = items.map((item, i) => withDeliveredAddress(item, data[i]));
  const pending = [
    ...unsigned(externalUrlsOf('', items)).map((url) => ({ url, from: '' })),
    ...drawn.flatMap((d, i) =>
      unsigned(deliveredUrls(items[i]!, d), { componentId: d._id }).map((url) => ({ url, from: d._id })),
    ),
  ];
  const pendingKey = JSON.stringify(pending);
  useEffect(() => {
    const list = JSON.parse(pendingKey) as { url: string; from: string }[];
    if (list.length === 0) return;
    let alive = true;
    const byItem = new Map(items.map((i) => [i._id, i]));
    void Promise.all(
      list.map(({ url, from }) => {
        const item = from ? byItem.get(from) : undefined;
        return signUrls(
          [url],
          mapSign,
          item ? { componentId: item._id, requestSource: item.requestSource } : undefined,
        );
      }),
    ).then(() => alive && setSignedAt((n) => n + 1));
    return () => {
      alive = false;
    };
    // The pending addresses decide; items are read for the request they name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingKey, mapSign]);
  useEffect(() => {
    if (!host) return;
    const next: HostItem[] = [];
    items.forEach((saved, i) => {
      const item = withDeliveredAddress(saved, data[i]);
      const builder = builders[String(item.componentType ?? '')];
      if (!builder) return;
      const delivered = data[i];
      const key = [saved, delivered, builder, shift, signedAt];
      const old = cache.current.get(item._id);
      if (old && old.key.every((k, j) => k === key[j])) return next.push(old);
      const stored = item.chartModel?.data as unknown;
      const source = delivered !== undefined ? delivered : stored;
      const entry = {
        id: item._id,
        zIndex: zIndexOf(item),
        builder,
        key,
        input: {
          item,
          rows: Array.isArray(source) ? source : [],
          delivered: Array.isArray(source) ? undefined : source,
          shift,
        },
      };
      cache.current.set(item._id, entry);
      next.push(entry);
    });
    host.setItems(next);
  }, [host, items, builders, data, shift, signedAt]);

  const frame: CSSProperties = { position: 'absolute', inset: 0 };
  return (
    <div
      style={frame}
      data-testid={`map-${node._id}`}
      data-map-ready={host ? 'true' : 'false'}
      // In a running dashboard the map reports its own clicks, with the picked feature.
      onClick={running ? (e) => e.stopPropagation() : undefined}
      // While designing, an open map takes the pointer from the canvas (pan and zoom it).
      onPointerDown={open ? (e) => e.stopPropagation() : undefined}
    >
      <div ref={ref} style={frame} />
      <MapLegends legends={legends} />
      {range ? <TimeScrubber host={host} range={range} /> : null}
      {items.map((item) =>
        Bind && hasLiveSource(item) ? (
          <Bind key={item._id} node={item} />
        ) : (
          <StaleBadge key={item._id} node={item} />
        ),
      )}
    </div>
  );
}
