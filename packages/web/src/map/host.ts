import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { MapLibreOverlay } from '@deck.gl/maplibre';
import type { Layer, PickingInfo } from '@deck.gl/core';
import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import { countryLabels, fillChinaOutlines, showBaseColour } from './baseStyle';
import { BaseLabels, type ChinaOutlines } from './chinaBase';
import { countsOf, drawnRows, itemIdOf, loadStatus, type MapCounts } from './figures';
import { LOCAL_FONTS } from './layers/common';
import type { Legend, Row } from './mapping';
import { registerPmtiles } from './pmtiles';
import { softwareWebgl } from '../app/softwareWebgl';
import { proxied } from './proxy';
import type { MapLayerBuilder, MapLayerInput, MapLayerOutput, MapPick } from './types';
import { skipUnaskedSky } from './sky';

maplibregl.setWorkerUrl(workerUrl);

export interface MapViewState {
  center: [number, number];
  zoom: number;
  minZoom: number;
  maxZoom: number;
  pitch: number;
  bearing: number;
}

/** One map item as the host draws it: its builder and its inputs except the view and the clock. */
export interface HostItem {
  id: string;
  zIndex: number;
  builder: MapLayerBuilder;
  input: Omit<MapLayerInput, 'time' | 'zoom' | 'bounds' | 'id'>;
}

export interface HostCallbacks {
  onPick(pick: MapPick | null, kind: 'click' | 'hover'): void;
  onLegends(legends: { id: string; legend: Legend }[]): void;
  onTimeRange(range: [number, number] | null): void;
}

const HANDLERS = [
  'scrollZoom',
  'boxZoom',
  'dragRotate',
  'dragPan',
  'keyboard',
  'doubleClickZoom',
  'touchZoomRotate',
] as const;

/** The data row behind a picked object, whatever the layer kind wraps it in. */
export function rowOfPicked(object: unknown): Row {
  if (typeof object !== 'object' || object === null) return {};
  const o = object as { row?: unknown; properties?: unknown; record?: { row?: unknown } };
  const row = o.row ?? o.record?.row ?? o.properties ?? o;
  return typeof row === 'object' && row !== null ? (row as Row) : {};
}

/**
 * MapLibre + deck.gl for one map container (ARCHITECTURE 4a): the MapLibre map draws the base and the
 * tile items, the interleaved MapLibreOverlay draws the data items in the same WebGL context. Items
 * are rebuilt only when their inputs change, the view moves (clustering) or the trajectory clock ticks,
 * never through React state per frame.
 */
export class MapHost {
  readonly map: maplibregl.Map;
  readonly overlay: MapLibreOverlay;
  private items = new Map<string, HostItem>();
  private outputs = new Map<string, MapLayerOutput>();
  private styleIds = { sources: new Set<string>(), layers: new Set<string>() };
  private labels = new BaseLabels(countryLabels);
  private outlines: ChinaOutlines | null = null;
  private time = 0;
  private playing = true;
  private speed = 1;
  private range: [number, number] | null = null;
  private frame = 0;
  private lastFrame = 0;
  private legendKey = '';
  private destroyed = false;

