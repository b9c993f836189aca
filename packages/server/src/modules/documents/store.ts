import { asc, eq } from 'drizzle-orm';
import {
  CANVAS_DEFAULT_HEIGHT,
  CANVAS_DEFAULT_WIDTH,
  CASE_COPY_DEFAULT,
  RENDER_QUALITY_DEFAULT,
  assembleDocument,
  createDefaultSystemScene,
  flattenDocument,
  newId,
  normalizeDocument,
  upgradeRecords,
  type DocNode,
  type NodeKind,
  type NodeRecord,
} from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { projectNodes } from '../../db/schema/index.js';
import type { Bilingual, Lang } from '../../http/messages.js';

/**
 * Root fields the server owns: they are added to the document when it is read and never stored in the
 * project body, so a save cannot move a project to another folder or group by editing its document.
 */
export const SERVER_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'projectId',
  'folderId',
  'groupId',
  'projectFlag',
  'revision',
]);

/** Rows per INSERT: 8 parameters a row stays far below PostgreSQL's 65,535-parameter limit. */
const INSERT_CHUNK = 1000;

export interface NodeRow {
  projectId: string;
  nodeId: string;
  parentId: string;
  kind: string;
  listField: string;
  position: number;
  body: Record<string, unknown>;
  revision: number;
}

/** The project body without the server-owned fields (they may come in through import or copy). */
export function stripServerFields(body: DocNode): DocNode {
  return Object.fromEntries(Object.entries(body).filter(([k]) => !SERVER_ROOT_FIELDS.has(k)));
}

/** The first scene's and page's names: content, so in the language of the request that creates them. */
export const FIRST_SCENE_NAME: Bilingual = { zh: '场景1', en: 'Scene 1' };
export const FIRST_PAGE_NAME: Bilingual = { zh: '页面1', en: 'Page 1' };

/**
 * A fresh document: one scene with one page, the default system scene, canvas 1920×1080. normalizeDocument
 * adds any child list a node should carry, so the editor's first add finds its list. The scene and page
 * are named in `lang` (the creating request's language), as the editor names the ones it adds.
 */
export function newProjectDocument(
  name: string,
  size: { canvasWidth?: number | undefined; canvasHeight?: number | undefined } = {},
  lang: Lang = 'zh',
): DocNode {
  return normalizeDocument({
    _id: newId('project'),
    projectName: name,
    caseCopy: CASE_COPY_DEFAULT,
    canvasWidth: size.canvasWidth ?? CANVAS_DEFAULT_WIDTH,
    canvasHeight: size.canvasHeight ?? CANVAS_DEFAULT_HEIGHT,
    fonts: [],
    fonts3D: [],
    equalizer: { receipt: [], distribute: [] },
    engine: { on: false, quality: RENDER_QUALITY_DEFAULT },
    projectScenesList: [
      {
        _id: newId('scene'),
        scenesName: FIRST_SCENE_NAME[lang],
        scenesOrder: 1,
        isShow: true,
        projectPageList: [
          {
            _id: newId('page'),
            pageName: FIRST_PAGE_NAME[lang],
            pageOrder: 1,
            maxIndex: 0,
            projectTwoComponentList: [],
            components3D: [],
            projectGisComponent: [],
          },
        ],
      },
    ],
    systemScenes: [createDefaultSystemScene()],
  } as DocNode);
}

/** Node rows of a whole document (the root excluded: it lives in the project row). */
export function documentRows(
  projectId: string,
  doc: DocNode,
  revision: number,
): {
  rootBody: DocNode;
  rows: NodeRow[];
} {
  const [root, ...records] = flattenDocument(doc);
  return {
    rootBody: stripServerFields(root!.body),
    rows: records.map((r) => toRow(projectId, r, revision)),
  };
}

export function toRow(projectId: string, r: NodeRecord, revision: number): NodeRow {
  return {
    projectId,
    nodeId: r.id,
    parentId: r.parentId ?? '',
    kind: r.kind,
    listField: r.listField ?? '',
    position: r.position,
    body: r.body,
    revision,
  };
}

/** Inserts node rows in chunks; answers how many were written. */
export async function insertNodeRows(db: Db, rows: readonly NodeRow[]): Promise<number> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insert(projectNodes).values(rows.slice(i, i + INSERT_CHUNK));
  }
  return rows.length;
}

/**
 * The stored document (without server-owned fields): the root body plus every node row by position, each
 * in the current shape of its kind (docs/reference.md#shape-versions). Rows stay as stored until a save
 * changes them.
 */
export async function loadDocument(db: Db, projectId: string, rootBody: DocNode): Promise<DocNode> {
  const rows = await db
    .select({
      id: projectNodes.nodeId,
      parentId: projectNodes.parentId,
      kind: projectNodes.kind,
      listField: projectNodes.listField,
      position: projectNodes.position,
      body: projectNodes.body,
    })
    .from(projectNodes)
    .where(eq(projectNodes.projectId, projectId))
    .orderBy(asc(projectNodes.position));
  const records: NodeRecord[] = rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    kind: r.kind as NodeKind,
    listField: r.listField,
    position: r.position,
    body: r.body,
  }));
  return assembleDocument(rootBody, upgradeRecords(records));
}
