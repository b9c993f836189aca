// Screenshots of the shipped official cases: `npx tsx e2e/support/case-screenshots.ts [outDir]` (needs a
// build; CASES=key,key for some only). Copies each case into a project and saves its preview as docs/screenshots/case-<key>.png, and
// the same picture at 480×270 as the gallery card's preview, packages/web/public/cases/<key>.png (the
// file each case's `thumbnailUrl` names, cases/official/*.ts).
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { ADMIN, startServer } from './server';

const out = process.argv[2] ?? 'docs/screenshots';
const thumbs = process.argv[3] ?? 'packages/web/public/cases';
// CASES=key,key to redo only some.
const CASES = process.env.CASES?.split(',') ?? ['smart-city', 'factory', 'sales', 'digital-twin-factory'];

/** The part of the engine's test hook (engine3d/index.ts) read here: the model is drawn. */
interface Hook3D {
  last: { stats(): { modelMeshes: number; frames: number } } | null;
}

/** The preview at 480×270, scaled in the page itself (a canvas) so no image library is needed. */
async function thumbnail(page: Page, full: Buffer): Promise<Buffer> {
  const data = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = 480;
    c.height = 270;
    const g = c.getContext('2d')!;
    g.imageSmoothingQuality = 'high';
    g.drawImage(img, 0, 0, 480, 270);
    return c.toDataURL('image/png').slice('data:image/png;base64,'.length);
  }, full.toString('base64'));
  return Buffer.from(data, 'base64');
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    // Software WebGL for the digital-twin case's 3D scene, as in the E2E config.
    '--enable-unsafe-swiftshader',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
  await page.goto(`${server.url}/login`);
  await page.getByLabel(/账号|Account/).fill(ADMIN.account);
  await page.getByLabel(/^密码$|^Password$/).fill(ADMIN.password);
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
  await page.waitForURL(/\/manage$/);
  const s = JSON.parse((await page.evaluate(() => localStorage.getItem('tc-session'))) ?? '{}') as {
    access_token: string;
    groupId: string;
  };
  const headers = { Authorization: `Bearer ${s.access_token}`, 'Current-Group': s.groupId };
  for (const key of CASES) {
    const res = await page.request.post(`${server.url}/api/project/case/v2/copy`, {
      headers,
      data: { caseFlag: `case-official-${key}` },
    });
    const { projectFlag } = ((await res.json()) as { data: { projectFlag: string } }).data;
    await page.goto(`${server.url}/preview/${projectFlag}`);
    await page.locator('canvas').first().waitFor({ timeout: 180_000 });
    if (key === 'digital-twin-factory') {
      await page.waitForFunction(
        () => {
          const s = (window as unknown as { __tc3d?: Hook3D }).__tc3d?.last?.stats();
          return !!s && s.modelMeshes > 0 && s.frames > 0;
        },
        undefined,
        { timeout: 180_000 },
      );
      await page.getByTestId('viewer-3d-progress').waitFor({ state: 'detached', timeout: 180_000 });
    }
    // The charts' entry animations are over by then (a picture to look at, not a test).
    await page.waitForTimeout(2500);
    const full = await page.screenshot({ path: `${out}/case-${key}.png` });
    writeFileSync(`${thumbs}/${key}.png`, await thumbnail(page, full));
    process.stdout.write(`${out}/case-${key}.png ${thumbs}/${key}.png\n`);
  }
} finally {
  await browser.close();
  await server.stop();
}
