import type { DocNode } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { DocumentService } from '../documents/index.js';
import { getResource } from '../resources/index.js';
import { MODEL_MSG } from './texts.js';

/**
 * What a 3D page loads between reading the page and starting the engine (docs/reference.md#scenes-3d, docs/reference.md#api): the
 * current modules and styles of the library models its scenes use. The scene keeps a copy of them from
 * the moment the model was chosen; reading them here makes later model-editor edits reach every scene.
 * A model is only answered for a project whose scene uses it, in the project's own group.
 */

/** The engine the web app ships (docs/reference.md#api "engine files": there is nothing to download). */
export const ENGINE_WEB = {
  unityEngineWeb: 'engine3d (three.js r187), bundled with the web app',
  updateTime: '2026-11-24T00:00:00.000Z',
};

export interface SceneThemeDetail {
  resourceId: string;
  modelName: string;
  modelWebUrl: string;
  modelHotFixPath: string;
  modelEditorJson: unknown;
}

interface PreparedBody {
  model?: { originalUrl?: string; optimisedUrl?: string };
  modelEditorJson?: unknown;
  defaultStyleId?: unknown;
}

/** A model's version: when its resource last changed (upload of a new version, model editor save). */
const versionOf = (updatedAt: unknown) => String(new Date(updatedAt as string | Date).getTime());

/** The library model ids the document's scenes load (`projectModel.resourceId`). */
export function sceneModelIds(doc: DocNode): Set<string> {
  const scenes = (doc as { projectScenesList?: { projectModel?: { resourceId?: unknown } }[] })
    .projectScenesList;
  const ids = new Set<string>();
  for (const s of scenes ?? [])
    if (typeof s.projectModel?.resourceId === 'string') ids.add(s.projectModel.resourceId);
  return ids;
}

async function usedModel(db: Db, groupId: string, doc: DocNode, resourceId: string) {
  if (!sceneModelIds(doc).has(resourceId)) throw notFound(MODEL_MSG.notInProject);
  const r = await getResource(db, groupId, resourceId);
  if (r.type !== '9') throw notFound(MODEL_MSG.notInProject);
  return r;
}

/**
 * The scene theme data of one model of a project: its version and, unless the caller already holds that
 * version, its detail (urls, modules and styles).
 */
export async function sceneTheme(
  deps: { db: Db; documents: DocumentService },
  groupId: string,
  project: { projectId?: string; projectFlag?: string },
  resourceId: string,
  knownVersion?: string | number,
): Promise<{ modelVersion: string; resourceSceneDetailList: SceneThemeDetail[] }> {
  const doc = await deps.documents.query(groupId, project);
  const r = await usedModel(deps.db, groupId, doc, resourceId);
  const modelVersion = versionOf(r.updatedAt);
  if (knownVersion !== undefined && String(knownVersion) === modelVersion)
    return { modelVersion, resourceSceneDetailList: [] };
  const body = (r.body ?? {}) as PreparedBody;
  return {
    modelVersion,
    resourceSceneDetailList: [
      {
        resourceId: r.id,
        modelName: r.name,
        modelWebUrl: body.model?.optimisedUrl || r.fileUrl,
        modelHotFixPath: body.model?.originalUrl || r.fileUrl,
        modelEditorJson: body.modelEditorJson ?? null,
      },
    ],
  };
}

/**
 * The theme id of a model (docs/reference.md#api: "data.defaultProperty"): the style a scene shows first, the
 * model editor's first style, `_default` when it has none, with the ids and names of all its styles.
 */
export async function modelThemeId(
  deps: { db: Db; documents: DocumentService },
  groupId: string,
  project: { projectId?: string; projectFlag?: string },
  modelId: string,
) {
  const doc = await deps.documents.query(groupId, project);
  const r = await usedModel(deps.db, groupId, doc, modelId);
  const json = ((r.body ?? {}) as PreparedBody).modelEditorJson as
    { styleList?: { id?: unknown; name?: unknown }[] } | undefined;
  const styles = (json?.styleList ?? [])
    .filter((s) => typeof s.id === 'string' && s.id)
    .map((s) => ({ id: s.id as string, name: typeof s.name === 'string' ? s.name : (s.id as string) }));
  const typeId = styles.find((s) => s.id === '_default')?.id ?? styles[0]?.id ?? '_default';
  return { defaultProperty: { typeId, styleList: styles } };
}
