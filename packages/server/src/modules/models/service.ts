import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import type { PreparedModel } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import type { FileStorage } from '../../storage/index.js';
import {
  fileUrlOf,
  type UploadCtx,
  UPLOAD_MSG,
  FILE_TYPES,
  contentMatches,
  extractZip,
  ZipRefused,
  type ZipEntryOut,
} from '../uploads/index.js';
import type { ModelInput, PreparedFiles } from './prepare.js';
import { MODEL_MSG } from './texts.js';

/** The uploaded file as a model: a glb, a gltf (self-contained), or a zip holding one gltf or glb. */
export async function readUploadedModel(
  storage: FileStorage,
  tempFile: string,
  ext: string,
): Promise<ModelInput> {
  if (ext === 'glb' || ext === 'gltf') {
    const bytes = await readFile(tempFile);
    if (!contentMatches(FILE_TYPES.get(ext)!, bytes.subarray(0, 4100))) throw badRequest(MODEL_MSG.corrupt);
    return ext === 'glb' ? { kind: 'glb', bytes } : { kind: 'gltf', json: bytes, resources: new Map() };
  }
  if (ext !== 'zip') throw badRequest(MODEL_MSG.format);
  const written: ZipEntryOut[] = [];
  try {
    try {
      await extractZip(tempFile, () => storage.tempPath(), written);
    } catch (e) {
      if (!(e instanceof ZipRefused)) throw e;
      throw badRequest(
        e.reason === 'unsafe'
          ? UPLOAD_MSG.zipUnsafe
          : e.reason === 'tooBig'
            ? UPLOAD_MSG.zipTooBig
            : UPLOAD_MSG.zipBad,
      );
    }
    // Tools add hidden folders (__MACOSX) and dot files: they are never the model.
    const visible = written.filter((w) => !/(^|\/)(__MACOSX\/|\.)/.test(w.name));
    const gltf = visible.filter((w) => w.name.toLowerCase().endsWith('.gltf'));
    const glb = visible.filter((w) => w.name.toLowerCase().endsWith('.glb'));
    if (gltf.length + glb.length !== 1) throw badRequest(MODEL_MSG.zipContent);
    if (glb.length === 1) return { kind: 'glb', bytes: await readFile(glb[0]!.tempFile) };
    const dir = posix.dirname(gltf[0]!.name);
    const resources = new Map<string, Uint8Array<ArrayBuffer>>();
    for (const w of visible)
      if (w !== gltf[0])
        resources.set(dir === '.' ? w.name : posix.relative(dir, w.name), await readFile(w.tempFile));
    return { kind: 'gltf', json: await readFile(gltf[0]!.tempFile), resources };
  } finally {
    for (const w of written) await storage.discard(w.tempFile);
  }
}

/**
 * Stores the original, the optimised copy and the node list in the folder `dir` and records the three
 * uploads (of the group, or of no group for shipped models); on failure nothing stays behind.
 */
export async function storePreparedModel(
  db: Db,
  storage: FileStorage,
  basePath: string,
  ctx: UploadCtx | null,
  dir: string,
  files: PreparedFiles,
): Promise<PreparedModel> {
  const parts = [
    {
      key: `${dir}/original.glb`,
      data: files.original,
      mime: 'model/gltf-binary',
      kind: 'model',
      name: 'original.glb',
    },
    {
      key: `${dir}/model.glb`,
      data: files.optimised,
      mime: 'model/gltf-binary',
      kind: 'model',
      name: 'model.glb',
    },
    {
      key: `${dir}/nodes.json`,
      data: new TextEncoder().encode(JSON.stringify(files.nodes)),
      mime: 'application/json',
      kind: 'data',
      name: 'nodes.json',
    },
  ];
  const stored: string[] = [];
  try {
    for (const p of parts) {
      await storage.putBuffer(p.key, Buffer.from(p.data.buffer, p.data.byteOffset, p.data.byteLength));
      stored.push(p.key);
    }
    await db
      .insert(uploads)
      .values(
        parts.map((p) => ({
          groupId: ctx?.groupId ?? null,
          userId: ctx?.userId ?? null,
          storageKey: p.key,
          fileName: p.name,
          mime: p.mime,
          size: p.data.byteLength,
          kind: p.kind,
        })),
      )
      // A shipped model written again after its files were lost keeps its upload rows.
      .onConflictDoNothing();
  } catch (e) {
    for (const key of stored) await storage.remove(key).catch(() => undefined);
    throw e;
  }
  const [original, optimised, nodes] = parts.map((p) => fileUrlOf(basePath, p.key)) as [
    string,
    string,
    string,
  ];
  return { originalUrl: original, optimisedUrl: optimised, nodesUrl: nodes, report: files.report };
}
