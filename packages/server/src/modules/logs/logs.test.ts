import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { csvCell, toCsv } from './csv.js';

let t: TestApp;
let admin: Who;
let post: ReturnType<typeof poster>;
let data: ReturnType<typeof okPoster>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, { nickName: '=cmd|calc' });
  post = poster(t, admin);
  data = okPoster(t, admin);
});
afterAll(() => t.close());

describe('operation log', () => {
  it('records sign-in, create, rename, move, copy, delete and restore with operator, project, type and time', async () => {
    await data('/userFolder/add', { name: '日志夹0' });
    const f = await data('/userFolder/add', { name: '日志夹' });
    const p = await data('/project/v2/create', { folderId: f.id, projectName: '日志项目' });
    await data('/project/v2/rename', { projectId: p.projectId, name: '+SUM(A1)' });
    await data('/project/v2/move', { projectIds: [p.projectId], folderId: f.id });
    await data('/project/v2/copy', { projectId: p.projectId });
    await data('/project/v2/delete', { projectIds: [p.projectId] });
    await data('/recycle-bin/restore', { ids: [p.projectId] });
    const all = await data('/log-record/list', { curPage: 1 });
    const types = all.list.map((r: { type: string }) => r.type);
    expect(all.limit).toBe(9);
    expect(all.list.length).toBe(9);
    expect(all.totalPage).toBe(Math.ceil(all.total / 9));
    const rest = await data('/log-record/list', { curPage: 2 });
    const every = [...types, ...rest.list.map((r: { type: string }) => r.type)];
    for (const type of ['login', 'create', 'rename', 'move', 'copy', 'delete', 'restore'])
      expect(every).toContain(type);
    const renamed = await data('/log-record/list', { type: 'rename' });
    expect(renamed.list[0]).toMatchObject({
      operatorId: admin.userId,
      operatorName: '=cmd|calc',
      projectId: p.projectId,
      projectName: '+SUM(A1)',
      typeName: '重命名',
      createdAt: expect.any(String),
    });
  });

  it('filters by operatorName, projectName and time range', async () => {
    expect((await data('/log-record/list', { projectName: 'SUM' })).total).toBeGreaterThan(0);
    expect((await data('/log-record/list', { operatorName: 'nobody' })).total).toBe(0);
    expect((await data('/log-record/list', { st: Date.now() + 60_000 })).total).toBe(0);
    expect((await data('/log-record/list', { et: '2000-01-01 00:00:00' })).total).toBe(0);
    expect((await post('/log-record/list', { st: 'not a date' })).status).toBe(400);
  });

  it('addLogRecord and logPageRecord record what the browser reports', async () => {
    await data('/log-record/addLogRecord', { type: 'preview', content: 'opened preview' });
    await data('/log-record/logPageRecord', { page: '/manage' });
    expect((await data('/log-record/list', { type: 'preview' })).total).toBe(1);
    expect((await data('/log-record/list', { type: 'page' })).total).toBe(1);
    expect((await post('/log-record/addLogRecord', { type: 'delete' })).status).toBe(400);
  });

  // SECURITY-CASES #41: CSV injection
  it('exports CSV with formula injection neutralised', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/log-record/export',
      headers: { authorization: `Bearer ${admin.token}`, 'current-group': admin.groupId },
      payload: { type: 'rename' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body).toContain("'=cmd|calc");
    expect(res.body).toContain("'+SUM(A1)");
    expect(res.body).not.toMatch(/(^|,)[=+]/m);
  });

  it('exports XLSX whose formula-like names stay text cells', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/log-record/export',
      headers: { authorization: `Bearer ${admin.token}`, 'current-group': admin.groupId },
      payload: { type: 'rename', format: 'xlsx' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets[0]!.getSheetValues()
      .flat()
      .filter((v) => v !== undefined);
    expect(cells).toContain('=cmd|calc');
    expect(cells.every((v) => typeof v === 'string')).toBe(true);
  });

  // SECURITY-CASES #41
  it('csvCell neutralises = + - @ tab and CR, and quotes separators', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', 'plain'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      '"\'\rx"',
      'plain',
    ]);
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(toCsv(['h'], [['x']])).toBe('\uFEFFh\r\nx\r\n');
  });
});

describe('messages and server time', () => {
  it('getMsg answers the caller’s messages with readStatus and haveNewMsg; updateUserRead marks them', async () => {
    const { pushMessage } = await import('../messages/service.js');
    const other = await member(t, { groupId: admin.groupId, codes: [] });
    await pushMessage(t.database.db, {
      userId: admin.userId,
      groupId: admin.groupId,
      title: '通知',
      content: 'x',
    });
    await pushMessage(t.database.db, { userId: other.userId, title: '别人的' });
    const got = await data('/pro-push-manager/getMsg', {});
    expect(got.haveNewMsg).toBe(true);
    expect(got.list).toEqual([expect.objectContaining({ title: '通知', readStatus: 0 })]);
    await data('/pro-push-manager/updateUserRead', { ids: [got.list[0].id] });
    expect((await data('/pro-push-manager/getMsg', {})).haveNewMsg).toBe(false);
    // Another user's message id is not touched.
    const theirs = await okPoster(t, other)('/pro-push-manager/getMsg', {});
    expect((await data('/pro-push-manager/updateUserRead', { ids: [theirs.list[0].id] })).updated).toBe(0);
  });

  it('feedback add, list and updateMsgAlreadyRead', async () => {
    const made = await data('/feedback-msg/add', { content: '建议', contact: 'a@b.c' });
    const list = await data('/feedback-msg/list', {});
    expect(list.list).toEqual([expect.objectContaining({ id: made.id, content: '建议', readStatus: 0 })]);
    await data('/feedback-msg/updateMsgAlreadyRead', {});
    expect((await data('/feedback-msg/list', {})).list[0].readStatus).toBe(1);
    expect((await post('/feedback-msg/add', { content: '  ' })).status).toBe(400);
  });

  it('systime/getTime answers date, time and timestemp without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/systime/getTime' });
    expect(res.body.data).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
      timestemp: expect.any(Number),
    });
  });
});
