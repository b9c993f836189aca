import type { ComponentType } from 'react';
import {
  CHART_AUTO_REFRESH_DURATION,
  CHART_AUTO_REFRESH_INTERVAL,
  CHART_DEFAULT_HEIGHT,
  CHART_DEFAULT_WIDTH,
} from '@twincanvas/model';
import { contentText, localizeContent, type ContentDictionary } from '../common/content';
import { baseComponent, transparentBackground, POINTER_EVENTS } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { Bilingual, ComponentRuntime, RendererProps } from '../types';
import { CHART_CODE, type ChartKind } from './codes';
import type { ChartPage } from './data';
import type { ChartFeatures } from './schema';
import { DEFAULT_SETTINGS, type ChartSettings } from './settings';
import { DEFAULT_PLAN } from './theme';

/**
 * One chart kind, as small as it can be: everything else comes from the shared chart machinery. Its
 * palette icon and kind-specific fields are editor matters (charts/editing.ts).
 */
export interface ChartKindSpec {
  kind: ChartKind;
  /** The kind's name: a new chart is named after it; the palette shows it too. */
  name: Bilingual;
  sample: ChartPage[];
  /** The sample's words in English (zh → en): a chart added in the English product reads them. */
  sampleEn?: ContentDictionary;
  /** Which shared fields the kind's property schema shows (chartKit/editing.ts builds it). */
  features: ChartFeatures;
  /** Kind-specific setting defaults (merged over the shared defaults). */
  settings?: Partial<ChartSettings>;
  size?: { width: number; height: number };
}

/** A renderer chunk shared by a family of kinds (e.g. every bar variant): loaded once, lazily. */
export type RendererChunk = ReturnType<typeof lazyRenderer>;

export const chunk = (load: () => Promise<{ default: ComponentType<RendererProps> }>): RendererChunk =>
  lazyRenderer(load);

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/**
 * THE factory every chart kind's runtime part goes through: defaults (size 400×250, the kind's sample
 * pages in the content language (common/content.ts), settings, the default colour plan, data cycling at
 * interval 20 / duration 20), the lazy renderer chunk of its family, and the click event.
 */
export function chartDefinition(spec: ChartKindSpec, renderer: RendererChunk): ComponentRuntime {
  const code = CHART_CODE[spec.kind];
  const settings: ChartSettings = { ...clone(DEFAULT_SETTINGS), ...clone(spec.settings ?? {}) };
  return {
    kind: `chart.${spec.kind}`,
    typeCodes: [code],
    defaults: () =>
      baseComponent(
        code,
        spec.size?.width ?? CHART_DEFAULT_WIDTH,
        spec.size?.height ?? CHART_DEFAULT_HEIGHT,
        {
          componentName: contentText(spec.name),
          backgroundColorData: transparentBackground(),
          chartModel: {
            etype: spec.kind,
            data: localizeContent(spec.sample, spec.sampleEn ?? {}),
            chartDataInit: 0,
            config: clone(settings),
            chartData: {
              autoRefresh: false,
              interval: CHART_AUTO_REFRESH_INTERVAL,
              duration: CHART_AUTO_REFRESH_DURATION,
            },
            skin: clone(DEFAULT_PLAN),
          },
        },
      ),
    Renderer: renderer.Renderer,
    preload: renderer.preload,
    get sampleData() {
      return localizeContent(spec.sample, spec.sampleEn ?? {});
    },
    events: [...POINTER_EVENTS],
  };
}