  constructor(
    container: HTMLElement,
    view: MapViewState,
    style: StyleSpecification | string,
    private readonly callbacks: HostCallbacks,
  ) {
    registerPmtiles();
    this.map = new maplibregl.Map({
      container,
      style,
      center: view.center,
      zoom: view.zoom,
      minZoom: view.minZoom,
      maxZoom: view.maxZoom,
      pitch: view.pitch,
      bearing: view.bearing,
      maxPitch: 85,
      attributionControl: false,
      // Deterministic reads for tests and no fading labels: what is drawn is drawn now.
      fadeDuration: 0,
      // The offline base has no glyphs at all; a configured style's CJK is drawn from local fonts.
      localIdeographFontFamily: LOCAL_FONTS,
      renderWorldCopies: false,
      // No preserveDrawingBuffer: nothing reads the map's pixels back (tests read MapLibre's and deck.gl's
      // state, screenshots come from the compositor), and keeping the buffer costs a full copy per frame
      // in software WebGL (bench/map: the heat layer ran at half the bare page's frame rate with it).
      // Multisampling smooths edges almost for free on a GPU, but a software rasteriser (a big screen or
      // server without a GPU) pays for every sample of every full-screen pass: off there (docs/maps.md).
      canvasContextAttributes: { antialias: !softwareWebgl() },
      // Tiles, styles, sprites and glyphs of other origins through the server's map proxy (map/proxy.ts).
      transformRequest: (url) => ({ url: proxied(url) }),
    });
    skipUnaskedSky(this.map);
    showBaseColour(this.map, container);
    this.overlay = new MapLibreOverlay({
      interleaved: true,
      layers: [],
      onHover: (info: PickingInfo) => this.picked(info, 'hover'),
      getTooltip: (info: PickingInfo) => tooltipOf(info),
    });
    this.map.addControl(this.overlay);
    // Clicks pick explicitly at the MapLibre event's point, a few pixels of tolerance for small markers.
    this.map.on('click', (e) => {
      const info = this.overlay.pickObject({ x: e.point.x, y: e.point.y, radius: 4 });
      this.picked(
        info ?? ({ x: e.point.x, y: e.point.y, coordinate: [e.lngLat.lng, e.lngLat.lat] } as PickingInfo),
        'click',
      );
    });
    this.map.on('moveend', () => this.rebuild((o) => o.viewDependent === true));
    this.map.on('zoomend', () => {
      if (this.labels.changedAt(this.map.getZoom())) this.pushDeck();
    });
    // A new base style drops every source and layer we added: add the items' again.
    this.map.on('style.load', () => {
      this.styleIds = { sources: new Set(), layers: new Set() };
      if (this.outlines) fillChinaOutlines(this.map, this.outlines);
      this.syncStyle();
    });
  }

  /** The offline base's names (countries; provinces and cities once the outlines are here). */
  setLabels(on: boolean, lang: 'zh' | 'en' = 'zh'): void {
    this.labels.configure(on, lang);
    this.pushDeck();
  }

  /** China's province and city outlines for the offline base (ignored by other bases). */
  setOutlines(outlines: ChinaOutlines): void {
    if (this.destroyed) return;
    this.outlines = outlines;
    // Before the style is parsed there are no sources yet: 'style.load' fills them then.
    fillChinaOutlines(this.map, outlines);
    this.labels.setOutlines(outlines);
    this.pushDeck();
  }

  setInteractive(on: boolean): void {
    for (const name of HANDLERS) {
      const handler = this.map[name] as { enable(): void; disable(): void } | undefined;
      if (on) handler?.enable();
      else handler?.disable();
    }
  }

  setView(view: MapViewState): void {
    this.map.setMinZoom(view.minZoom);
    this.map.setMaxZoom(view.maxZoom);
    this.map.jumpTo({ center: view.center, zoom: view.zoom, pitch: view.pitch, bearing: view.bearing });
  }

  flyTo(center: [number, number], zoom?: number, angles: { pitch?: number; bearing?: number } = {}): void {
    // MapLibre reads `'pitch' in options`: an undefined pitch would become NaN, so only set ones go in.
    const set = Object.fromEntries(Object.entries(angles).filter(([, v]) => typeof v === 'number'));
    this.map.flyTo({ center, zoom: zoom ?? this.map.getZoom(), ...set, essential: true });
  }

  setStyle(style: StyleSpecification | string): void {
    this.map.setStyle(style);
  }

  /** The whole list of items (by id); unchanged entries keep their last output. */
  setItems(items: readonly HostItem[]): void {
    const next = new Map(items.map((i) => [i.id, i]));
    for (const id of this.outputs.keys()) if (!next.has(id)) this.outputs.delete(id);
    for (const item of items)
      if (this.items.get(item.id) !== item) this.outputs.set(item.id, this.build(item));
    this.items = next;
    this.publish();
  }

  setClock(state: { playing?: boolean; time?: number; speed?: number }): void {
    if (state.speed !== undefined) this.speed = state.speed;
    if (state.playing !== undefined) this.playing = state.playing;
    if (state.time !== undefined) {
      this.time = state.time;
      this.rebuild((o) => o.timeRange !== undefined);
    }
    this.animate();
  }

