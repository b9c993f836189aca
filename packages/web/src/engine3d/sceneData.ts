import {
  AREA_CAMERA_DISTANCE,
  AREA_CAMERA_PITCH,
  DEFAULT_3D_STYLE_ID,
  SCENE_CONFIG_VERSION,
  type ProjectThreeComponent,
  type Vector3,
} from '@twincanvas/model';
import { defaultOrbit, defaultWalk, writeCameraData, type CameraState } from './camera';

/**
 * The shapes the 3D scene layer stores in a page's `projectThreeComponent` (docs/3d.md, "Page data"):
 * sky, model styles, section planes, model modules, views and tours. Readers repair anything malformed
 * so an old or hand-edited document still opens.
 */

export type SkyType = 'color' | 'gradient' | 'sky';

export interface SkyData {
  type: SkyType;
  color: string;
  topColor: string;
  bottomColor: string;
  /** Procedural sky: sun height and direction in degrees, haze. */
  sunElevation: number;
  sunAzimuth: number;
  turbidity: number;
  ambientColor: string;
  ambientIntensity: number;
  sunColor: string;
  sunIntensity: number;
  fog: { on: boolean; color: string; near: number; far: number };
}

export function defaultSky(): SkyData {
  return {
    type: 'gradient',
    color: '#0b1a2e',
    topColor: '#0b1f3a',
    bottomColor: '#5d7a99',
    sunElevation: 35,
    sunAzimuth: 135,
    turbidity: 4,
    ambientColor: '#ffffff',
    ambientIntensity: 0.35,
    sunColor: '#ffffff',
    sunIntensity: 1.3,
    fog: { on: false, color: '#8aa0b8', near: 120, far: 600 },
  };
}

