import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { multipartBody, PNG_1X1 } from '../uploads/fixtures.js';
import { OFFICIAL_CASES } from './official/index.js';
import { seedOfficialCases } from './seed.js';

let t: TestApp;
let a: Who;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tc-cases-'));
  t = await createTestApp({ dataDir });
  a = await member(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Comp = { componentType?: string; requestSource?: unknown; groupModel?: { groupList: Comp[] } };
const pageComponents = (doc: {
  projectScenesList: { projectPageList: { projectTwoComponentList: Comp[] }[] }[];
}) => doc.projectScenesList[0]!.projectPageList[0]!.projectTwoComponentList;

describe('cases', () => {
  it('ships the official cases, seeded idempotently, built from real component kinds', async () => {
    await seedOfficialCases(t.database.db);
    await seedOfficialCases(t.database.db);
    const ad = okPoster(t, a);
    const list = await ad('/project/case/v2/list', { start: 0, end: 20, rId: 7 });
    expect(list.list.map((c: { caseName: string }) => c.caseName)).toEqual(OFFICIAL_CASES.map((c) => c.name));
    expect(list.rId).toBe(7);
    expect(list.categories).toEqual(expect.arrayContaining(['智慧城市', '工业制造', '商业零售']));
    const countOnly = await ad('/project/case/v2/list', { start: 0, end: 10000 });
    expect(countOnly).toMatchObject({ list: [], caseNum: OFFICIAL_CASES.length });
    for (const c of OFFICIAL_CASES) {
      const types = new Set(pageComponents(c.build() as never).map((x) => Number(x.componentType)));
      expect(types.has(2005)).toBe(true);
      expect([...types].some((x) => x >= 13000 && x < 14000)).toBe(true);
      expect(types.has(2021) || types.has(2022)).toBe(true);
    }
  });

  it('nodes starting together on an empty database seed the cases once, without failing', async () => {
    // Separate pooled sessions on PostgreSQL: without the seed lock a round fails on a unique key.
    for (let round = 0; round < 10; round++) {
      await t.database.db.delete(cases).where(isNotNull(cases.seedKey));
      await Promise.all(Array.from({ length: 8 }, () => seedOfficialCases(t.database.db)));
    }
    const rows = await t.database.db
      .select({ seedKey: cases.seedKey })
      .from(cases)
      .where(isNotNull(cases.seedKey));
    expect(rows).toHaveLength(OFFICIAL_CASES.length);
  });

  it('get (form and JSON) answers the document; getTwinInfoByCaseFlag answers the projectFlag', async () => {
    const form = await t.call({
      method: 'POST',
      url: '/api/project/case/v2/get',
      token: a.token,
      group: a.groupId,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'caseFlag=case-official-sales',
    });
    expect(form.body.code).toBe('0');
    expect(form.body.data.detail.projectScenesList).toHaveLength(1);
    const info = await t.call({
      method: 'GET',
      url: '/api/project/case/v2/getTwinInfoByCaseFlag?caseFlag=case-official-factory',
      token: a.token,
      group: a.groupId,
    });
    expect(info.body.data.projectFlag).toBe('Afactory-case');
  });

  it('publishes a project (count +1, sample data only), copies it back with assets, deletes it', async () => {
    const ad = okPoster(t, a);
    const body = multipartBody({ id: 'x', type: 'image', target: '1' }, { name: 'p.png', data: PNG_1X1 });
    const up = await t.call({
      method: 'POST',
      url: '/api/file/upload',
      token: a.token,
      group: a.groupId,
      ...body,
    });
    const imageUrl: string = up.body.data.fileUrl;
    const p = await ad('/project/v2/create', { projectName: '发布源' });
    const doc = await ad('/project/detail/v2/query', { projectId: p.projectId });
    const pageId = doc.projectScenesList[0].projectPageList[0]._id as string;
    const comp = {
      _id: 'Eimg1',
      componentType: '1007',
      componentName: '图',
      imageModel: { imageUrl },
      requestSource: { type: 'api', url: 'https://secret.example/api', password: 'hunter2' },
    };
    const saved = await ad('/project/detail/v2/save', {
      projectId: p.projectId,
      baseRevision: doc.revision,
      opts: [
        { command: 'add', path: `${pageId}.projectTwoComponentList`, records: { index: 0, value: comp } },
      ],
    });
    expect(saved.subCode).toBe(0);
    const before = (await ad('/project/case/v2/list', { start: 0, end: 10000 })).caseNum;
    const made = await ad('/project/case/v2/publish', { projectId: p.projectId, caseName: '我的案例' });
    expect((await ad('/project/case/v2/list', { start: 0, end: 10000 })).caseNum).toBe(before + 1);
    const got = await ad('/project/case/v2/get', { caseId: made.caseId });
    expect(JSON.stringify(got.detail)).not.toContain('hunter2');
    expect(JSON.stringify(got.detail)).not.toContain('secret.example');

    const copy = await ad('/project/case/v2/copy', { caseId: made.caseId });
    const copied = await ad('/project/detail/v2/query', { projectId: copy.projectId });
    const img = pageComponents(copied)[0] as {
      _id: string;
      imageModel: { imageUrl: string };
      requestSource: unknown;
    };
    expect(img._id).not.toBe('Eimg1');
    expect(img.requestSource).toEqual({ type: 'static', filters: [], filterOn: false });
    expect(img.imageModel.imageUrl).not.toBe(imageUrl);
    expect(img.imageModel.imageUrl).toMatch(/^\/api\/file\/\d{8}\/image\/[0-9a-f]{32}\.png$/);
    const file = await t.app.inject({ method: 'GET', url: img.imageModel.imageUrl });
    expect(file.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(copy.assetsCopied).toBe(1);

    const official = (await ad('/project/case/v2/list', { start: 0, end: 20 })).list.find(
      (c: { official: boolean }) => c.official,
    );
    expect((await poster(t, a)('/project/case/v2/delete', { caseId: official.caseId })).status).toBe(403);
    await ad('/project/case/v2/delete', { caseId: made.caseId });
    expect((await ad('/project/case/v2/list', { start: 0, end: 10000 })).caseNum).toBe(before);
  });

  it('copies an official case into a new project and keeps the industry gallery apart', async () => {
    const ad = okPoster(t, a);
    const copy = await ad('/project/case/v2/copy', { caseFlag: 'case-official-smart-city' });
    const doc = await ad('/project/detail/v2/query', { projectId: copy.projectId });
    expect(doc.projectName).toBe('智慧城市运营中心');
    expect(pageComponents(doc).length).toBeGreaterThan(10);
    const p = await ad('/project/v2/create', { projectName: '行业' });
    await ad('/project/case/v2/industry-publish', { projectId: p.projectId, category: '能源' });
    const industry = await ad('/project/case/v2/industry-list', { start: 0, end: 20, category: '能源' });
    expect(industry.list).toHaveLength(1);
    expect(industry.categories).toEqual(['能源']);
    await ad('/project/case/v2/industry-del', { caseId: industry.list[0].caseId });
    expect((await ad('/project/case/v2/industry-list', { start: 0, end: 10000 })).caseNum).toBe(0);
  });

  it('needs caseView to list and projectCreate to copy', async () => {
    const viewer = await member(t, { groupId: a.groupId, codes: ['1040105'] });
    expect((await poster(t, viewer)('/project/case/v2/list', { start: 0, end: 20 })).status).toBe(200);
    expect(
      (await poster(t, viewer)('/project/case/v2/copy', { caseFlag: 'case-official-sales' })).status,
    ).toBe(403);
    const none = await member(t, { groupId: a.groupId, codes: [] });
    expect((await poster(t, none)('/project/case/v2/list', { start: 0, end: 20 })).status).toBe(403);
  });
});