  get clock(): { time: number; playing: boolean } {
    return { time: this.time, playing: this.playing };
  }

  destroy(): void {
    this.destroyed = true;
    cancelAnimationFrame(this.frame);
    this.map.removeControl(this.overlay);
    this.overlay.finalize();
    this.map.remove();
  }

  private build(item: HostItem): MapLayerOutput {
    const b = this.map.getBounds();
    try {
      return item.builder({
        ...item.input,
        id: item.id,
        time: this.time,
        zoom: this.map.getZoom(),
        bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
      });
    } catch (error) {
      // One broken item (bad data, a bad URL) must not take the map down with it.
      console.warn('map item', item.id, error);
      return {};
    }
  }

  private rebuild(which: (o: MapLayerOutput) => boolean): void {
    let changed = false;
    for (const [id, output] of this.outputs)
      if (which(output)) {
        const item = this.items.get(id);
        if (item) this.outputs.set(id, this.build(item));
        changed = true;
      }
    if (changed) this.pushDeck();
  }

  private ordered(): [string, MapLayerOutput][] {
    return [...this.outputs].sort(
      (a, b) => (this.items.get(a[0])?.zIndex ?? 0) - (this.items.get(b[0])?.zIndex ?? 0),
    );
  }

  private publish(): void {
    this.syncStyle();
    this.pushDeck();
    const legends = this.ordered().flatMap(([id, o]) => (o.legend ? [{ id, legend: o.legend }] : []));
    const key = JSON.stringify(legends);
    if (key !== this.legendKey) {
      this.legendKey = key;
      this.callbacks.onLegends(legends);
    }
    const ranges = [...this.outputs.values()].flatMap((o) => (o.timeRange ? [o.timeRange] : []));
    const range: [number, number] | null = ranges.length
      ? [Math.min(...ranges.map((r) => r[0])), Math.max(...ranges.map((r) => r[1]))]
      : null;
    if (JSON.stringify(range) !== JSON.stringify(this.range)) {
      this.range = range;
      this.callbacks.onTimeRange(range);
    }
    this.animate();
  }

  private pushDeck(): void {
    if (this.destroyed) return;
    const layers = this.ordered().flatMap(([, o]) => o.deck ?? []);
    this.overlay.setProps({ layers: [...this.labels.layers(this.map.getZoom()), ...layers] });
  }

  /** MapLibre sources and layers of the tile items, in zIndex order, under every deck.gl layer. */
  private syncStyle(): void {
    if (this.destroyed || !this.map.isStyleLoaded()) {
      if (!this.destroyed) this.map.once('idle', () => this.syncStyle());
      return;
    }
    const sources: Record<string, SourceSpecification> = {};
    const layers: LayerSpecification[] = [];
    for (const [, o] of this.ordered()) {
      Object.assign(sources, o.sources ?? {});
      layers.push(...(o.styleLayers ?? []));
    }
    const wanted = new Set(layers.map((l) => l.id));
    for (const id of [...this.styleIds.layers])
      if (!wanted.has(id) || this.changedLayer(id, layers)) {
        if (this.map.getLayer(id)) this.map.removeLayer(id);
        this.styleIds.layers.delete(id);
      }
    for (const id of [...this.styleIds.sources])
      if (!sources[id] || JSON.stringify(sources[id]) !== this.sourceKeys.get(id)) {
        for (const layer of this.map.getStyle().layers ?? [])
          if ('source' in layer && layer.source === id) this.map.removeLayer(layer.id);
        if (this.map.getSource(id)) this.map.removeSource(id);
        this.styleIds.sources.delete(id);
      }
    for (const [id, spec] of Object.entries(sources))
      if (!this.styleIds.sources.has(id)) {
        this.map.addSource(id, spec);
        this.styleIds.sources.add(id);
        this.sourceKeys.set(id, JSON.stringify(spec));
      }
    // deck.gl's interleaved layers are MapLibre custom layers; tile items go below the first of them.
    const firstDeck = this.map.getLayersOrder().find((id) => this.map.getLayer(id)?.type === 'custom');
    for (const layer of layers)
      if (!this.map.getLayer(layer.id)) {
        this.map.addLayer(layer, firstDeck);
        this.styleIds.layers.add(layer.id);
        this.layerKeys.set(layer.id, JSON.stringify(layer));
      }
  }

