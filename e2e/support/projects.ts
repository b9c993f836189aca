import { expect, type Page } from '@playwright/test';
import { pageApi, type Api } from './api';

/**
 * Projects made and read through the API (beside the browser), and the document pieces tests build
 * them from. Every helper works through a signed-in page or through an Api of a server the test runs.
 */
type Via = Page | Api;
const apiOf = (via: Via): Api => (typeof via === 'function' ? via : pageApi(via));

export interface Rect {
  componentLeft: number;
  componentTop: number;
  componentWidth: number;
  componentHeight: number;
  componentRotate?: number;
}

/** A saved component as the tests read it; specs extend it with the models they look into. */
export interface SavedNode {
  _id: string;
  componentName?: string;
  componentType?: string;
  order?: number;
  lock?: boolean;
  show?: boolean;
  componentRect?: Rect;
  groupModel?: { groupList: SavedNode[] };
}
export interface SavedPage<N = SavedNode> {
  _id: string;
  pageName?: string;
  pageOrder?: number;
  projectTwoComponentList: N[];
}
export interface SavedScene<N = SavedNode> {
  _id: string;
  scenesName?: string;
  scenesOrder?: number;
  projectPageList: SavedPage<N>[];
}
export interface SavedDoc<N = SavedNode> {
  _id: string;
  projectId: string;
  revision: number;
  canvasWidth?: number;
  canvasHeight?: number;
  fonts?: { fontRealName: string; fontUrl: string }[];
  projectScenesList: SavedScene<N>[];
  systemScenes: SavedScene<N>[];
}

export interface Made {
  projectFlag: string;
  projectId: string;
}

export const createProject = (via: Via, name: string) =>
  apiOf(via)<Made>('project/v2/create', { projectName: name });

export const queryProject = <N = SavedNode>(via: Via, flag: string) =>
  apiOf(via)<SavedDoc<N>>('project/detail/v2/query', { projectFlag: flag });

/** The saved components of every page of the first scene, page by page. */
export async function savedPages<N = SavedNode>(via: Via, flag: string): Promise<N[][]> {
  const doc = await queryProject<N>(via, flag);
  return (doc.projectScenesList[0]?.projectPageList ?? []).map((p) => p.projectTwoComponentList ?? []);
}

/** The saved components of the first page of the first scene. */
export const firstPageComponents = async <N = SavedNode>(via: Via, flag: string): Promise<N[]> =>
  (await savedPages<N>(via, flag))[0] ?? [];

/** `add` ops putting `values` into the list at `path` (e.g. `${pageId}.projectTwoComponentList`) from `from` on. */
export const addOps = (path: string, values: object[], from = 0) =>
  values.map((value, i) => ({ command: 'add', path, records: { index: from + i, value } }));

/** Saves ops on top of the revision the test read, as the editor does; the answer (subCode 0: applied). */
export const saveOps = (via: Via, project: { projectId: string; revision: number }, opts: object[]) =>
  apiOf(via)<{ subCode: number }>('project/detail/v2/save', {
    projectId: project.projectId,
    baseRevision: project.revision,
    opts,
  });

export interface NewProject extends Made {
  doc: SavedDoc;
  revision: number;
  /** The first scene and its first page, which every new project has. */
  sceneId: string;
  pageId: string;
}

/** A new, empty project and its saved document. */
export async function newProject(via: Via, name: string): Promise<NewProject> {
  const made = await createProject(via, name);
  const doc = await queryProject(via, made.projectFlag);
  const scene = doc.projectScenesList[0]!;
  return { ...made, doc, revision: doc.revision, sceneId: scene._id, pageId: scene.projectPageList[0]!._id };
}

/** A new project whose first page holds `nodes`, saved in one save. */
export async function projectWith(via: Via, name: string, nodes: object[]): Promise<NewProject> {
  const made = await newProject(via, name);
  const saved = await saveOps(via, made, addOps(`${made.pageId}.projectTwoComponentList`, nodes));
  expect(saved.subCode, `${name}: save applied`).toBe(0);
  return made;
}

/** Publishes the project as a share (with a password when given); the share id. */
export async function publish(via: Via, projectId: string, sharePass?: string): Promise<string> {
  const share = await apiOf(via)<{ shareId: string }>(
    'project/share/v2',
    { projectId, ...(sharePass ? { sharePass } : {}) },
    'PUT',
  );
  return share.shareId;
}

export const rect = (left: number, top: number, width: number, height: number): Rect => ({
  componentLeft: left,
  componentTop: top,
  componentWidth: width,
  componentHeight: height,
});

/** A text component showing `content` in white at 40 px. */
export const textNode = (id: string, content: string, r: Rect, extra: object = {}) => ({
  _id: id,
  componentType: '2005',
  componentName: content,
  componentRect: r,
  textModel: { text: content, textStyle: { fontSize: 40, color: '#FFFFFFFF' } },
  ...extra,
});

/** A page to add to a scene's projectPageList, holding `components`. */
export const pageNode = (id: string, name: string, order: number, components: object[]) => ({
  _id: id,
  pageName: name,
  pageOrder: order,
  projectTwoComponentList: components,
  components3D: [],
  projectGisComponent: [],
});
