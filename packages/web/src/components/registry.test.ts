import { describe, expect, it } from 'vitest';
import {
  COMPONENT_TYPE_CODES,
  DEFAULT_TEXT_SIZE,
  TYPE_CODE,
  colorToCss,
  describeComponentType,
  getAtPath,
  isChartType,
  isMapContainerType,
} from '@twincanvas/model';
import { CHART_CODE } from './chartKit/codes';
import { readPage } from './chartKit/data';
import { boxVisualStyle } from './common/box';
import {
  COMPONENTS,
  COMPONENTS_3D,
  COMPONENTS_MAP,
  PALETTE,
  editingOf,
  joinParts,
  opensOf,
} from './editingRegistry';
import {
  COMPONENT_RUNTIMES,
  MAP_LAYER_RUNTIMES,
  RUNTIMES_3D,
  createComponent,
  definitionOf,
} from './registry';

describe('component registry', () => {
  it('one definition per type code: text 2005/2006, image 1007, rectangle 2110', () => {
    expect(definitionOf(2005)?.kind).toBe('text');
    expect(definitionOf('2006')?.kind).toBe('text');
    expect(definitionOf(TYPE_CODE.image)?.kind).toBe('image');
    expect(definitionOf(TYPE_CODE.rectangle)?.kind).toBe('rectangle');
    expect(definitionOf(5001)).toBeUndefined();
    expect(
      PALETTE.map((e) => e.typeCode)
        .filter((c) => !isChartType(c))
        .slice(0, 3),
    ).toEqual([2005, 2006, 1007]);
  });
  it('the kinds that open an editing context say so: a dynamic panel its pages, both maps their layers', () => {
    const opening = COMPONENTS.flatMap((d) =>
      d.typeCodes.filter(() => d.opens).map((code) => [code, d.opens]),
    );
    expect(Object.fromEntries(opening)).toEqual({
      [TYPE_CODE.dynamicPanel]: 'panelPages',
      [TYPE_CODE.webglMap]: 'mapLayers',
      [TYPE_CODE.realMap]: 'mapLayers',
    });
    expect(opensOf({ componentType: String(TYPE_CODE.realMap) })).toBe('mapLayers');
    expect(opensOf({ componentType: TYPE_CODE.singleLineText })).toBeUndefined();
    expect(opensOf({})).toBeUndefined();
  });
  it('defaults are Component2Ds with a fresh id of their kind (G for dynamic panels, M for maps, else E), their type code and a rect; text size 28', () => {
    for (const { typeCode } of PALETTE) {
      const a = createComponent(typeCode)!;
      expect(a._id).toMatch(
        typeCode === TYPE_CODE.dynamicPanel ? /^G/ : isMapContainerType(typeCode) ? /^M/ : /^E/,
      );
      expect(a._id).not.toBe(createComponent(typeCode)!._id);
      expect(a.componentType).toBe(String(typeCode));
      expect(a.componentRect?.componentWidth).toBeGreaterThan(0);
    }
    expect(createComponent(2005)?.textModel?.textStyle?.fontSize).toBe(DEFAULT_TEXT_SIZE);
    expect(createComponent(1007)?.imageModel).toMatchObject({ imageUrl: '', fit: 'fill' });
  });
  it('every schema field points at a value the defaults hold (or gives a default)', () => {
    for (const def of COMPONENTS) {
      const node = def.defaults(def.typeCodes[0]);
      for (const field of def.propertySchema)
        expect(getAtPath(node, field.path) !== undefined || field.defaultValue !== undefined).toBe(true);
    }
  });
  it('the rectangle fill is its colour data, solid or gradient', () => {
    const rect = createComponent(2110)!;
    expect(boxVisualStyle(rect).background).toBe(colorToCss(rect.backgroundColorData));
    const gradient = {
      ...rect,
      backgroundColorData: { ...rect.backgroundColorData!, colorType: 2 as const },
    };
    expect(String(boxVisualStyle(gradient).background)).toMatch(/^linear-gradient\(90deg/);
    expect(boxVisualStyle({ ...rect, cornerRadius: { tl: 4, tr: 0, bl: 0, br: 8 } }).borderRadius).toBe(
      '4px 0px 8px 0px',
    );
  });
});

describe('runtime and editing parts', () => {
  it('every runtime kind of each space has exactly one editing part, joined in the runtime order', () => {
    expect(COMPONENTS.map((d) => d.kind)).toEqual(COMPONENT_RUNTIMES.map((d) => d.kind));
    expect(COMPONENTS_3D.map((d) => d.kind)).toEqual(RUNTIMES_3D.map((d) => d.kind));
    expect(COMPONENTS_MAP.map((d) => d.kind)).toEqual(MAP_LAYER_RUNTIMES.map((d) => d.kind));
    for (const def of [...COMPONENTS, ...COMPONENTS_3D, ...COMPONENTS_MAP]) {
      expect(def.icon, def.kind).toBeTruthy();
      expect(Array.isArray(def.propertySchema), def.kind).toBe(true);
    }
    // The runtime part carries nothing of the editor's.
    for (const def of [...COMPONENT_RUNTIMES, ...RUNTIMES_3D, ...MAP_LAYER_RUNTIMES])
      expect(Object.keys(def).filter((key) => ['icon', 'propertySchema', 'typeIcons'].includes(key))).toEqual(
        [],
      );
  });

  it('refuses a runtime kind without an editing part, an editing part without a kind, and doubles', () => {
    const a = { kind: 'a', typeCodes: [1] };
    const b = { kind: 'b', typeCodes: [2] };
    const editA = { kind: 'a', name: 'A' };
    expect(joinParts('2D', [a], [editA])).toEqual([{ kind: 'a', typeCodes: [1], name: 'A' }]);
    expect(() => joinParts('2D', [a, b], [editA])).toThrow('2D component kinds: b: no editing part');
    expect(() => joinParts('2D', [a], [editA, { kind: 'c' }])).toThrow(
      'c: an editing part without a runtime part',
    );
    expect(() => joinParts('2D', [a], [editA, editA])).toThrow('a: two editing parts');
    expect(() => joinParts('2D', [a, a], [editA])).toThrow('a: two runtime parts');
  });

  it("keeps the parts' getters live (sample data in the language of the moment)", () => {
    let calls = 0;
    const runtime = {
      kind: 'a',
      get sampleData() {
        calls += 1;
        return calls;
      },
    };
    const [joined] = joinParts('2D', [runtime], [{ kind: 'a' }]);
    expect([joined!.sampleData, joined!.sampleData]).toEqual([1, 2]);
  });
});

describe('chart definitions (13000-13999)', () => {
  it('every chart code has a complete definition: names, icon, defaults, renderer, schema, sample data, click', () => {
    const codes = Object.values(CHART_CODE);
    expect(codes.length).toBeGreaterThanOrEqual(24);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(isChartType(code)).toBe(true);
      const def = editingOf(code)!;
      expect(def, String(code)).toBeDefined();
      expect(def.typeCodes).toEqual([code]);
      expect(def.name.zh && def.name.en).toBeTruthy();
      expect(def.icon).toBeTruthy();
      expect(typeof def.preload).toBe('function');
      expect(def.events).toContain('40101');
      const node = createComponent(code)!;
      expect(node.componentType).toBe(String(code));
      expect(node.componentRect).toMatchObject({ componentWidth: expect.any(Number), componentHeight: 250 });
      expect(node.chartModel).toMatchObject({ chartDataInit: 0, chartData: { interval: 20, duration: 20 } });
      const pages = node.chartModel!.data!;
      expect(pages.length).toBeGreaterThan(0);
      expect(pages).toEqual(def.sampleData);
      for (const page of pages) expect(readPage(page)!.series.length).toBeGreaterThan(0);
      const paths = def.propertySchema.map((f) => f.path);
      for (const p of [
        'chartModel.data',
        'chartModel.config.title.text',
        'chartModel.config.unit',
        'chartModel.skin',
      ])
        expect(paths, String(code)).toContain(p);
    }
    expect(createComponent(CHART_CODE.bar)!.componentRect).toMatchObject({
      componentWidth: 400,
      componentHeight: 250,
    });
  });
});

