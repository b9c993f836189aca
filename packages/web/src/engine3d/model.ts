import {
  Box3,
  BufferGeometry,
  Group,
  Matrix4,
  Mesh,
  type InstancedMesh,
  Vector3 as V3,
  type Material,
  type Object3D,
  type Raycaster,
} from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/addons/libs/meshopt_decoder.module.js';
import { acceleratedRaycast, computeBoundsTree, disposeBoundsTree } from 'three-mesh-bvh';
import { ModelError } from './modelFile';
import { ModelStyler, type StyledMesh } from './modelStyle';
import type { ModelModule, ModelStyle } from './sceneData';

// Picking on big models uses the geometry's bounds tree (built once per geometry at load).
BufferGeometry.prototype.computeBoundsTree = computeBoundsTree;
BufferGeometry.prototype.disposeBoundsTree = disposeBoundsTree;
Mesh.prototype.raycast = acceleratedRaycast;

export { fetchModel, ModelError, MODEL_MAX_BYTES } from './modelFile';
export type { ModelErrorKind } from './modelFile';

export interface ModelNode {
  path: string;
  name: string;
  isMesh: boolean;
  children: ModelNode[];
}

/**
 * The path a node binds by: the one the server wrote at upload (`tcPath` in the node's extras), else the
 * same rule computed here: names from the root joined by '/', '/' in a name made '_', an unnamed node
 * 'node', a name repeated among siblings suffixed '#2', '#3'…
 */