const str = (v: unknown, d: string) => (typeof v === 'string' && /^#[0-9a-f]{3,8}$/i.test(v) ? v : d);
const num = (v: unknown, d: number, lo = -Infinity, hi = Infinity) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(hi, Math.max(lo, v)) : d;

export function readSky(raw: unknown): SkyData {
  const d = defaultSky();
  const o = (raw && typeof raw === 'object' ? raw : {}) as Partial<SkyData>;
  const f = (o.fog && typeof o.fog === 'object' ? o.fog : {}) as Partial<SkyData['fog']>;
  const near = num(f.near, d.fog.near, 0);
  return {
    type: o.type === 'color' || o.type === 'sky' || o.type === 'gradient' ? o.type : d.type,
    color: str(o.color, d.color),
    topColor: str(o.topColor, d.topColor),
    bottomColor: str(o.bottomColor, d.bottomColor),
    sunElevation: num(o.sunElevation, d.sunElevation, -10, 90),
    sunAzimuth: num(o.sunAzimuth, d.sunAzimuth, -360, 360),
    turbidity: num(o.turbidity, d.turbidity, 0, 20),
    ambientColor: str(o.ambientColor, d.ambientColor),
    ambientIntensity: num(o.ambientIntensity, d.ambientIntensity, 0, 10),
    sunColor: str(o.sunColor, d.sunColor),
    sunIntensity: num(o.sunIntensity, d.sunIntensity, 0, 20),
    fog: {
      on: f.on === true,
      color: str(f.color, d.fog.color),
      near,
      far: Math.max(near + 1, num(f.far, d.fog.far, 0)),
    },
  };
}

/** Material override of one model module in a style. */
export interface ModuleStyle {
  color?: string;
  /** 0–1; below 1 makes the module transparent. */
  opacity?: number;
  emissive?: string;
  emissiveIntensity?: number;
  /** See-through ghost of the module (transparent, no depth write). */
  xray?: boolean;
  wireframe?: boolean;
  visible?: boolean;
}

export interface ModelStyle {
  id: string;
  name: string;
  /** Overrides by model module id. */
  modules: Record<string, ModuleStyle>;
}

export interface ModelStyleData {
  currentId: string;
  styleList: ModelStyle[];
}

export const DEFAULT_STYLE_NAME = { zh: '默认样式', en: 'Default style' };

export function defaultStyleData(): ModelStyleData {
  return {
    currentId: DEFAULT_3D_STYLE_ID,
    styleList: [{ id: DEFAULT_3D_STYLE_ID, name: DEFAULT_STYLE_NAME.zh, modules: {} }],
  };
}

/** The style data with `style` in place of the listed style of its id, or added when it is new. */
export function withStyle(data: ModelStyleData, style: ModelStyle): ModelStyleData {
  const listed = data.styleList.some((s) => s.id === style.id);
  const styleList = listed
    ? data.styleList.map((s) => (s.id === style.id ? style : s))
    : [...data.styleList, style];
  return { ...data, styleList };
}

/** The style data of a page: the default style always exists and the current id names a listed style. */
export function readStyleData(raw: unknown): ModelStyleData {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Partial<ModelStyleData>;
  const list = (Array.isArray(o.styleList) ? o.styleList : [])
    .filter((s): s is ModelStyle => typeof s?.id === 'string')
    .map((s) => ({
      id: s.id,
      name: String(s.name ?? s.id),
      modules: s.modules && typeof s.modules === 'object' ? s.modules : {},
    }));
  if (!list.some((s) => s.id === DEFAULT_3D_STYLE_ID))
    list.unshift({ id: DEFAULT_3D_STYLE_ID, name: DEFAULT_STYLE_NAME.zh, modules: {} });
  const currentId = list.some((s) => s.id === o.currentId) ? o.currentId! : DEFAULT_3D_STYLE_ID;
  return { currentId, styleList: list };
}

/** A stable key of an override, so equal overrides share one material. */
export function moduleStyleKey(s: ModuleStyle): string {
  return [
    s.color ?? '',
    s.opacity === undefined ? '' : Math.round(s.opacity * 100),
    s.emissive ?? '',
    s.emissiveIntensity ?? '',
    s.xray ? 'x' : '',
    s.wireframe ? 'w' : '',
  ].join('|');
}

export function isEmptyStyle(s: ModuleStyle | undefined): boolean {
  return !s || (moduleStyleKey(s) === '|||||' && s.visible !== false);
}

/** A clipping plane: keeps what lies on the side the normal points away from, at `constant`. */
export interface SectionPlane {
  id: string;
  name: string;
  axis: 'x' | 'y' | 'z';
  /** Where along the axis the cut is. */
  position: number;
  /** Keep the part below (false) or above (true) the position. */
  flip?: boolean;
  on: boolean;
}

export function readSectionPlanes(raw: unknown): SectionPlane[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((p): p is SectionPlane => typeof p?.id === 'string')
    .map((p) => ({
      id: p.id,
      name: String(p.name ?? p.id),
      axis: p.axis === 'x' || p.axis === 'z' ? p.axis : 'y',
      position: num(p.position, 0),
      flip: p.flip === true,
      on: p.on !== false,
    }));
}

/**
 * A model module: named group of model nodes that data, styles and events attach to. Nodes are bound by
 * their path from the model's root plus a fingerprint of their geometry, so a re-exported model still
 * matches (see docs/3d.md, "Model modules").
 */
export interface ModelModule {
  id: string;
  name: string;
  nodes: { path: string; fingerprint?: string }[];
}

export function readModules(raw: unknown): ModelModule[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((m): m is ModelModule => typeof m?.id === 'string')
    .map((m) => ({
      id: m.id,
      name: String(m.name ?? m.id),
      nodes: (Array.isArray(m.nodes) ? m.nodes : [])
        .map((n) => (typeof n === 'string' ? { path: n } : n))
        .filter((n): n is { path: string } => typeof n?.path === 'string'),
    }));
}

export interface AreaInteraction {
  distance: number;
  pitch: number;
}

/** The 3D data a page of a 3D scene starts with, and gets back when the scene's model changes. */
export function defaultPage3D(camera?: CameraState): ProjectThreeComponent {
  const state: CameraState = camera ?? { mode: 1001, orbit: defaultOrbit(), walk: defaultWalk() };
  return {
    version: SCENE_CONFIG_VERSION,
    modelData: { interactionAreaData: [], signData: [], ligatureData: [], modelModuleData: [] },
    componentData: {},
    configData: {
      modelProperty: {
        modelStyleData: defaultStyleData(),
        modelDecorateData: { sectionPlanes: [] },
        areaInteractionData: { distance: AREA_CAMERA_DISTANCE, pitch: AREA_CAMERA_PITCH },
      },
      cameraData: writeCameraData(state),
      cameraViews: [],
      cameraTours: [],
      skyData: defaultSky(),
    },
  };
}

/** Everything the engine needs from one page's 3D data, repaired. */
export interface Page3D {
  styles: ModelStyleData;
  sectionPlanes: SectionPlane[];
  modules: ModelModule[];
  sky: SkyData;
  area: AreaInteraction;
}

export function readPage3D(data: ProjectThreeComponent | undefined): Page3D {
  const config = data?.configData;
  const property = config?.modelProperty;
  const decorate = (property?.modelDecorateData ?? {}) as { sectionPlanes?: unknown };
  const area = (property?.areaInteractionData ?? {}) as Partial<AreaInteraction>;
  return {
    styles: readStyleData(property?.modelStyleData),
    sectionPlanes: readSectionPlanes(decorate.sectionPlanes),
    modules: readModules(data?.modelData?.modelModuleData),
    sky: readSky(config?.skyData),
    area: {
      distance: num(area.distance, AREA_CAMERA_DISTANCE, 0.1),
      pitch: num(area.pitch, AREA_CAMERA_PITCH, 0, 90),
    },
  };
}

export type { Vector3 };
