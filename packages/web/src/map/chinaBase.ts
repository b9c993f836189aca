import type { Layer } from '@deck.gl/core';
import { TextLayer } from '@deck.gl/layers';
import type { FeatureCollection, Geometry } from 'geojson';
import type { LayerSpecification } from 'maplibre-gl';
import { LOCAL_FONTS } from './layers/common';

/**
 * China on the offline base map: province borders at every zoom and city borders from zoom 5 on, drawn
 * from the outlines the server ships (`GET /api/map/geo/<name>`, docs/maps.md), with province and city
 * names at the zooms where they fit. They share the base's one outline source with the countries
 * (baseStyle.ts says why); the style starts with the countries alone, so the first frame never waits for
 * China's outlines: the map view fetches them once per page and hands them over, and the source is filled
 * again whenever the offline style is (re)loaded.
 */
export interface OutlineProps {
  code?: string;
  name?: string;
  en?: string;
  /** The place's centre [lng, lat] (where its label goes). */
  cp?: [number, number];
}
export type Outlines = FeatureCollection<Geometry, OutlineProps>;

export interface ChinaOutlines {
  provinces: Outlines;
  cities: Outlines;
}

/** Zoom from which city borders and names are drawn (below it a province view would be cluttered). */
export const CITY_MIN_ZOOM = 5;
/** Country names give way to province names here. */
const PROVINCE_LABEL_ZOOM = 3.5;

export const PROVINCE_LAYER = 'tc-base-provinces';
export const CITY_LAYER = 'tc-base-cities';

/** What each feature of the base's outline source is (its `tcLevel` property). */
export type OutlineLevel = 'sea' | 'country' | 'province' | 'city';
export const atLevel = (level: OutlineLevel): ['==', ['get', string], string] => [
  '==',
  ['get', 'tcLevel'],
  level,
];

/** City borders under province borders, both over the countries' land (all from `source`). */
export function chinaLayers(source: string): LayerSpecification[] {
  return [
    {
      id: CITY_LAYER,
      type: 'line',
      source,
      filter: atLevel('city'),
      minzoom: CITY_MIN_ZOOM,
      paint: { 'line-color': '#35597c', 'line-width': 0.6, 'line-dasharray': [3, 2] },
    },
    {
      id: PROVINCE_LAYER,
      type: 'line',
      source,
      filter: atLevel('province'),
      paint: {
        'line-color': '#5c8fbd',
        'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 8, 1.6],
      },
    },
  ];
}

export interface Label {
  position: [number, number];
  text: string;
}

function labelsOf(fc: Outlines, lang: 'zh' | 'en'): Label[] {
  return fc.features.flatMap((f) => {
    const p = f.properties ?? {};
    const text = lang === 'en' ? (p.en ?? p.name) : (p.name ?? p.en);
    const cp = p.cp;
    return text && Array.isArray(cp) && Number.isFinite(cp[0]) && Number.isFinite(cp[1])
      ? [{ position: [cp[0], cp[1]] as [number, number], text }]
      : [];
  });
}

interface LabelSet {
  id: string;
  data: Label[];
  minZoom: number;
  maxZoom: number;
  size: number;
  color: [number, number, number, number];
}

/**
 * The offline base's names as deck.gl TextLayers in the browser's own fonts (no glyphs are downloaded):
 * countries when zoomed out, provinces from 3.5, cities from 5. Only the sets for the current zoom are
 * visible; the data arrays keep their identity, so a zoom change uploads nothing.
 */
export class BaseLabels {
  private sets: LabelSet[] = [];
  private lang: 'zh' | 'en' = 'zh';
  private outlines: ChinaOutlines | null = null;
  private on = false;
  private visibleKey = '';

  /** `countries`: the world's names (from the base style) in a language, asked for once per language. */
  constructor(private readonly countries: (lang: 'zh' | 'en') => Label[]) {}

  configure(on: boolean, lang: 'zh' | 'en'): void {
    this.on = on;
    if (lang !== this.lang || this.sets.length === 0) {
      this.lang = lang;
      this.rebuildSets();
    }
  }

  setOutlines(outlines: ChinaOutlines): void {
    this.outlines = outlines;
    this.rebuildSets();
  }

  /** Whether the visible sets differ from the last `layers` call at this zoom. */
  changedAt(zoom: number): boolean {
    return this.key(zoom) !== this.visibleKey;
  }

  layers(zoom: number): Layer[] {
    this.visibleKey = this.key(zoom);
    if (!this.on) return [];
    return this.sets.map(
      (s) =>
        new TextLayer<Label>({
          id: `tc-base-labels-${s.id}`,
          data: s.data,
          visible: zoom >= s.minZoom && zoom < s.maxZoom,
          getPosition: (d) => d.position,
          getText: (d) => d.text,
          getSize: s.size,
          getColor: s.color,
          fontFamily: LOCAL_FONTS,
          characterSet: 'auto',
          sizeUnits: 'pixels',
          pickable: false,
        }),
    );
  }

  private key(zoom: number): string {
    return this.on ? this.sets.map((s) => (zoom >= s.minZoom && zoom < s.maxZoom ? 1 : 0)).join('') : '';
  }

  private rebuildSets(): void {
    const sets: LabelSet[] = [
      {
        id: 'countries',
        data: this.countries(this.lang),
        minZoom: 0,
        maxZoom: this.outlines ? PROVINCE_LABEL_ZOOM : 99,
        size: 11,
        color: [180, 205, 230, 200],
      },
    ];
    if (this.outlines)
      sets.push(
        {
          id: 'provinces',
          data: labelsOf(this.outlines.provinces, this.lang),
          minZoom: PROVINCE_LABEL_ZOOM,
          maxZoom: CITY_MIN_ZOOM + 2,
          size: 12,
          color: [200, 220, 240, 220],
        },
        {
          id: 'cities',
          data: labelsOf(this.outlines.cities, this.lang),
          minZoom: CITY_MIN_ZOOM + 0.5,
          maxZoom: 11,
          size: 11,
          color: [160, 190, 220, 200],
        },
      );
    this.sets = sets;
    this.visibleKey = '';
  }
}
