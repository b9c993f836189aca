import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { member, okPoster, poster, type Who } from '../../test/workspace.js';
import { machineCodeOf, publicKeyOf, verifyLicence } from '../licence/keys.js';

/**
 * The vendor side: versions, environments, activation records, keys, counts, trial extension, with the
 * deployManage codes, the partner check and tenant scoping.
 */
let t: TestApp;
let sys: Who;
let viewer: Who;
let noDeploy: Who;
let outsider: Who;
const customerCode = machineCodeOf('0a1b2c3d-0000-4000-8000-00000000abcd', { platform: 'linux-x64' });

beforeAll(async () => {
  t = await createTestApp();
  const s = await t.login();
  sys = { token: s.token, groupId: s.groupId, userId: s.userId };
  viewer = await member(t, { groupId: sys.groupId, codes: ['1050105'] });
  noDeploy = await member(t, { groupId: sys.groupId, codes: ['1010105'] });
  outsider = await member(t); // super in a group of their own
});
afterAll(() => t.close());

const version = {
  name: 'private',
  version: 'v3.3.0',
  activationTotal: 2,
  projectTotal: 10,
  remark: '华东区',
};

describe('deployment (vendor side)', () => {
  let versionId = '';
  let recordId = '';

  it('the entrance shows for a partner holding deployManage, not otherwise', async () => {
    const vis = async (w: Who) =>
      (await okPoster(t, w)('/privatization-version-manage/isPrivatizationEntranceVisible')).visible;
    expect(await vis(sys)).toBe(true);
    expect(await vis(viewer)).toBe(true);
    expect(await vis(noDeploy)).toBe(false);
    expect(await vis(outsider)).toBe(false);
    expect((await okPoster(t, outsider)('/privatization-partner/query')).isPartner).toBe(false);
    const env = await okPoster(
      t,
      sys,
    )('/privatization-version-manage-environment/isPrivatizationEntranceVisible');
    expect(env.visible).toBe(true);
  });

  it('calls need the deploy codes (403) and the partner check (403 saying why)', async () => {
    expect((await poster(t, noDeploy)('/privatization-version-manage/queryList')).status).toBe(403);
    expect((await poster(t, viewer)('/privatization-version-manage/add', version)).status).toBe(403);
    const np = await poster(t, outsider)('/privatization-version-manage/queryList');
    expect(np.status).toBe(403);
    expect(np.body.msg).toContain('不是私有化部署合作伙伴');
    // Only the system administrator registers partners.
    expect(
      (await poster(t, outsider)('/privatization-partner/save', { groupId: outsider.groupId })).status,
    ).toBe(403);
  });

  it('versions: add with a clear validation message, list with counts, 9 a page', async () => {
    const bad = await poster(t, sys)('/privatization-version-manage/add', { ...version, version: '3.3' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('version');
    const v = await okPoster(t, sys)('/privatization-version-manage/add', version);
    versionId = v.id;
    expect(v).toMatchObject({
      activationTotalCount: 2,
      activationUsedCount: 0,
      projectTotalCount: 10,
      projectUsedCount: 0,
    });
    for (let i = 0; i < 9; i++)
      await okPoster(t, sys)('/privatization-version-manage/add', { ...version, name: `more-${i}` });
    const page = await okPoster(t, viewer)('/privatization-version-manage/queryList', {});
    expect(page).toMatchObject({ total: 10, pageSize: 9, pageNum: 1 });
    expect(page.list).toHaveLength(9);
    const found = await okPoster(t, sys)('/privatization-version-manage/queryList', { keyword: 'private' });
    expect(found.list.map((x: { id: string }) => x.id)).toEqual([versionId]);
  });

  it('activation records: add uses one activation and its projects; limits say what is left', async () => {
    const add = (b: object) => poster(t, sys)('/privatization-activation-record/add', { versionId, ...b });
    const tooMany = await add({ customer: 'A', seats: 5, projects: 11, days: 30 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toContain('剩余可分配项目数为 10');
    const r = await add({ customer: '某某集团', seats: 5, projects: 6, days: 30 });
    expect(r.body.code).toBe('0');
    recordId = r.body.data.id;
    expect(r.body.data).toMatchObject({
      status: 'pending',
      expired: false,
      daysLeft: 30,
      expiringSoon: true,
    });
    await add({ customer: 'B', seats: 1, projects: 1, days: 400 });
    const third = await add({ customer: 'C', seats: 1, projects: 1, days: 1 });
    expect(third.status).toBe(400);
    expect(third.body.msg).toContain('激活次数已用完');
    const list = await okPoster(t, viewer)('/privatization-activation-record/list', { versionId });
    expect(list.total).toBe(2);
    expect(list.counts).toMatchObject({
      activationTotalCount: 2,
      activationUsedCount: 2,
      projectTotalCount: 10,
      projectUsedCount: 7,
    });
    expect(list.expirationInfo).toEqual({ expired: 0, expiringSoon: 1 });
  });

  it('activation signs a key for the machine code; downloadKey gives the key file', async () => {
    const noCode = await poster(t, sys)('/privatization-activation-record/activation', { id: recordId });
    expect(noCode.status).toBe(400);
    expect(noCode.body.msg).toContain('机器码');
    // The machine code as a customer pastes it: over several lines.
    const act = await okPoster(t, sys)('/privatization-activation-record/activation', {
      id: recordId,
      machineCode: customerCode.replace(/;/g, '\n'),
    });
    expect(act).toMatchObject({ status: 'activated', machineCode: customerCode });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/privatization-activation-record/downloadKey',
      headers: { authorization: `Bearer ${sys.token}`, 'current-group': sys.groupId },
      payload: { id: recordId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="twincanvas-.*\.lic"/);
    const pem = (await okPoster(t, sys)('/privatization-version-manage/publicKey')).publicKey as string;
    const v = verifyLicence(res.body, publicKeyOf(pem), { machineCode: customerCode });
    expect(v.ok && v.claims).toMatchObject({
      edition: 'private',
      version: 'v3.3.0',
      seats: 5,
      projects: 6,
      keyId: recordId,
    });
    const q = await okPoster(t, viewer)('/privatization-activation-record/query', { id: recordId });
    expect(q).toMatchObject({ customer: '某某集团', versionName: 'private', version: 'v3.3.0' });
  });

  it('update and trial extension sign the key again with what the record now says', async () => {
    const before = await okPoster(t, sys)('/privatization-activation-record/query', { id: recordId });
    await okPoster(t, sys)('/privatization-activation-record/update', { id: recordId, seats: 8 });
    const longer = await okPoster(t, sys)('/privatization-activation-record/updateProlongation', {
      id: recordId,
      days: 10,
    });
    expect(Date.parse(longer.expiresAt) - Date.parse(before.expiresAt)).toBe(10 * 86_400_000);
    expect(longer.prolongedTimes).toBe(1);
    const over = await poster(t, sys)('/privatization-activation-record/update', {
      id: recordId,
      projects: 20,
    });
    expect(over.status).toBe(400);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/privatization-activation-record/downloadKey',
      headers: { authorization: `Bearer ${sys.token}`, 'current-group': sys.groupId },
      payload: { id: recordId },
    });
    const pem = (await okPoster(t, sys)('/privatization-version-manage/publicKey')).publicKey as string;
    const v = verifyLicence(file.body, publicKeyOf(pem), { machineCode: customerCode });
    expect(v.ok && v.claims).toMatchObject({ seats: 8, expiresAt: longer.expiresAt });
  });

  it('export gives the versions and counts as CSV', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/privatization-version-manage/export',
      headers: { authorization: `Bearer ${sys.token}`, 'current-group': sys.groupId },
      payload: {},
    });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('name,version,activationTotalCount,activationUsedCount');
    expect(res.body).toContain('private,v3.3.0,2,2,10,7');
  });

  it('environments have their own records and keys', async () => {
    const e = '/privatization-version-manage-environment';
    const r = '/privatization-activation-record-environment';
    expect(await okPoster(t, sys)(`${e}/latestEnvironment`)).toBeNull();
    const env = await okPoster(t, sys)(`${e}/add`, { ...version, name: 'test-env', version: 'v3.3.1' });
    expect((await okPoster(t, sys)(`${e}/latestEnvironment`)).id).toBe(env.id);
    // The version's id is not an environment's.
    expect(
      (await poster(t, sys)(`${r}/add`, { versionId, customer: 'x', seats: 1, projects: 1, days: 5 })).status,
    ).toBe(404);
    const rec = await okPoster(t, sys)(`${r}/add`, {
      customer: '测试',
      seats: 1,
      projects: 1,
      days: 5,
      machineCode: customerCode,
    });
    await okPoster(t, sys)(`${r}/activation`, { id: rec.id });
    const list = await okPoster(t, sys)(`${r}/list`, { versionId: env.id });
    expect(list.list[0]).toMatchObject({ status: 'activated', customer: '测试' });
    await okPoster(t, sys)(`${r}/updateProlongation`, { id: rec.id, days: 3 });
    expect((await okPoster(t, sys)(`${r}/query`, { id: rec.id })).daysLeft).toBe(8);
    // Version records do not list environment ones.
    expect((await poster(t, sys)('/privatization-activation-record/query', { id: rec.id })).status).toBe(404);
  });

  it('another tenant, even once a partner, sees none of these records', async () => {
    await okPoster(t, sys)('/privatization-partner/save', { groupId: outsider.groupId, name: '合作伙伴乙' });
    const o = okPoster(t, outsider);
    expect((await o('/privatization-partner/query')).isPartner).toBe(true);
    expect((await o('/privatization-version-manage/isPrivatizationEntranceVisible')).visible).toBe(true);
    expect((await o('/privatization-version-manage/queryList')).total).toBe(0);
    expect((await o('/privatization-activation-record/list')).total).toBe(0);
    for (const url of ['query', 'activation', 'downloadKey', 'update', 'updateProlongation']) {
      const res = await poster(t, outsider)(`/privatization-activation-record/${url}`, {
        id: recordId,
        days: 1,
      });
      expect(res.status, url).toBe(404);
    }
    const add = await poster(t, outsider)('/privatization-activation-record/add', {
      versionId,
      customer: 'x',
      seats: 1,
      projects: 1,
      days: 1,
    });
    expect(add.status).toBe(404);
  });
});

