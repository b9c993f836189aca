import { Color, type InstancedMesh, type Material, type Mesh } from 'three';
import {
  isEmptyStyle,
  moduleStyleKey,
  type ModelModule,
  type ModelStyle,
  type ModuleStyle,
} from './sceneData';
import { toColour } from './objects/colour';

export interface StyledMesh {
  mesh: Mesh;
  original: Material | Material[];
}

/** What the styler reads from a loaded model. */
export interface StyleSource {
  readonly meshes: readonly StyledMesh[];
  /** Meshes under the nodes of these paths. */
  meshesOf(paths: readonly string[]): Mesh[];
  /** Instances of upload-made batches whose own path is `path` or lies under it. */
  instancesUnder(path: string): { batch: InstancedMesh; index: number }[];
  /** Whether a mesh is a batch of repeated meshes whose instances keep their own paths. */
  isBatch(mesh: Mesh): boolean;
}

/** The tint of highlighted instances (the selection outline's colour: an outline cannot pick one instance). */
const HIGHLIGHT = new Color('#36c5ff');
const WHITE = new Color('#ffffff');

const first = (m: Material | Material[]) => (Array.isArray(m) ? m[0] : m);

/** Looks an instanced batch can only take as a whole: kept when every styled instance shares them. */
function sharedLook(all: readonly ModuleStyle[]): ModuleStyle {
  const out: ModuleStyle = {};
  for (const k of ['opacity', 'xray', 'wireframe', 'emissive', 'emissiveIntensity', 'visible'] as const) {
    const v = all[0]?.[k];
    if (v !== undefined && all.every((s) => s[k] === v)) Object.assign(out, { [k]: v });
  }
  return out;
}

/**
 * Model styles on a loaded model (docs/3d.md, "Environment, styles, section planes"): each module's
 * override on its meshes with one material per (original, override) pair. A batch of repeated meshes
 * made at upload is styled per instance: colours through instance colours, the rest only when every
 * instance shares it. Highlighted instances (the selection of single instances) are tinted the same way.
 */
export class ModelStyler {
  private readonly shared = new Map<string, Material>();
  /** The batches' own instance colours, to return to (null: the batch had none). */
  private readonly baseColours = new Map<InstancedMesh, Float32Array | null>();
  private style: ModelStyle | undefined;
  private modules: readonly ModelModule[] = [];
  private highlighted: readonly string[] = [];
  /** Meshes plus instances of batches that a module style reaches (the selection tint not counted). */
  styledCount = 0;

  constructor(private readonly src: StyleSource) {
    for (const { mesh } of src.meshes)
      if (src.isBatch(mesh)) {
        const b = mesh as InstancedMesh;
        this.baseColours.set(b, b.instanceColor ? Float32Array.from(b.instanceColor.array) : null);
      }
  }

  apply(style: ModelStyle | undefined, modules: readonly ModelModule[]): void {
    this.style = style;
    this.modules = modules;
    this.paint();
  }

  /** Tints these instances of batches (an empty list clears the tint). */
  highlight(paths: readonly string[]): void {
    this.highlighted = [...paths];
    this.paint();
  }

  /** Materials made for overrides (shared; the count stays small whatever the mesh count). */
  get materialCount(): number {
    return this.shared.size;
  }

  materials(): Material[] {
    return [...this.shared.values()];
  }

  private paint(): void {
    const whole = new Map<Mesh, ModuleStyle>();
    const perInstance = new Map<InstancedMesh, Map<number, ModuleStyle>>();
    for (const m of this.modules) {
      const s = this.style?.modules[m.id];
      if (isEmptyStyle(s)) continue;
      for (const { path } of m.nodes) {
        for (const { batch, index } of this.src.instancesUnder(path)) {
          const map = perInstance.get(batch) ?? new Map<number, ModuleStyle>();
          map.set(index, { ...map.get(index), ...s });
          perInstance.set(batch, map);
        }
        for (const mesh of this.src.meshesOf([path]))
          if (!this.src.isBatch(mesh)) whole.set(mesh, { ...whole.get(mesh), ...s });
      }
    }
    this.styledCount = whole.size + [...perInstance.values()].reduce((n, m) => n + m.size, 0);
    const lit = new Map<InstancedMesh, Set<number>>();
    for (const p of this.highlighted)
      for (const { batch, index } of this.src.instancesUnder(p))
        lit.set(batch, (lit.get(batch) ?? new Set()).add(index));
    const mine = new Set<Material>(this.shared.values());
    for (const { mesh, original } of this.src.meshes) {
      const now = first(mesh.material);
      // A layer restyling this mesh for live data (the modelModule kind) keeps it until it restores.
      if (now && now !== first(original) && !mine.has(now)) continue;
      if (this.src.isBatch(mesh)) {
        const b = mesh as InstancedMesh;
        this.paintBatch(b, original, perInstance.get(b), lit.get(b));
        continue;
      }
      const s = whole.get(mesh);
      mesh.visible = s?.visible !== false;
      mesh.material = s ? this.styledAll(original, s) : original;
    }
  }

  private paintBatch(
    batch: InstancedMesh,
    original: Material | Material[],
    styles: Map<number, ModuleStyle> | undefined,
    lit: Set<number> | undefined,
  ): void {
    const base = this.baseColours.get(batch) ?? null;
    if (!styles?.size && !lit?.size) {
      batch.visible = true;
      batch.material = original;
      if (batch.instanceColor) {
        if (base) batch.instanceColor.array.set(base);
        else batch.instanceColor.array.fill(1);
        batch.instanceColor.needsUpdate = true;
      }
      return;
    }
    const all = styles ? [...styles.values()] : [];
    const shared = styles?.size === batch.count ? sharedLook(all) : {};
    batch.visible = shared.visible !== false;
    // A white material lets each instance's colour be the colour itself.
    const ownColour = (first(original) as { color?: Color } | undefined)?.color ?? WHITE;
    batch.material = this.styledAll(original, { ...shared, color: '#ffffff' });
    const c = new Color();
    for (let i = 0; i < batch.count; i++) {
      const s = styles?.get(i);
      if (s?.color) toColour(s.color, c);
      else {
        c.copy(ownColour);
        if (base) c.multiply(new Color().fromArray(base, i * 3));
      }
      if (lit?.has(i)) c.lerp(HIGHLIGHT, 0.6);
      batch.setColorAt(i, c);
    }
    batch.instanceColor!.needsUpdate = true;
  }

  private styledAll(original: Material | Material[], s: ModuleStyle): Material | Material[] {
    return Array.isArray(original) ? original.map((m) => this.styled(m, s)) : this.styled(original, s);
  }

  private styled(original: Material, s: ModuleStyle): Material {
    const key = `${original.uuid}:${moduleStyleKey(s)}`;
    let m = this.shared.get(key);
    if (m) return m;
    m = original.clone();
    const p = m as Material & {
      color?: Color;
      emissive?: Color;
      emissiveIntensity?: number;
      wireframe?: boolean;
    };
    if (s.color && p.color) toColour(s.color, p.color);
    if (s.emissive && p.emissive) {
      toColour(s.emissive, p.emissive);
      p.emissiveIntensity = s.emissiveIntensity ?? 1;
    }
    if (s.wireframe) p.wireframe = true;
    const opacity = s.xray ? Math.min(s.opacity ?? 0.2, 0.35) : s.opacity;
    if (opacity !== undefined && opacity < 1) {
      m.transparent = true;
      m.opacity = Math.max(0, opacity);
      m.depthWrite = !s.xray;
    }
    this.shared.set(key, m);
    return m;
  }
}
