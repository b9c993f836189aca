import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { register, type Registered } from '../../test/accounts.js';

// The platform's name rules hold on the server, not only in the browser.
let t: TestApp;
let u: Registered;
beforeAll(async () => {
  t = await createTestApp();
  u = await register(t, 'names');
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.call({ method: 'POST', url: `/api${url}`, payload, token: u.token, group: u.groupId });

describe('name rules', () => {
  it('refuses a user name outside the rule with its message', async () => {
    const bad = await post('/userPro/updateUserInfo', { nickName: 'a b#1' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('1-20个字符，支持输入汉字、字母、下划线、小数点和@符号');
    expect((await post('/userPro/updateUserInfo', { nickName: '新名字_a' })).body.code).toBe('0');
  });

  it('gives the user-name message for a 21-character invite nickname', async () => {
    const res = await post('/permission-manage/user-manage/invite-user', {
      account: 'someone_else',
      nickName: 'x'.repeat(21),
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('1-20个字符，支持输入汉字、字母、下划线、小数点和@符号');
  });

  it('applies the folder/project name rules to resource-group names', async () => {
    const spaced = await post('/group-management/add/0', { name: ' 图表组' });
    expect(spaced.status).toBe(400);
    expect(spaced.body.msg).toBe('首尾不能为空格');
    const long = await post('/group-management/add/0', { name: 'a'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toMatch(/100个字符以内/);
    const fits = await post('/group-management/add/0', { name: '图'.repeat(50) });
    expect(fits.body.code).toBe('0');
  });
});