describe('system settings (sysBaseConfig, user-logo-config)', () => {
  const get = () => t.call({ method: 'GET', url: '/api/sysBaseConfig/queryBaseConfig' });

  it('the public part answers before sign-in, with defaults and the public edition label', async () => {
    const r = await get();
    expect(r.body.data).toMatchObject({
      title: '',
      logoUrl: '',
      defaultLanguage: null,
      uploadMaxMb: 100,
      edition: { edition: 'public', version: 'v3.2.0' },
    });
    expect(r.body.data.dataSourceAllowHosts).toBeUndefined();
  });

  it('only the system administrator reads all and changes them; bad values are refused whole', async () => {
    expect((await poster(t, outsider)('/sysBaseConfig', {})).status).toBe(403);
    const denied = await poster(t, outsider)('/sysBaseConfig/addOrUpdateConfig', { title: '别人的标题' });
    expect(denied.status).toBe(403);
    const bad = await poster(t, sys)('/sysBaseConfig/addOrUpdateConfig', {
      title: '智慧园区',
      uploadMaxMb: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('uploadMaxMb');
    expect((await get()).body.data.title).toBe('');
    const saved = await okPoster(t, sys)('/sysBaseConfig/addOrUpdateConfig', {
      title: '智慧园区',
      defaultLanguage: 'en',
      uploadMaxMb: 20,
      dataSourceAllowHosts: ['10.0.0.0/8', '*.corp'],
    });
    expect(saved).toMatchObject({ title: '智慧园区', defaultLanguage: 'en', uploadMaxMb: 20 });
    expect((await get()).body.data).toMatchObject({ title: '智慧园区', defaultLanguage: 'en' });
    expect((await okPoster(t, sys)('/sysBaseConfig')).dataSourceAllowHosts).toEqual(['10.0.0.0/8', '*.corp']);
    const badHost = await poster(t, sys)('/sysBaseConfig/addOrUpdateConfig', {
      dataSourceAllowHosts: ['a b'],
    });
    expect(badHost.status).toBe(400);
  });

  it('a group sets its own logo and title over the installation’s; other groups keep the installation’s', async () => {
    expect((await poster(t, noDeploy)('/user-logo-config/save', { title: 'x', logoUrl: '' })).status).toBe(
      403,
    );
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    await okPoster(t, outsider)('/user-logo-config/save', { title: '乙方大屏', logoUrl: logo });
    expect(await okPoster(t, outsider)('/user-logo-config')).toMatchObject({
      title: '乙方大屏',
      logoUrl: logo,
    });
    expect(await okPoster(t, noDeploy)('/user-logo-config')).toMatchObject({
      title: '智慧园区',
      logoUrl: '',
    });
    const script = await poster(t, outsider)('/user-logo-config/save', {
      title: '',
      logoUrl: 'javascript:alert(1)',
    });
    expect(script.status).toBe(400);
  });
});

describe('the upload limit of the system settings', () => {
  it('an upload above the administrator’s limit is refused with the spec’s message; below it is stored', async () => {
    const { multipartBody, PNG_1X1 } = await import('../uploads/fixtures.js');
    await okPoster(t, sys)('/sysBaseConfig/addOrUpdateConfig', { uploadMaxMb: 1 });
    const send = (data: Buffer) => {
      const b = multipartBody({ id: 'u1', type: 'image', target: '1' }, { name: 'a.png', data });
      return t.call({
        method: 'POST',
        url: '/api/file/upload',
        token: sys.token,
        group: sys.groupId,
        headers: b.headers,
        payload: b.payload,
      });
    };
    const big = await send(Buffer.concat([PNG_1X1, Buffer.alloc(1.5 * 1024 * 1024)]));
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('上传文件内容不能超过1M！');
    const small = await send(PNG_1X1);
    expect(small.body.code).toBe('0');
  });
});
