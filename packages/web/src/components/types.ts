import type { ComponentType } from 'react';
import type {
  Component2D,
  Component3D,
  Component3DType,
  MapComponentClass,
  Message,
  RuleEffectKey,
  Vector3,
} from '@twincanvas/model';
import type { SceneLayerFactory } from '../engine3d/layers';
import type { MapLayerBuilder } from '../map/types';

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
  | 'weatherCity'
  /** 3D visual rules (path `conditionData`): ranges or categories to colour, icon, blink... with a preview. */
  | 'visualRules'
  /** A heat map's colour theme: a built-in or library heat theme, or its own gradient of colours. */
  | 'heatTheme';

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
  /**
   * visualRules: rows to preview the rules against while the component has no live data yet, for the
   * node being edited (its data mode decides the fields).
   */
  previewRows?: (node?: unknown) => readonly Record<string, unknown>[];
}

export interface RendererProps {
  node: Component2D;
}

/**
 * What the viewer needs of one 2D component kind (ARCHITECTURE section 4): its codes, a fresh component,
 * the renderer and the events it emits. Read through `registry.ts`; the editor adds the kind's
 * `ComponentEditing` part (editingRegistry.ts), which the viewer never imports.
 */
export interface ComponentRuntime {
  /** Stable key, also the folder name under src/components; the editing part carries the same key. */
  kind: string;
  /** Type codes (docs/reference.md#type-codes) this definition renders; the first is what the palette adds. */
  typeCodes: readonly number[];
  /** A fresh component of this kind (new id, default rect) for the given type code. */
  defaults(typeCode?: number): Component2D;
  /** Lazily loaded (see lazyRenderer) so heavy kinds cost nothing until a dashboard uses them. */
  Renderer: ComponentType<RendererProps>;
  /** Starts loading the renderer chunk ahead of the first render. */
  preload: () => Promise<unknown>;
  /**
   * The data the kind draws before anything is bound: the data runtime maps bound rows onto its shape
   * (data/useDataRuntime.ts targetOf), so the viewer needs it as much as the data panel does.
   */
  sampleData?: unknown;
  /** Event codes (docs/reference.md#events) the kind emits. */
  events?: readonly string[];
}

/**
 * What the editor adds to a 2D kind: palette name and icon, the property schema, the data panel's shape
 * description and the editing context it opens. One per kind, in the kind's `editing.ts`.
 */
export interface ComponentEditing {
  /** The `kind` of the runtime part this completes. */
  kind: string;
  name: Bilingual;
  icon: ComponentType;
  /** Palette icons per type code when one definition covers several; else `icon`. */
  typeIcons?: Readonly<Record<number, ComponentType>>;
  /** The kind's own fields; the common box fields are added by the panel. */
  propertySchema: readonly PropertyField[];
  dataShape?: string;
  /**
   * The editing context of the kind's own content that double-click and Enter open (a dynamic panel's
   * pages, a map's layers), read by the editor instead of testing type codes; absent: none.
   */
  opens?: EditingContext;
  /**
   * For a kind whose content holds components (a dynamic panel's pages): why it refuses one that is
   * added, pasted or copied inside it, or null when it takes it. The editor asks the container's kind
   * (editor/actions/context.ts `childRefusal`); absent: it takes any.
   */
  refusesChild?: (child: Component2D) => Message | null;
}

/** A 2D kind as the editor reads it: its runtime and editing parts joined (editingRegistry.ts). */
export interface ComponentDefinition extends ComponentRuntime, ComponentEditing {}

/** Editing contexts a component opens on the 2D canvas (editor/actions/openContext.ts opens them). */
export type EditingContext = 'panelPages' | 'mapLayers';

/**
 * What the viewer and the engine need of a 3D component kind (types of the 3D component list: sign,
 * pipeline, heatMap...). The engine draws it through the layer it loads lazily, so neither the 2D editor
 * nor a 2D-only viewer page ever loads three.js. The editor adds `Component3DEditing`.
 */
