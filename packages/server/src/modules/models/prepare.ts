import { Logger, NodeIO, type Document, type JSONDocument } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { dedup, instance, meshopt, prune, textureCompress, weld } from '@gltf-transform/functions';
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer';
import { budgetWarnings, MODEL_BUDGET, type ModelBudgetReport, type ModelNodeInfo } from '@twincanvas/model';
import { inspectModel, listNodes } from './inspect.js';

/** Why a model is refused; routes turn the reason into a bilingual message (texts.ts). */
export class ModelRefused extends Error {
  constructor(
    readonly reason: 'corrupt' | 'tooBig' | 'external' | 'unsupported' | 'empty',
    detail = '',
  ) {
    super(detail || reason);
  }
}

/** Beyond these a model is refused, not prepared: no browser draws it and preparing it would stall. */
export const MODEL_HARD_LIMITS = { triangles: 20_000_000, nodes: 200_000 };

/** The model as uploaded: one glb, or a glTF JSON with the files it names (from a zip). */
export type ModelInput =
  | { kind: 'glb'; bytes: Uint8Array }
  | { kind: 'gltf'; json: Uint8Array; resources: ReadonlyMap<string, Uint8Array<ArrayBuffer>> };

let io: NodeIO | undefined;
async function modelIO(): Promise<NodeIO> {
  if (io) return io;
  await Promise.all([MeshoptDecoder.ready, MeshoptEncoder.ready]);
  io = new NodeIO()
    .setLogger(new Logger(Logger.Verbosity.WARN))
    .registerExtensions(ALL_EXTENSIONS)
    .registerDependencies({ 'meshopt.decoder': MeshoptDecoder, 'meshopt.encoder': MeshoptEncoder });
  return io;
}

/** A glTF URI as the key of a zip entry: relative, no query, percent-decoded. */
const uriKey = (uri: string) => {
  try {
    return decodeURIComponent(uri.split(/[?#]/)[0]!).replace(/^\.\//, '');
  } catch {
    return uri;
  }
};

export async function readModel(input: ModelInput): Promise<Document> {
  const io = await modelIO();
  try {
    if (input.kind === 'glb') return await io.readBinary(input.bytes);
    let json: JSONDocument['json'];
    try {
      json = JSON.parse(Buffer.from(input.json).toString('utf8')) as JSONDocument['json'];
    } catch {
      throw new ModelRefused('corrupt');
    }
    const resources: Record<string, Uint8Array<ArrayBuffer>> = {};
    for (const r of [...(json.buffers ?? []), ...(json.images ?? [])]) {
      if (!r.uri || r.uri.startsWith('data:')) continue;
      // Nothing is fetched: a model naming a web address or a file it did not bring is refused.
      const bytes = /^[a-z][a-z0-9+.-]*:/i.test(r.uri) ? undefined : input.resources.get(uriKey(r.uri));
      if (!bytes) throw new ModelRefused('external', r.uri);
      resources[r.uri] = bytes;
    }
    return await io.readJSON({ json, resources });
  } catch (e) {
    if (e instanceof ModelRefused) throw e;
    const msg = e instanceof Error ? e.message : String(e);
    throw new ModelRefused(/extension|dependency|draco/i.test(msg) ? 'unsupported' : 'corrupt', msg);
  }
}

export interface PreparedFiles {
  original: Uint8Array;
  optimised: Uint8Array;
  nodes: ModelNodeInfo[];
  report: ModelBudgetReport;
}

/**
 * Inspects a model and makes the optimised copy the scenes load: linked duplicates (dedup), repeated
 * meshes drawn as one GPU-instanced batch (each batch keeps the node paths of its instances in
 * extras.tcInstancePaths, in instance order), welded and pruned geometry, textures capped in size and
 * meshopt-compressed geometry (the browser decodes it with meshoptimizer's decoder).
 */
export async function prepareModel(input: ModelInput): Promise<PreparedFiles> {
  const io = await modelIO();
  const doc = await readModel(input);
  doc.setLogger(new Logger(Logger.Verbosity.WARN));
  const root = doc.getRoot();
  if (root.listMeshes().length === 0) throw new ModelRefused('empty');
  const original = input.kind === 'glb' ? input.bytes : await io.writeBinary(doc);
  const nodes = listNodes(doc);
  const before = inspectModel(doc, input.kind === 'glb' ? input.bytes.byteLength : original.byteLength);
  if (before.triangles > MODEL_HARD_LIMITS.triangles || before.nodes > MODEL_HARD_LIMITS.nodes)
    throw new ModelRefused('tooBig');

  const steps = ['dedup'];
  await doc.transform(dedup());
  const pathsOfMesh = new Map<unknown, string[]>();
  for (const scene of root.listScenes())
    scene.traverse((node) => {
      const mesh = node.getMesh();
      const path = node.getExtras().tcPath;
      if (mesh && typeof path === 'string') pathsOfMesh.set(mesh, [...(pathsOfMesh.get(mesh) ?? []), path]);
    });
  await doc.transform(instance({ min: 3 }));
  for (const node of root.listNodes()) {
    const mesh = node.getMesh();
    if (!mesh || !node.getExtension('EXT_mesh_gpu_instancing')) continue;
    const paths = pathsOfMesh.get(mesh);
    if (paths) node.setName(mesh.getName() || 'instances').setExtras({ tcInstancePaths: paths });
  }
  steps.push('instance', 'weld', 'prune');
  await doc.transform(weld(), prune({ keepExtras: true }));

  let texturesKept = 0;
  const big = root.listTextures().filter((t) => {
    const size = t.getSize();
    return size !== null && Math.max(size[0], size[1]) > MODEL_BUDGET.textureSize;
  });
  if (big.length > 0) {
    try {
      const cap = MODEL_BUDGET.textureSize;
      await doc.transform(textureCompress({ resize: [cap, cap], pattern: /.*/ }));
      steps.push('textures');
    } catch {
      // An image format we cannot decode here stays as it is; the report says so.
      texturesKept = big.length;
    }
  }
  await doc.transform(meshopt({ encoder: MeshoptEncoder, level: 'medium' }));
  steps.push('meshopt');
  const optimised = await io.writeBinary(doc);
  const after = inspectModel(doc, optimised.byteLength);
  return {
    original,
    optimised,
    nodes,
    report: { version: 1, before, after, steps, warnings: budgetWarnings(after, texturesKept) },
  };
}
