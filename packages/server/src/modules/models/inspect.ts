import type { Document, Node, Primitive } from '@gltf-transform/core';
import { ImageUtils } from '@gltf-transform/core';
import type { InstancedMesh } from '@gltf-transform/extensions';
import { geometryFingerprint, type ModelFigures, type ModelNodeInfo } from '@twincanvas/model';

const INSTANCING = 'EXT_mesh_gpu_instancing';

/** Instances a node draws: the batch count of an EXT_mesh_gpu_instancing node, else 1. */
function instancesOf(node: Node): number {
  const batch = node.getExtension<InstancedMesh>(INSTANCING);
  if (!batch) return 1;
  const any = batch.listAttributes()[0];
  return any ? any.getCount() : 1;
}

function primTriangles(prim: Primitive): number {
  const mode = prim.getMode();
  const idx = prim.getIndices();
  const n = idx ? idx.getCount() : (prim.getAttribute('POSITION')?.getCount() ?? 0);
  // 4 triangles, 5 strip, 6 fan; points and lines draw no triangles.
  if (mode === 4) return Math.floor(n / 3);
  if (mode === 5 || mode === 6) return Math.max(0, n - 2);
  return 0;
}

/**
 * Figures of a model as a renderer sees it: every node with a mesh draws each primitive once, an
 * instanced batch draws each primitive once for all its instances (three.js InstancedMesh).
 */
export function inspectModel(doc: Document, bytes: number): ModelFigures {
  const root = doc.getRoot();
  const f: ModelFigures = {
    triangles: 0,
    vertices: 0,
    meshes: root.listMeshes().length,
    nodes: root.listNodes().length,
    materials: root.listMaterials().length,
    textures: root.listTextures().length,
    drawCalls: 0,
    instancedBatches: 0,
    instances: 0,
    textureBytes: 0,
    maxTextureSize: 0,
    bytes,
  };
  for (const scene of root.listScenes())
    scene.traverse((node) => {
      const mesh = node.getMesh();
      if (!mesh) return;
      const count = instancesOf(node);
      if (node.getExtension(INSTANCING)) {
        f.instancedBatches++;
        f.instances += count;
      }
      for (const prim of mesh.listPrimitives()) {
        f.drawCalls++;
        f.triangles += primTriangles(prim) * count;
        f.vertices += (prim.getAttribute('POSITION')?.getCount() ?? 0) * count;
      }
    });
  for (const tex of root.listTextures()) {
    const image = tex.getImage();
    const size = image ? ImageUtils.getSize(image, tex.getMimeType()) : null;
    if (!size) continue;
    // RGBA8 plus a full mip chain (4/3).
    f.textureBytes += Math.round((size[0] * size[1] * 4 * 4) / 3);
    f.maxTextureSize = Math.max(f.maxTextureSize, size[0], size[1]);
  }
  return f;
}

/** Fingerprint of a mesh: all its primitives' positions in the mesh's own space. */
function meshFingerprint(node: Node): { fingerprint: string; triangles: number } | undefined {
  const mesh = node.getMesh();
  if (!mesh) return undefined;
  const positions: number[] = [];
  let triangles = 0;
  for (const prim of mesh.listPrimitives()) {
    const pos = prim.getAttribute('POSITION');
    triangles += primTriangles(prim);
    if (!pos) continue;
    const el: number[] = [];
    for (let i = 0; i < pos.getCount(); i++) positions.push(...pos.getElement(i, el));
  }
  return { fingerprint: geometryFingerprint({ positions, triangles }), triangles };
}

/**
 * Lists the nodes with the paths module references bind to, and writes each path into the node's
 * extras (`tcPath`) so the path survives preparation and reaches the browser (three.js copies extras
 * into userData). A name repeated among siblings gets `#2`, `#3`…; an unnamed node is `node`.
 */
export function listNodes(doc: Document): ModelNodeInfo[] {
  const out: ModelNodeInfo[] = [];
  const visit = (nodes: Node[], prefix: string, depth: number) => {
    const seen = new Map<string, number>();
    for (const node of nodes) {
      const base = (node.getName() || 'node').replace(/\//g, '_');
      const k = (seen.get(base) ?? 0) + 1;
      seen.set(base, k);
      const name = k === 1 ? base : `${base}#${k}`;
      const path = prefix ? `${prefix}/${name}` : name;
      node.setExtras({ ...node.getExtras(), tcPath: path });
      out.push({ path, name: node.getName() || 'node', depth, ...meshFingerprint(node) });
      visit(node.listChildren(), path, depth + 1);
    }
  };
  for (const scene of doc.getRoot().listScenes()) visit(scene.listChildren(), '', 0);
  return out;
}