  private sourceKeys = new Map<string, string>();
  private layerKeys = new Map<string, string>();
  private changedLayer(id: string, layers: readonly LayerSpecification[]): boolean {
    const spec = layers.find((l) => l.id === id);
    return spec !== undefined && JSON.stringify(spec) !== this.layerKeys.get(id);
  }

  /** The trajectory clock: frames only while a trajectory layer exists and plays. */
  private animate(): void {
    cancelAnimationFrame(this.frame);
    if (!this.range || !this.playing || this.destroyed) return;
    const range = this.range;
    this.lastFrame = performance.now();
    const step = (now: number) => {
      const dt = Math.min(0.1, (now - this.lastFrame) / 1000);
      this.lastFrame = now;
      this.time += dt * this.speed;
      if (this.time > range[1]) this.time = range[0];
      this.rebuild((o) => o.timeRange !== undefined);
      this.frame = requestAnimationFrame(step);
    };
    this.frame = requestAnimationFrame(step);
  }

  /** The last click's pick (support and tests read it). */
  lastClick: MapPick | null = null;

  private picked(info: PickingInfo, kind: 'click' | 'hover'): void {
    if (kind === 'click') this.lastClick = null;
    if (info.object !== undefined && info.object !== null && info.layer) {
      const row = rowOfPicked(info.object);
      if (kind === 'click') this.lastClick = { itemId: itemIdOf(info.layer.id), row };
      if (kind === 'click' && (row as { cluster?: unknown }).cluster === true) {
        const zoom = (info.object as { expansionZoom?: number }).expansionZoom;
        this.flyTo(info.coordinate as [number, number], zoom);
      }
      this.callbacks.onPick({ itemId: itemIdOf(info.layer.id), row }, kind);
      return;
    }
    // Nothing of deck.gl there: a feature of a tile item (MVT) may be.
    if (kind === 'click' && info.x >= 0 && info.y >= 0) {
      const layers = [...this.styleIds.layers].filter((id) => this.map.getLayer(id));
      const hit = layers.length ? this.map.queryRenderedFeatures([info.x, info.y], { layers })[0] : undefined;
      if (hit)
        return this.callbacks.onPick({ itemId: itemIdOf(hit.layer.id), row: hit.properties ?? {} }, kind);
    }
    this.callbacks.onPick(null, kind);
  }

  /** Rows each item's main deck.gl layer draws (before picking or aggregation), by item id. */
  drawn(): Record<string, number> {
    return drawnRows(this.outputs);
  }

  /** Deterministic figures for tests: deck.gl objects under the whole view, MapLibre features per item. */
  counts(): MapCounts {
    return countsOf(this.map, this.overlay, this.styleIds.layers);
  }

  /** Whether each item's models, tilesets and tiles have loaded. */
  loaded(): Record<string, { deck: boolean; tiles: boolean }> {
    return loadStatus(this.map, this.outputs);
  }

  /** An item's deck.gl layers as last drawn (deck.gl keeps their state on the newest instances). */
  deckLayers(itemId: string): readonly Layer[] {
    return this.outputs.get(itemId)?.deck ?? [];
  }
}

function tooltipOf(info: PickingInfo): { text: string } | null {
  if (!info.object) return null;
  const row = rowOfPicked(info.object);
  if ((row as { cluster?: unknown }).cluster === true)
    return { text: String((row as { count?: unknown }).count ?? '') };
  const name = row.name ?? row.Name;
  const value = row.value;
  const parts = [name, value].filter((v) => v !== undefined && v !== null && v !== '').map(String);
  // Plain text only: names come from data, never parsed as HTML.
  return parts.length ? { text: parts.join(': ') } : null;
}