/**
 * docs/reference.md#type-codes's 2D list without the map containers and layers (their own issue), 3D, the chart band
 * (charts' own test) and the group 5001 (the editor's grouping, not a kind with a renderer).
 */
const CODES_2D = COMPONENT_TYPE_CODES.filter((code) => {
  const info = describeComponentType(code)!;
  return !['mapContainer', 'mapLayer', 'group'].includes(info.category) && info.kind !== '3D';
});
const EVENT_CODES = ['40101', '40102', '40105', '40106', '40107', '40108', '50101'];

describe('the 2D catalogue of docs/reference.md#type-codes (non-map, non-chart)', () => {
  it('is the 25 codes of the list', () => {
    expect(CODES_2D).toEqual([
      1006, 1007, 1009, 2005, 2006, 2021, 2022, 2110, 2112, 2113, 2115, 2116, 2117, 2118, 2119, 2120, 2121,
      4100, 4101, 4102, 4301, 4302, 4901, 4902, 4903,
    ]);
  });

  it.each(CODES_2D)('%i has a complete definition and palette entry', (code) => {
    const def = editingOf(code);
    expect(def, `no definition for ${code}`).toBeDefined();
    if (!def) return;
    const entry = PALETTE.find((e) => e.typeCode === code);
    expect(entry, `no palette entry for ${code}`).toBeDefined();
    const catalogue = describeComponentType(code)!;
    // Palette names come from the catalogue (one entry per code even where kinds share a definition).
    expect(entry!.name).toEqual({ zh: catalogue.zh, en: catalogue.en });
    expect(def.name.zh.length * def.name.en.length).toBeGreaterThan(0);
    expect(entry!.icon).toBeTruthy();
    expect(typeof def.Renderer).toBe('function');
    expect(typeof def.preload).toBe('function');
    expect(Array.isArray(def.propertySchema)).toBe(true);
    expect(def.dataShape, 'data shape').toBeTruthy();
    expect(def.events?.length, 'events').toBeGreaterThan(0);
    for (const e of def.events ?? []) expect(EVENT_CODES).toContain(e);
    const node = createComponent(code)!;
    expect(node._id).toMatch(code === TYPE_CODE.dynamicPanel ? /^G/ : /^E/);
    expect(node.componentType).toBe(String(code));
    expect(node.componentName).toBeTruthy();
    expect(node.componentRect!.componentWidth * node.componentRect!.componentHeight).toBeGreaterThan(0);
    for (const field of def.propertySchema) {
      expect(field.label.zh && field.label.en, field.path).toBeTruthy();
      expect(getAtPath(node, field.path) !== undefined || field.defaultValue !== undefined, field.path).toBe(
        true,
      );
      if (field.editor === 'list') expect(field.itemFields?.length, field.path).toBeGreaterThan(0);
    }
  });
});
