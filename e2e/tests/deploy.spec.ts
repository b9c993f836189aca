import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { post, serverApi, sessionHeaders, type Api } from '../support/api';
import { ADMIN, startServer } from '../support/server';
import { signIn } from '../support/session';
import { dialogOk } from '../support/dialogs';

/**
 * Private deployment, end to end: on the vendor's server (the suite's, public edition) the deployment
 * screen makes a version and an activation record for a customer server's machine code and downloads the
 * key; the customer server (private edition, started here with the vendor's public key) installs it and
 * opens a project; a key that runs out shows the blocked page there instead of the project.
 */
const settle = { timeout: 60_000 };

/** A browser session on another server, signed in through the API (the private sign-in has a captcha). */
async function sessionOn(page: Page, url: string): Promise<Api> {
  const res = await fetch(`${url}/api/userPro/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: ADMIN.account, password: ADMIN.password }),
  });
  const d = (
    (await res.json()) as {
      data: { access_token: string; refresh_token: string; user: { groups: { groupId: string }[] } };
    }
  ).data;
  const groupId = d.user.groups[0]!.groupId;
  const session = { ...d, groupId, expiresAt: Date.now() + 86_400_000 };
  await page.goto(`${url}/404`);
  await page.evaluate((s) => localStorage.setItem('tc-session', s), JSON.stringify(session));
  return serverApi(url, { authorization: `Bearer ${d.access_token}`, 'current-group': groupId });
}

test('vendor issues a key on the deployment screen; the private server runs with it and blocks once it expires', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const { publicKey } = await post<{ publicKey: string }>(page, 'privatization-version-manage/publicKey', {});
  const customer = await startServer({ EDITION: 'private', LICENCE_PUBLIC_KEY: publicKey });
  const cust = await browser.newPage();
  try {
    const api = await sessionOn(cust, customer.url);
    const { machineCode } = await api<{ machineCode: string }>('verification/generateMachineCode', {});

    // Vendor: the deployment screen (the admin's group passes the partner check).
    await page.goto('/deploy');
    await page.getByTestId('deploy-add-version').click();
    await page.getByTestId('deploy-version-name').fill(`private-${Date.now().toString(36)}`);
    await page.getByTestId('deploy-version-ok').click();
    await expect(page.getByTestId('deploy-records')).toBeVisible(settle);
    await page.getByTestId('deploy-add-record').click();
    await page.getByTestId('deploy-customer').fill('某某集团');
    await page.getByTestId('deploy-machine-code').fill(machineCode.replace(/;/g, '\n'));
    await page.getByTestId('deploy-record-ok').click();
    await expect(page.getByTestId('deploy-counts')).toContainText('激活 1/10', settle);
    await page.getByTestId('deploy-activate').click();
    await page.getByTestId('deploy-record-ok').click();
    await expect(page.getByTestId('deploy-records').getByText('已激活')).toBeVisible(settle);
    await page.screenshot({ path: 'test-results/deploy-vendor.png' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('deploy-download').click(),
    ]);
    const key = readFileSync((await download.path())!, 'utf8').trim();
    expect(key).toMatch(/^TCL1\./);

    // Customer: nothing opens before a key is installed.
    await cust.goto(`${customer.url}/settings`);
    await expect(cust.getByTestId('licence-main-state')).toHaveAttribute('data-state', 'missing', settle);
    await expect(cust.getByTestId('machine-code')).toContainText(machineCode);
    // Installing the downloaded key through the settings page.
    await cust.getByTestId('licence-key').fill(key);
    await cust.getByTestId('licence-install').click();
    await dialogOk(cust);
    await expect(cust.getByTestId('licence-main-state')).toHaveAttribute('data-state', 'valid', settle);
    await cust.screenshot({ path: 'test-results/deploy-customer-settings.png' });
    const folder = (await api<{ id: string }>('userFolder/add', { name: '园区' })).id;
    const { projectFlag } = await api<{ projectFlag: string }>('project/v2/create', {
      folderId: folder,
      projectName: '园区大屏',
    });
    await cust.goto(`${customer.url}/project/${projectFlag}`);
    await expect(cust.getByTestId('editor')).toBeVisible(settle);

    // A key that runs out in a few seconds (made through the vendor's API), installed, then expiring.
    const vendor = (path: string, data: object) => post<{ id: string }>(page, path, data);
    const versions = await post<{ list: { id: string }[] }>(
      page,
      'privatization-version-manage/queryList',
      {},
    );
    const rec = await vendor('privatization-activation-record/add', {
      versionId: versions.list[0]!.id,
      customer: '短期',
      machineCode,
      seats: 10,
      projects: 10,
      expiresAt: new Date(Date.now() + 15_000).toISOString(),
    });
    await vendor('privatization-activation-record/activation', { id: rec.id });
    const short = await page.request.post('/api/privatization-activation-record/downloadKey', {
      headers: await sessionHeaders(page),
      data: { id: rec.id },
    });
    await api('verification/verify', { key: await short.text() });
    // Wait for the expiry itself: reload until the editor gives way to the blocked page.
    await expect
      .poll(
        async () => {
          await cust.goto(`${customer.url}/project/${projectFlag}`);
          await cust.getByTestId('editor').or(cust.getByTestId('licence-blocked')).waitFor(settle);
          // Either one is on screen now: read which, without waiting for the other.
          const blocked = cust.getByTestId('licence-blocked');
          return (await blocked.isVisible()) ? blocked.getAttribute('data-reason') : 'editor';
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toBe('licenceExpired');
    await expect(cust.getByTestId('licence-blocked')).toContainText('没有任何内容被删除');
    await expect(cust.getByTestId('licence-blocked')).toContainText('nothing was deleted');
    await expect(cust.getByTestId('licence-blocked-code')).toHaveText(machineCode);
    await cust.screenshot({ path: 'test-results/deploy-blocked.png' });
    // Nothing deleted: the project is still listed on the customer server.
    const list = await api<unknown>('project/v2/in/folder/list', { folderId: folder, start: 0, end: 30 });
    expect(JSON.stringify(list)).toContain(projectFlag);
  } finally {
    await cust.close();
    await customer.stop();
  }
});
