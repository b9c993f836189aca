/**
 * The performance budget of a 3D model: what the server measured at upload before and after preparing
 * it (docs/3d.md, "Models"). One shape for the server that writes it and the web app that shows it.
 */
export interface ModelFigures {
  /** Triangles drawn, counting every instance. */
  triangles: number;
  vertices: number;
  /** glTF meshes (a mesh shared by several nodes counts once). */
  meshes: number;
  nodes: number;
  materials: number;
  textures: number;
  /** Draw calls a renderer needs: one per primitive of each node, one per primitive of an instanced batch. */
  drawCalls: number;
  /** Instanced batches (EXT_mesh_gpu_instancing) and the instances they draw. */
  instancedBatches: number;
  instances: number;
  /** GPU memory of the decoded textures (RGBA8 with mipmaps). */
  textureBytes: number;
  /** Largest texture side, in pixels. */
  maxTextureSize: number;
  /** Size of the file as stored (the glb). */
  bytes: number;
}

export type ModelWarningCode =
  'triangles' | 'drawCalls' | 'textureBytes' | 'textureSize' | 'bytes' | 'texturesKept';

export interface ModelWarning {
  code: ModelWarningCode;
  /** The measured value after preparation and the recommended limit it passes. */
  value: number;
  limit: number;
}

export interface ModelBudgetReport {
  version: 1;
  before: ModelFigures;
  after: ModelFigures;
  /** Preparation steps applied, in order (dedup, instance, weld, prune, textures, meshopt). */
  steps: string[];
  warnings: ModelWarning[];
}

/**
 * Recommended limits of one model in a scene (the scene composers we compare with document about 1 M
 * triangles and a few hundred objects per scene; texture memory is what weak GPUs run out of first).
 */
export const MODEL_BUDGET = {
  triangles: 1_000_000,
  drawCalls: 200,
  textureBytes: 256 * 1024 * 1024,
  /** Textures larger than this side are scaled down at upload. */
  textureSize: 2048,
  bytes: 50 * 1024 * 1024,
} as const;

/** Warnings of prepared figures past the recommended limits. */
export function budgetWarnings(after: ModelFigures, texturesKept = 0): ModelWarning[] {
  const out: ModelWarning[] = [];
  const check = (code: ModelWarningCode, value: number, limit: number) => {
    if (value > limit) out.push({ code, value, limit });
  };
  check('triangles', after.triangles, MODEL_BUDGET.triangles);
  check('drawCalls', after.drawCalls, MODEL_BUDGET.drawCalls);
  check('textureBytes', after.textureBytes, MODEL_BUDGET.textureBytes);
  check('textureSize', after.maxTextureSize, MODEL_BUDGET.textureSize);
  check('bytes', after.bytes, MODEL_BUDGET.bytes);
  if (texturesKept > 0) out.push({ code: 'texturesKept', value: texturesKept, limit: 0 });
  return out;
}

/** One node of a model as the model editor lists it; `path` is what module references bind to. */
export interface ModelNodeInfo {
  /** Names from the scene root joined by '/', each name made unique among its siblings (`name#2`). */
  path: string;
  name: string;
  depth: number;
  /** Geometry fingerprint of the node's mesh (see fingerprint.ts); absent for nodes without a mesh. */
  fingerprint?: string;
  triangles?: number;
}

/** What a prepared model resource carries in its body (`body.model`). */
export interface PreparedModel {
  /** The file as uploaded (a glb; a gltf or zip upload is packed into one). */
  originalUrl: string;
  /** The optimised copy the scenes load. */
  optimisedUrl: string;
  /** JSON list of ModelNodeInfo (kept out of the body: big models have thousands of nodes). */
  nodesUrl: string;
  report: ModelBudgetReport;
}

/** The file URLs a model resource's body names besides its fileUrl (released with the resource). */
export function preparedModelUrls(body: Record<string, unknown> | null | undefined): string[] {
  const m = body?.model as Partial<PreparedModel> | undefined;
  return m ? [m.originalUrl, m.nodesUrl].filter((u): u is string => typeof u === 'string' && u !== '') : [];
}
