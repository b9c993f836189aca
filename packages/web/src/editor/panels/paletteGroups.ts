import { describeComponentType, type ComponentCategory } from '@twincanvas/model';
import { CHART_FAMILY } from '../../components/charts';
import { COMPONENTS_3D, PALETTE, type PaletteEntry } from '../../components/editingRegistry';
import type { Bilingual, Component3DDefinition } from '../../components/types';

/**
 * The palette's sections. Which section an entry goes to comes from the model's catalogue category of
 * its type code (and, for charts, from the renderer family of its definition): no second list of kinds.
 */
export type PaletteSection = 'text' | 'media' | 'chart' | 'shape' | 'control' | 'container' | 'map' | '3d';

export const SECTION_ORDER: readonly PaletteSection[] = [
  'text',
  'media',
  'chart',
  'shape',
  'control',
  'container',
  'map',
  '3d',
];

const SECTION_OF: Readonly<Record<ComponentCategory, PaletteSection>> = {
  text: 'text',
  table: 'text',
  media: 'media',
  chart: 'chart',
  shape: 'shape',
  widget: 'control',
  navigation: 'control',
  container: 'container',
  group: 'container',
  mapContainer: 'map',
  mapLayer: 'map',
};

/** Chart families (render chunks) as the palette groups them: bar-like, line-like and so on. */
export type ChartGroup =
  'bar' | 'line' | 'pie' | 'scatter' | 'relation' | 'indicator' | 'statistic' | 'other';
export const CHART_GROUP_ORDER: readonly ChartGroup[] = [
  'bar',
  'line',
  'pie',
  'scatter',
  'indicator',
  'statistic',
  'relation',
  'other',
];
const CHART_GROUP_OF: Readonly<Record<string, ChartGroup>> = {
  bar: 'bar',
  barLine: 'bar',
  polarBar: 'bar',
  line: 'line',
  pie: 'pie',
  sunburst: 'pie',
  scatter: 'scatter',
  heatmap: 'scatter',
  gauge: 'indicator',
  liquid: 'indicator',
  funnel: 'indicator',
  radar: 'statistic',
  boxplot: 'statistic',
  candlestick: 'statistic',
  parallel: 'statistic',
  treemap: 'relation',
  sankey: 'relation',
  graph: 'relation',
};

export interface PaletteItem extends PaletteEntry {
  section: PaletteSection;
  /** Charts: the renderer family (thumbnail) and its palette group. */
  family?: string;
  chartGroup?: ChartGroup;
}

export function sectionOf(typeCode: number): PaletteSection {
  const category = describeComponentType(typeCode)?.category;
  return category ? SECTION_OF[category] : 'control';
}

export const PALETTE_ITEMS: readonly PaletteItem[] = PALETTE.map((entry) => {
  const section = sectionOf(entry.typeCode);
  const family = section === 'chart' ? CHART_FAMILY[entry.typeCode] : undefined;
  return {
    ...entry,
    section,
    family,
    chartGroup: family ? (CHART_GROUP_OF[family] ?? 'other') : undefined,
  };
});

/** 3D kinds are added on a 3D scene's scene layer; the palette lists them so they can be found. */
export const PALETTE_3D: readonly Component3DDefinition[] = COMPONENTS_3D;

export function matches(name: Bilingual, code: string | number, q: string): boolean {
  return (
    !q || name.zh.toLowerCase().includes(q) || name.en.toLowerCase().includes(q) || String(code).includes(q)
  );
}
