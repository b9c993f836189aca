import type { Layer } from '@deck.gl/core';
import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';
import type { Component2D } from '@twincanvas/model';
import type { Legend, LngLat, Row } from './mapping';

/**
 * The contract between the map host (map/MapView.tsx) and the map layer kinds (components/mapLayers/,
 * `space: 'map'` definitions in the registry). The host owns MapLibre and the deck.gl overlay; each kind
 * brings a builder turning one map item and its data rows into what to draw: deck.gl layers (data
 * layers), MapLibre sources and style layers (tile layers), and a legend.
 */
export interface MapLayerInput {
  /** The map item (a node of the container's mapModel lists). */
  item: Component2D;
  /** Its data rows: delivered by its data source (after mapping and filters) or its static rows. */
  rows: readonly unknown[];
  /** Data coordinates into the base map's (GCJ-02 / BD-09 base maps shift WGS-84 data). */
  shift: (p: LngLat) => LngLat;
  /** Seconds of the trajectory clock (animated or scrubbed). */
  time: number;
  /** deck.gl layer id prefix: every layer a builder makes starts with it, so picks map back to the item. */
  id: string;
  /** A GeoJSON value delivered by the data source, when the rows are not a list. */
  delivered?: unknown;
  /** The map's current zoom (clustering). */
  zoom: number;
  /** The visible area [west, south, east, north] (clustering). */
  bounds: [number, number, number, number];
}

export interface MapLayerOutput {
  deck?: Layer[];
  /** MapLibre sources keyed by id (ids start with the input's `id`). */
  sources?: Record<string, SourceSpecification>;
  styleLayers?: LayerSpecification[];
  legend?: Legend;
  /** The time span of a trajectory layer (the scrubber's range). */
  timeRange?: [number, number];
  /** Rebuild when the view moves (clustering). */
  viewDependent?: boolean;
}

export type MapLayerBuilder = (input: MapLayerInput) => MapLayerOutput;

/** What a pick reports: the item picked and the row (or feature properties) under the pointer. */
export interface MapPick {
  itemId: string;
  row: Row;
}
