import { expect, test, type Locator, type Page } from '@playwright/test';
import pngjs from 'pngjs';
import { createProject } from '../support/projects';
import { itemAction, listOf, openLibrary, stripes } from '../support/library';
import { signIn } from '../support/session';
import { shot } from '../support/shots';

/**
 * The resource library in real Chromium, part one: cropping an image (the stored file really is the
 * cropped size) and editing its thumbnail; every tab of the panel in both languages, uploading and a
 * refused upload.
 */
const { PNG } = pngjs;

test.setTimeout(240_000);
test.use({ navigationTimeout: 60_000, actionTimeout: 30_000 });

/** The stored PNG behind a URL, decoded. */
async function fetchPng(page: Page, url: string) {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return PNG.sync.read(await res.body());
}
const pixel = (png: InstanceType<typeof PNG>, x: number, y: number) => {
  const i = (y * png.width + x) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2]];
};

/** Drags a rectangle on the cropper image, in its displayed pixels. */
async function dragOn(page: Page, target: Locator, from: [number, number], to: [number, number]) {
  // The dialog zooms in when it opens: measure once the image is drawn at its own size and stands still.
  const width = await target.evaluate((el) => el.clientWidth);
  let last = '';
  await expect
    .poll(async () => {
      const b = await target.boundingBox();
      const now = JSON.stringify(b);
      const still = now === last && Math.abs((b?.width ?? 0) - width) < 0.5;
      last = now;
      return still;
    })
    .toBe(true);
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0], box.y + to[1], { steps: 8 });
  await page.mouse.up();
}

test('library: crop an image to its real pixel size, then edit its thumbnail', async ({ page }) => {
  // Unique per attempt: a retry runs on the same server, where the first attempt's upload remains.
  const NAME = `条纹${test.info().retry}${test.info().repeatEachIndex}`;
  await signIn(page);
  const { projectFlag } = await createProject(page, '裁剪项目');
  await openLibrary(page, projectFlag, '4');
  const list = page.getByTestId('library-list-4');
  await page
    .getByTestId('library-file-4')
    .setInputFiles({ name: `${NAME}.png`, mimeType: 'image/png', buffer: stripes(300, 200) });
  const item = list.getByTestId('library-item').filter({ hasText: NAME });
  await expect(item).toBeVisible();
  const [original] = (await listOf(page, '4')).filter((r) => r.name === NAME);

  // Crop 100×60 displayed pixels starting at (50, 40): the image is shown at its own size.
  await itemAction(page, item, /裁剪/);
  const cropper = page.getByTestId('library-cropper').locator('img');
  await expect.poll(() => cropper.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(300);
  expect(await cropper.evaluate((el) => el.clientWidth)).toBe(300);
  await dragOn(page, cropper, [50, 40], [150, 100]);
  await expect(page.getByTestId('cropper-size')).toHaveText('100 × 60 像素');
  await page.getByTestId('cropper-crop').click();
  await expect(page.getByTestId('library-cropper')).toBeHidden();

  const [cropped] = (await listOf(page, '4')).filter((r) => r.id === original!.id);
  expect(cropped!.fileUrl).not.toBe(original!.fileUrl);
  const png = await fetchPng(page, cropped!.fileUrl);
  expect([png.width, png.height]).toEqual([100, 60]);
  // Columns 50-99 of the original were red, 100-149 green.
  expect(pixel(png, 10, 10)).toEqual([255, 0, 0]);
  expect(pixel(png, 90, 50)).toEqual([0, 255, 0]);
  // The uncropped file was nobody's any more: the server removed it.
  expect((await page.request.get(original!.fileUrl)).status()).toBe(404);
  const thumb = item.locator('img.tc-library-thumb');
  await expect(thumb).toHaveAttribute('src', cropped!.fileUrl);

  // Thumbnail: a 50×40 area of the cropped image; the file stays as it is.
  await itemAction(page, item, /裁剪/);
  await expect.poll(() => cropper.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(100);
  await dragOn(page, cropper, [40, 10], [90, 50]);
  await expect(page.getByTestId('cropper-size')).toHaveText('50 × 40 像素');
  await shot(page, 'cropper-zh');
  await page.getByTestId('cropper-thumb').click();
  await expect(page.getByTestId('library-cropper')).toBeHidden();
  const [withThumb] = (await listOf(page, '4')).filter((r) => r.id === original!.id);
  expect(withThumb!.fileUrl).toBe(cropped!.fileUrl);
  expect(withThumb!.thumbnailUrl).toMatch(/^\/api\/file\/.+\.png$/);
  await expect(thumb).toHaveAttribute('src', withThumb!.thumbnailUrl);
  await expect.poll(() => thumb.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(50);
  const t = await fetchPng(page, withThumb!.thumbnailUrl);
  expect([t.width, t.height]).toEqual([50, 40]);
  expect(pixel(t, 5, 5)).toEqual([255, 0, 0]);
  expect(pixel(t, 45, 35)).toEqual([0, 255, 0]);
  expect((await fetchPng(page, cropped!.fileUrl)).width).toBe(100);
});

test('library: every tab fits its column, in Chinese and in English', async ({ page }) => {
  await signIn(page);
  const { projectFlag } = await createProject(page, '截图项目');
  for (const lang of ['zh', 'en'] as const) {
    await page.evaluate((l) => localStorage.setItem('tc-lang', l === 'en' ? 'en' : 'zh-CN'), lang);
    await openLibrary(page, projectFlag, '4');
    const panel = page.getByTestId('library-panel');
    for (const tab of ['4', '0', '1', '2', '5', '9', 'theme']) {
      await page.getByTestId(`library-tab-${tab}`).click();
      // Nothing sticks out sideways: the panel's content is no wider than the panel.
      const overflow = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, `tab ${tab} (${lang})`).toBeLessThanOrEqual(0);
      await shot(panel, `library-${lang}-${tab}`);
    }
    // Uploading: the progress bar shows while the server has not answered; then a refusal, in place.
    await page.getByTestId('library-tab-4').click();
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/file/upload', async (route) => (await held, await route.continue()));
    await page
      .getByTestId('library-file-4')
      .setInputFiles({ name: `wait-${lang}.png`, mimeType: 'image/png', buffer: stripes(20, 20) });
    await expect(page.getByTestId('library-upload-progress')).toBeVisible();
    expect(await panel.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await shot(panel, `library-${lang}-uploading`);
    answer();
    await expect(page.getByTestId('library-item').filter({ hasText: `wait-${lang}` })).toBeVisible();
    await page.unroute('**/api/file/upload');
    await page.getByTestId('library-file-4').setInputFiles({
      name: 'page.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html><script>x</script>'),
    });
    await expect(panel.locator('.tc-library-error')).toBeVisible();
    await shot(panel, `library-${lang}-refused`);
  }
  await page.evaluate(() => localStorage.removeItem('tc-lang'));
});