export interface Component3DRuntime {
  space: '3d';
  /** Stable key, also the folder name under src/components; the editing part carries the same key. */
  kind: string;
  /** The `type` field of the components this definition draws. */
  type: Component3DType;
  /** The kind's name: the viewer's stale-data badge names the kinds waiting for data by it. */
  name: Bilingual;
  /**
   * A fresh component of this kind placed at a point of the scene. `on.modelPath` is the node path of the
   * model part that was clicked to place it (kinds bound to a model part, such as modelModule, take it).
   */
  defaults(at: Vector3, subType?: string, on?: { modelPath?: string }): Component3D;
  events?: readonly string[];
  /** Loads the engine layer drawing every component of this type on a page. */
  loadLayer(): Promise<SceneLayerFactory>;
}

/** What the editor adds to a 3D kind: palette icon and sub-kinds, placing, property and data fields. */
export interface Component3DEditing {
  /** The `kind` of the runtime part this completes. */
  kind: string;
  /**
   * The sub-kinds this kind offers (`subType` values: placard kinds, area shapes, primitives...), first
   * the default. The 3D palette lists each one on its own (a kind without sub-kinds once); the property
   * panel offers a switch between the sub-kinds of the same geometry.
   */
  subTypes?: readonly SubKind3D[];
  icon: ComponentType;
  propertySchema: readonly PropertyField[];
  dataShape?: string;
  /** How the component is placed and edited (a sub-kind may say otherwise, see `SubKind3D`). */
  geometry?: Geometry3D;
  /** Which visual-rule effects this kind shows (the rules editor offers only these). */
  ruleEffects?: readonly RuleEffectKey[];
  /** Actions of the interaction system this kind performs as a target, besides show and hide. */
  actions?: readonly Component3DAction[];
}

/** A 3D kind as the editor reads it: runtime and editing parts joined (editingRegistry.ts). */
export interface Component3DDefinition extends Component3DRuntime, Component3DEditing {}

/**
 * How a 3D component is placed and edited: one point, a start/end pair (its two ends are edited one at a
 * time), a path or a polygon (points added, moved and deleted), or an area on a point.
 */
export type Geometry3D = 'point' | 'twoPoint' | 'path' | 'polygon' | 'area';

/** One sub-kind of a 3D kind: its `subType`, its palette name and, when it differs, its geometry. */
export interface SubKind3D {
  value: string;
  name: Bilingual;
  /** The geometry of components of this sub-kind when not the kind's own (a polygon event area). */
  geometry?: Geometry3D;
}

/** Actions a 3D component performs as the target of an interaction (see docs/3d.md). */
export type Component3DAction = 'flyTo' | 'highlight' | 'setStyle' | 'play' | 'pause' | 'seek';

/**
 * What the map host needs of a map item kind (a layer, vector, marker or pixels item of a map
 * container's mapModel lists): it loads the kind's builder lazily, so nothing of deck.gl or MapLibre is
 * downloaded until a page shows a map. Items are component nodes, so property panel, data binding
 * (mapping, filters, variables, refresh, stale badge) and saves are the shared ones.
 */
export interface MapLayerRuntime {
  space: 'map';
  /** Stable key (the kinds live together under src/components/mapLayers). */
  kind: string;
  typeCodes: readonly number[];
  /** Which mapModel list the item goes to. */
  mapClass: MapComponentClass;
  sampleData?: unknown;
  events?: readonly string[];
  loadLayer(): Promise<MapLayerBuilder>;
}

/**
 * What the map editing context adds to a map item kind. `defaults` is here, unlike the other spaces:
 * only the editor adds items, and an item starts from the defaults its property fields declare.
 */
export interface MapLayerEditing {
  /** The `kind` of the runtime part this completes. */
  kind: string;
  /** Container type codes that offer it (4501 WebGL map, 4601 real map). */
  containers: readonly number[];
  name: Bilingual;
  icon: ComponentType;
  /** A fresh item (new id, next zIndex set by the caller) with sample rows so it draws at once. */
  defaults(typeCode?: number): Component2D;
  propertySchema: readonly PropertyField[];
  dataShape?: string;
}

/** A map item kind as the editor reads it: runtime and editing parts joined (editingRegistry.ts). */
export interface MapLayerDefinition extends MapLayerRuntime, MapLayerEditing {}
