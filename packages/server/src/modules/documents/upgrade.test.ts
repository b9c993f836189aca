import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SCHEMA_VERSION_FIELD, type DocNode } from '@twincanvas/model';
import { projectNodes, projectVersions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { folderProject, member, okPoster, type Who } from '../../test/workspace.js';
import { viewShare } from '../shares/testkit.js';

/**
 * Projects saved in an older shape (docs/reference.md#shape-versions): a page whose background colour
 * sits on the background object itself, as version-1 documents kept it. Every way the document is read
 * answers the current shape; a save writes the upgraded row.
 */

const OLD_BACKGROUND = {
  colorType: 1,
  solidColor: '#123456FF',
  gradientColor: { angle: 0, colors: [] },
  backgroundColorOpacity: 0.8,
};
const UPGRADED = {
  backgroundColorOpacity: 0.8,
  backgroundColor: { colorType: 1, solidColor: '#123456FF', gradientColor: { angle: 0, colors: [] } },
};

let t: TestApp;
let who: Who;
let data: ReturnType<typeof okPoster>;

beforeAll(async () => {
  t = await createTestApp();
  who = await member(t);
  data = okPoster(t, who);
});
afterAll(() => t.close());

const pageOf = (doc: DocNode) => ((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!;

/** The page row as an older version of the product stored it. */
async function storeOldShape(projectId: string, pageId: string): Promise<void> {
  const [row] = await t.database.db
    .select({ body: projectNodes.body })
    .from(projectNodes)
    .where(and(eq(projectNodes.projectId, projectId), eq(projectNodes.nodeId, pageId)));
  const body = oldShapePage(row!.body);
  await t.database.db
    .update(projectNodes)
    .set({ body })
    .where(and(eq(projectNodes.projectId, projectId), eq(projectNodes.nodeId, pageId)));
}

/** A page body as version 1 wrote it: the old background and no version field. */
function oldShapePage(page: DocNode): DocNode {
  const old: DocNode = { ...page, background: OLD_BACKGROUND };
  delete old[SCHEMA_VERSION_FIELD];
  return old;
}

async function storedPage(projectId: string, pageId: string): Promise<DocNode> {
  const [row] = await t.database.db
    .select({ body: projectNodes.body })
    .from(projectNodes)
    .where(and(eq(projectNodes.projectId, projectId), eq(projectNodes.nodeId, pageId)));
  return row!.body;
}

describe('documents stored in an older shape', () => {
  it('the editor, a share and an edit all meet the current shape; the edit stores it', async () => {
    const p = await folderProject(data, '旧形状');
    await storeOldShape(p.id, p.pageId);

    const doc = (await data('/project/detail/v2/query', { projectId: p.id })) as DocNode;
    expect(pageOf(doc).background).toEqual(UPGRADED);
    expect(pageOf(doc)[SCHEMA_VERSION_FIELD]).toBe(2);
    // Reading does not write: the row keeps its old shape until something changes it.
    expect((await storedPage(p.id, p.pageId)).background).toEqual(OLD_BACKGROUND);

    const published = await t.call({
      method: 'PUT',
      url: '/api/project/share/v2',
      token: who.token,
      group: who.groupId,
      payload: { projectId: p.id },
    });
    const sid = published.body.data.shareId as string;
    const { res } = await viewShare(t, sid);
    expect(pageOf(res.body.data.document as DocNode).background).toEqual(UPGRADED);

    // An edit made on the upgraded shape lands on the upgraded row.
    const saved = await data('/project/detail/v2/save', {
      projectId: p.id,
      baseRevision: doc.revision,
      opts: [
        {
          command: 'update',
          path: `${p.pageId}.background.backgroundColor.solidColor`,
          records: { oldValue: '#123456FF', newValue: '#654321FF' },
        },
      ],
    });
    expect(saved).toMatchObject({ subCode: 0 });
    const row = await storedPage(p.id, p.pageId);
    expect(row[SCHEMA_VERSION_FIELD]).toBe(2);
    expect(row.background).toEqual({
      ...UPGRADED,
      backgroundColor: { ...UPGRADED.backgroundColor, solidColor: '#654321FF' },
    });
  });

  it('a project file exported in the old shape imports in the current one', async () => {
    const p = await folderProject(data, '旧文件');
    const doc = (await data('/project/detail/v2/query', { projectId: p.id })) as DocNode;
    const page = oldShapePage(pageOf(doc));
    const scene = { ...(doc.projectScenesList as DocNode[])[0]!, projectPageList: [page] };
    const file = {
      format: 'twincanvas-project',
      version: 1,
      document: { ...doc, projectScenesList: [scene] },
    };
    const made = await data('/project/detail/v2/import', { file });
    const copy = (await data('/project/detail/v2/query', { projectId: made.projectId })) as DocNode;
    expect(pageOf(copy).background).toEqual(UPGRADED);
    expect((await storedPage(made.projectId as string, pageOf(copy)._id as string)).background).toEqual(
      UPGRADED,
    );
  });

  it('restoring a named version kept in the old shape writes the current one', async () => {
    const p = await folderProject(data, '旧版本');
    const v = (await data('/project/versions/create', { projectId: p.id, name: '旧' })) as {
      versionId: string;
    };
    const [kept] = await t.database.db
      .select({ document: projectVersions.document })
      .from(projectVersions)
      .where(eq(projectVersions.id, v.versionId));
    const old = kept!.document;
    const page = oldShapePage(pageOf(old));
    const scene = { ...(old.projectScenesList as DocNode[])[0]!, projectPageList: [page] };
    await t.database.db
      .update(projectVersions)
      .set({ document: { ...old, projectScenesList: [scene] } })
      .where(eq(projectVersions.id, v.versionId));

    await data('/project/versions/restore', { projectId: p.id, versionId: v.versionId });
    const doc = (await data('/project/detail/v2/query', { projectId: p.id })) as DocNode;
    expect(pageOf(doc).background).toEqual(UPGRADED);
    expect((await storedPage(p.id, p.pageId)).background).toEqual(UPGRADED);
  });
});