function nodePath(o: Object3D, parentPath: string, seen: Map<string, number>): string {
  const tagged = (o.userData as { tcPath?: unknown }).tcPath;
  if (typeof tagged === 'string' && tagged) return tagged;
  const base = (o.name || 'node').replace(/\//g, '_');
  const k = (seen.get(base) ?? 0) + 1;
  seen.set(base, k);
  const name = k === 1 ? base : `${base}#${k}`;
  return parentPath ? `${parentPath}/${name}` : name;
}

/**
 * A loaded glTF model: its root, node paths (see nodePath; instances of a batch keep their own),
 * BVH picking, per-module material overrides sharing one material per (original, override) pair, and
 * the floor height for walking.
 */
export class LoadedModel {
  readonly root = new Group();
  readonly bounds = new Box3();
  private readonly byPath = new Map<string, Object3D>();
  private readonly pathOf = new Map<Object3D, string>();
  private readonly instancePaths = new Map<Object3D, string[]>();
  private readonly meshes: StyledMesh[] = [];
  private readonly styler: ModelStyler;
  triangles = 0;

  constructor(scene: Object3D) {
    this.root.name = 'tc-model';
    this.root.add(scene);
    const geometries = new Set<BufferGeometry>();
    const visit = (o: Object3D, parentPath: string, seen: Map<string, number>) => {
      const path = o === scene ? '' : nodePath(o, parentPath, seen);
      if (o !== scene) {
        this.byPath.set(path, o);
        this.pathOf.set(o, path);
      }
      const instancePaths = (o.userData as { tcInstancePaths?: unknown }).tcInstancePaths;
      if ((o as InstancedMesh).isInstancedMesh && Array.isArray(instancePaths)) {
        // A batch of repeated meshes made at upload: each instance keeps the path it had in the file.
        const paths = instancePaths.map(String);
        this.instancePaths.set(o, paths);
        for (const p of paths) this.byPath.set(p, o);
      }
      if ((o as Mesh).isMesh) {
        const mesh = o as Mesh;
        this.meshes.push({ mesh, original: mesh.material });
        if (!geometries.has(mesh.geometry)) {
          geometries.add(mesh.geometry);
          mesh.geometry.computeBoundsTree();
        }
        const count = mesh.geometry.index
          ? mesh.geometry.index.count
          : (mesh.geometry.attributes.position?.count ?? 0);
        this.triangles +=
          (count / 3) * ((o as InstancedMesh).isInstancedMesh ? (o as InstancedMesh).count : 1);
      }
      const childSeen = new Map<string, number>();
      for (const c of o.children) visit(c, path, childSeen);
    };
    visit(scene, '', new Map());
    this.root.updateMatrixWorld(true);
    this.bounds.setFromObject(this.root);
    this.styler = new ModelStyler({
      meshes: this.meshes,
      meshesOf: (paths) => this.meshesOf(paths),
      instancesUnder: (path) => this.instancesUnder(path),
      isBatch: (mesh) => this.instancePaths.has(mesh),
    });
  }

  get meshCount(): number {
    return this.meshes.length;
  }

  get floorY(): number {
    return this.bounds.isEmpty() ? 0 : this.bounds.min.y;
  }

  center(): V3 {
    return this.bounds.isEmpty() ? new V3() : this.bounds.getCenter(new V3());
  }

  node(path: string): Object3D | undefined {
    return this.byPath.get(path);
  }

  /** World bounds of a node, or of one instance when the path names an instance of a batch. */
  boundsOf(path: string): Box3 | null {
    const o = this.byPath.get(path);
    if (!o) return null;
    const i = this.instancePaths.get(o)?.indexOf(path) ?? -1;
    if (i < 0) return new Box3().setFromObject(o);
    const batch = o as InstancedMesh;
    if (!batch.geometry.boundingBox) batch.geometry.computeBoundingBox();
    const m = new Matrix4();
    batch.getMatrixAt(i, m);
    return batch.geometry.boundingBox!.clone().applyMatrix4(m.premultiply(batch.matrixWorld));
  }

  /** Centre and radius of a node (or of one instance of a batch) in world space; null when unknown. */
  focusOf(path: string): { x: number; y: number; z: number; radius: number } | null {
    const box = this.boundsOf(path);
    if (!box || box.isEmpty()) return null;
    const c = box.getCenter(new V3());
    return { x: c.x, y: c.y, z: c.z, radius: box.getSize(new V3()).length() / 2 };
  }

  /** The node tree (for the model editor and module pickers). */
  tree(): ModelNode[] {
    const scene = this.root.children[0];
    if (!scene) return [];
    const build = (o: Object3D): ModelNode => ({
      path: this.pathOf.get(o) ?? '',
      name: o.name || this.pathOf.get(o) || '',
      isMesh: Boolean((o as Mesh).isMesh),
      children: o.children.map(build),
    });
    return scene.children.map(build);
  }

  /** The path of the nearest node the ray hits, with the hit point. */
  pick(raycaster: Raycaster): { path: string; distance: number; point: V3 } | null {
    raycaster.firstHitOnly = true;
    const hits = raycaster.intersectObject(this.root, true);
    const hit = hits.find((h) => h.object.visible);
    if (!hit) return null;
    const batch = this.instancePaths.get(hit.object);
    const path =
      (batch && hit.instanceId !== undefined ? batch[hit.instanceId] : undefined) ??
      this.pathOf.get(hit.object) ??
      '';
    return { path, distance: hit.distance, point: hit.point };
  }

  /** Meshes under the nodes of a list of paths. */
  meshesOf(paths: readonly string[]): Mesh[] {
    const out = new Set<Mesh>();
    for (const p of paths)
      this.byPath.get(p)?.traverse((o) => {
        if ((o as Mesh).isMesh) out.add(o as Mesh);
      });
    return [...out];
  }

  /** Instances of batches whose own path is `path` or lies under it. */
  instancesUnder(path: string): { batch: InstancedMesh; index: number }[] {
    const out: { batch: InstancedMesh; index: number }[] = [];
    const prefix = `${path}/`;
    for (const [batch, paths] of this.instancePaths)
      paths.forEach((p, index) => {
        if (p === path || p.startsWith(prefix)) out.push({ batch: batch as InstancedMesh, index });
      });
    return out;
  }

  /** Puts a style on the model: each module's override on its meshes, everything else back to original. */
  applyStyle(style: ModelStyle | undefined, modules: readonly ModelModule[]): void {
    this.styler.apply(style, modules);
  }

  /**
   * Meshes the selection outline draws around for these paths; instances of batches (one instance
   * cannot be outlined alone) are tinted instead.
   */
  highlight(paths: readonly string[]): Mesh[] {
    this.styler.highlight(paths);
    return this.meshesOf(paths).filter((m) => !this.instancePaths.has(m));
  }

  /** Materials created for overrides (shared; the count stays small whatever the mesh count). */
  get overrideMaterials(): number {
    return this.styler.materialCount;
  }

  /** Meshes plus instances of batches a module style reaches. */
  get styledCount(): number {
    return this.styler.styledCount;
  }

  /** Node paths the model binds by (instances of batches included). */
  get pathCount(): number {
    return this.byPath.size;
  }

  setShadows(on: boolean): void {
    for (const { mesh } of this.meshes) {
      mesh.castShadow = on;
      mesh.receiveShadow = on;
    }
  }

  dispose(): void {
    const geometries = new Set<BufferGeometry>();
    const materials = new Set<Material>(this.styler.materials());
    for (const { mesh, original } of this.meshes) {
      geometries.add(mesh.geometry);
      for (const m of Array.isArray(original) ? original : [original]) materials.add(m);
    }
    for (const g of geometries) {
      g.disposeBoundsTree();
      g.dispose();
    }
    for (const m of materials) {
      for (const v of Object.values(m))
        if (v && typeof v === 'object' && 'isTexture' in v) (v as { dispose(): void }).dispose();
      m.dispose();
    }
  }
}

let loader: GLTFLoader | null = null;

/** Parses a glTF/GLB buffer (meshopt-compressed and GPU-instanced models included). */
export async function parseModel(buffer: ArrayBuffer, baseUrl: string): Promise<LoadedModel> {
  loader ??= new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
  try {
    const gltf = await loader.parseAsync(buffer, baseUrl);
    return new LoadedModel(gltf.scene);
  } catch (err) {
    throw new ModelError('corrupt', err instanceof Error ? err.message : String(err));
  }
}
