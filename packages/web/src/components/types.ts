import type { ComponentType } from 'react';
import type { Component2D } from '@twincanvas/model';

/** A text in both product languages (the catalogue's own convention). */
export interface Bilingual {
  zh: string;
  en: string;
}

/** The shared field editors of the generated property panel: no kind writes its own panel. */
export type FieldEditor =
  | 'number'
  | 'text'
  | 'textarea'
  | 'color'
  | 'colorData'
  | 'select'
  | 'switch'
  /** An image address (URL now, an uploaded resource once uploads exist), with a preview. */
  | 'image'
  /** SVG markup: pasted or read from a local file; sanitised where it is rendered. */
  | 'svg'
  // Added with the charts (editor/fields/MoreFields.tsx dispatches these):
  | 'font'
  | 'unitNumber'
  | 'list'
  | 'json'
  | 'chartData'
  | 'colorPlan'
  /** A font family: the group's uploaded fonts (loaded on demand) and the built-in families. */
  | 'fontName'
  /** The weather city (path `weatherModel`): searchable, sets cityCode and cityName together. */
  | 'weatherCity';

export interface FieldOption {
  value: string | number;
  label: Bilingual;
}

/** One property-panel field: where the value lives in the component and which editor shows it. */
export interface PropertyField {
  /** Dotted property path inside the component, e.g. `textModel.textStyle.fontSize`. */
  path: string;
  label: Bilingual;
  editor: FieldEditor;
  /** Panel section the field is listed under. */
  section: 'box' | 'style' | 'content';
  /** Value shown (and used as the base) while the property is absent. */
  defaultValue?: unknown;
  min?: number;
  max?: number;
  step?: number;
  options?: readonly FieldOption[];
  /** unitNumber: the unit shown after the number (px, s, %, °...). */
  unit?: string;
  /** list: the fields of one item (paths relative to the item) and a fresh item to add. */
  itemFields?: readonly PropertyField[];
  newItem?: () => unknown;
}

export interface RendererProps {
  node: Component2D;
}

/**
 * Everything the editor, the viewer, the palette, the layer list and the property panel know about one
 * component kind (ARCHITECTURE section 4): one definition per kind, read through the registry.
 */
export interface ComponentDefinition {
  /** Stable key, also the folder name under src/components. */
  kind: string;
  /** Type codes (editor spec 3.7) this definition renders; the first is what the palette adds. */
  typeCodes: readonly number[];
  name: Bilingual;
  icon: ComponentType;
  /** Palette names per type code when one definition covers several (shapes); else `name`. */
  typeNames?: Readonly<Record<number, Bilingual>>;
  /** Palette icons per type code when one definition covers several; else `icon`. */
  typeIcons?: Readonly<Record<number, ComponentType>>;
  /** A fresh component of this kind (new id, default rect) for the given type code. */
  defaults(typeCode?: number): Component2D;
  /** Lazily loaded (see lazyRenderer) so heavy kinds cost nothing until a dashboard uses them. */
  Renderer: ComponentType<RendererProps>;
  /** Starts loading the renderer chunk ahead of the first render. */
  preload: () => Promise<unknown>;
  /** The kind's own fields; the common box fields are added by the panel. */
  propertySchema: readonly PropertyField[];
  dataShape?: string;
  sampleData?: unknown;
  /** Event codes (editor spec 3.9) the kind emits. */
  events?: readonly string[];
}
