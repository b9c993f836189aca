import { expect, test } from '@playwright/test';
import { publish, rect, textNode as text } from '../support/projects';
import { shot } from '../support/shots';
import { signIn } from '../support/session';
import { bars, makeProject, measure, near, wake, type Measured } from '../support/viewer';

/**
 * Issue 9 item 3 in a real browser: the five adaptation modes and the share breakpoints, the system
 * scene above every page, full screen and preview links with six-character scene and page ids.
 * (viewer-runtime.spec.ts: no leaks when pages switch, share variables, the unreachable screen.)
 */
test.describe('viewer in a real browser', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('five adaptation modes at a screen that differs from the project size', async ({ page }) => {
    const made = await makeProject(page, '适配模式', [
      [
        text('Ecorner001', '左上 Top left', rect(0, 0, 600, 80)),
        text('Ecorner002', '右下 Bottom right', rect(1320, 1000, 600, 80)),
        bars('Echartmode', rect(560, 240, 800, 500)),
      ],
    ]);
    const canvas = { width: 1920, height: 1080 };
    /** The preview in one mode, once its chart is drawn; the stage as laid out. */
    const openIn = async (scale: string) => {
      await page.goto(`/preview/${made.flag}?scale=${scale}`);
      await expect(page.getByTestId('view-Echartmode').locator('canvas').first()).toBeVisible();
      return measure(page);
    };
    /** fitWidth / fitHeight: that side fills the view, proportions kept; the other scrolls to its end. */
    const fillsOneSide = (m: Measured, side: 'width' | 'height') => {
      const other = side === 'width' ? 'height' : 'width';
      const mode = side === 'width' ? 'fitWidth' : 'fitHeight';
      near(m[side], m.view[side], `${mode} ${side}`);
      const otherScale = side === 'width' ? m.scaleY : m.scaleX;
      near(otherScale * 1000, (m.view[side] / canvas[side]) * 1000, `${mode} keeps proportions`);
      expect(m[other]).toBeGreaterThan(m.view[other]);
      expect(m.scrolled[side === 'width' ? 'x' : 'y']).toBe(0);
      expect(m.scrolled[side === 'width' ? 'y' : 'x']).toBeGreaterThan(0);
      const end = side === 'width' ? m.end.bottom : m.end.right;
      near(end, m.view[other], `${mode} scrolls to the canvas end`);
    };

    // fit: the whole canvas, proportions kept, centred (letterbox), nothing to scroll.
    await page.setViewportSize({ width: 1200, height: 500 });
    let m = await openIn('fit');
    const s = Math.min(m.view.width / canvas.width, m.view.height / canvas.height);
    near(m.scaleX, s, 'fit scaleX');
    near(m.scaleY * 1000, s * 1000, 'fit scaleY');
    near(m.width, canvas.width * s, 'fit width');
    near(m.height, m.view.height, 'fit height fills the short side');
    near(m.x, (m.view.width - m.width) / 2, 'fit centred horizontally');
    expect(m.scrolled).toEqual({ x: 0, y: 0 });
    await shot(page, 'mode-fit');

    // fit width (chosen in the toolbar): the width fills the view, the rest scrolls vertically.
    await page.getByTestId('viewer-scale').selectOption('fitWidth');
    await expect(page.getByTestId('viewer')).toHaveClass(/tc-viewer-fitWidth/);
    fillsOneSide(await measure(page), 'width');
    await shot(page, 'mode-fitWidth');
    // The choice is remembered for the next visit.
    await page.reload();
    await expect(page.getByTestId('viewer')).toHaveClass(/tc-viewer-fitWidth/);

    // fit height on a narrow screen: the height fills, the rest scrolls horizontally.
    await page.setViewportSize({ width: 800, height: 800 });
    fillsOneSide(await openIn('fitHeight'), 'height');
    await shot(page, 'mode-fitHeight');

    // stretch: both axes fill the view, proportions not kept, nothing to scroll.
    await page.setViewportSize({ width: 1200, height: 500 });
    m = await openIn('stretch');
    near(m.width, m.view.width, 'stretch width');
    near(m.height, m.view.height, 'stretch height');
    near(m.scaleX * 1000, (m.view.width / canvas.width) * 1000, 'stretch scaleX');
    near(m.scaleY * 1000, (m.view.height / canvas.height) * 1000, 'stretch scaleY');
    expect(m.scaleX).not.toBeCloseTo(m.scaleY, 2);
    expect(m.scrolled).toEqual({ x: 0, y: 0 });
    await shot(page, 'mode-stretch');

    // original: 1:1, scrolling both ways on a smaller screen…
    m = await openIn('original');
    expect([m.scaleX, m.scaleY]).toEqual([1, 1]);
    expect([m.width, m.height]).toEqual([canvas.width, canvas.height]);
    expect([m.x, m.y]).toEqual([0, 0]);
    near(m.end.right, m.view.width, 'original scrolls to the right edge');
    near(m.end.bottom, m.view.height, 'original scrolls to the bottom');
    await shot(page, 'mode-original');
    // …and centred without scrolling on a larger one.
    await page.setViewportSize({ width: 2200, height: 1300 });
    // The stage follows the resize a frame later (ResizeObserver).
    await expect.poll(async () => (await measure(page)).x).toBeGreaterThan(0);
    m = await measure(page);
    expect(m.scaleX).toBe(1);
    near(m.x, (m.view.width - canvas.width) / 2, 'original centred horizontally');
    near(m.y, (m.view.height - canvas.height) / 2, 'original centred vertically');
    expect(m.scrolled).toEqual({ x: 0, y: 0 });
  });

  test('share pages step their render level at the 2000/3000/4000 breakpoints', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const made = await makeProject(page, '分享断点', [[bars('Echartbrk1', rect(160, 140, 800, 500))]]);
    const sid = await publish(page, made.projectId);
    for (const [width, level] of [
      [1920, 1],
      [2100, 2],
      [3100, 3],
      [4100, 4],
    ] as const) {
      const guest = await browser.newContext({ viewport: { width, height: Math.round((width * 9) / 16) } });
      const g = await guest.newPage();
      await g.goto(`/share/${sid}`);
      const chart = g.getByTestId('view-Echartbrk1');
      await expect(chart.locator('canvas').first()).toBeVisible();
      const m = await measure(g);
      expect(m.level, `level at ${width}px`).toBe(level);
      near(m.width, width, `fit at ${width}px`);
      // The chart is drawn for the scaled size (pixel for pixel), not blown up from 800 px.
      await expect
        .poll(() =>
          chart
            .locator('canvas')
            .first()
            .evaluate((c: HTMLCanvasElement) => c.width / c.getBoundingClientRect().width),
        )
        .toBeGreaterThan(0.85);
      await guest.close();
    }
  });

  test('the system scene stays above every page while pages switch', async ({ page }) => {
    const cover = (id: string, label: string) =>
      text(id, label, rect(0, 0, 1920, 1080), {
        order: 999,
        backgroundColorData: { colorType: 1, solidColor: '#1E3A8AFF' },
      });
    const made = await makeProject(
      page,
      '系统层',
      [[cover('Ecover0001', 'Page one content')], [cover('Ecover0002', 'Page two content')]],
      {
        system: (pageIds) => [
          text('Esystem001', '系统标题 System title', rect(660, 40, 600, 80), { order: 1 }),
          {
            _id: 'Esysnav001',
            componentType: '4301',
            componentName: 'nav',
            order: 2,
            componentRect: rect(560, 960, 800, 80),
            navModel: {
              items: [
                { name: 'One', pageId: pageIds[0] },
                { name: 'Two', pageId: pageIds[1] },
              ],
            },
          },
        ],
      },
    );

    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/preview/${made.flag}`);
    const onTop = async (expectedPage: string, content: string) => {
      await expect(page.getByTestId('viewer')).toHaveAttribute('data-page', expectedPage);
      await expect(page.getByTestId('viewer-layer-page')).toContainText(content);
      const system = page.getByTestId('view-Esystem001');
      await expect(system).toBeVisible();
      const box = (await system.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) =>
          document.elementFromPoint(x!, y!)?.closest('[data-testid^="view-"]')?.getAttribute('data-testid'),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit, `system component on top of ${content}`).toBe('view-Esystem001');
    };
    await onTop(made.pageIds[0]!, 'Page one content');
    // The system scene's navigation bar switches pages (it is not covered by the page either); the
    // pointer on its way there does not bring the hidden toolbar back over the dashboard.
    const toolbar = page.getByTestId('viewer-toolbar');
    await expect(toolbar).toHaveAttribute('data-shown', 'false');
    await page.getByTestId('view-Esysnav001').getByTestId('nav-item-1').click();
    await expect(toolbar).toHaveAttribute('data-shown', 'false');
    await onTop(made.pageIds[1]!, 'Page two content');
    await shot(page, 'system-scene');
    // The toolbar and the keyboard switch pages too; the system scene stays.
    await wake(page);
    await page.getByTestId('viewer-prev').click();
    await onTop(made.pageIds[0]!, 'Page one content');
    await page.keyboard.press('ArrowRight');
    await onTop(made.pageIds[1]!, 'Page two content');
  });

  test('full screen from the toolbar and the F key, and back', async ({ page }) => {
    const made = await makeProject(page, '全屏', [
      [text('Efull00001', 'Full screen', rect(100, 100, 600, 80))],
    ]);
    await page.goto(`/preview/${made.flag}`);
    await expect(page.getByTestId('view-Efull00001')).toBeVisible();
    const isFull = () => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null);
    const button = page.getByTestId('viewer-fullscreen');
    await expect(button).toHaveText('全屏');

    await wake(page);
    await button.click();
    await expect.poll(isFull).toBe('viewer');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveText('退出全屏');
    await shot(page, 'fullscreen');
    await wake(page);
    await button.click();
    await expect.poll(isFull).toBeNull();
    await expect(button).toHaveAttribute('aria-pressed', 'false');

    await page.keyboard.press('f');
    await expect.poll(isFull).toBe('viewer');
    await page.keyboard.press('f');
    await expect.poll(isFull).toBeNull();
    // A field of the page keeps its keys: typing F into the page picker does not go full screen.
    // A listener added after the viewer's own sees the key once the viewer's has run; full screen is
    // asked for synchronously in that handler, so the count of requests tells whether it reacted.
    await page.evaluate(() => {
      const w = window as unknown as { fKeys: number; fullRequests: number };
      w.fKeys = 0;
      w.fullRequests = 0;
      const request = Element.prototype.requestFullscreen;
      Element.prototype.requestFullscreen = function (this: Element, o?: FullscreenOptions) {
        w.fullRequests += 1;
        return request.call(this, o);
      };
      window.addEventListener('keydown', (e) => {
        if (e.key === 'f') w.fKeys += 1;
      });
    });
    const counts = () =>
      page.evaluate(() => {
        const w = window as unknown as { fKeys: number; fullRequests: number };
        return { keys: w.fKeys, requests: w.fullRequests };
      });
    await page.getByTestId('viewer-page').focus();
    await page.keyboard.press('f');
    await expect.poll(async () => (await counts()).keys).toBe(1);
    expect((await counts()).requests).toBe(0);
    expect(await isFull()).toBeNull();
  });

  test('links carrying six characters of the scene and page ids open that page', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36).slice(-4);
    const scene2 = `Bq${stamp}scene2xyz`;
    const s2p1 = `Dr${stamp}page1xyz`;
    const s2p2 = `Ds${stamp}page2xyz`;
    const made = await makeProject(
      page,
      '页面链接',
      [[text('Elinkp0001', 'Scene one page one', rect(100, 100, 900, 80))]],
      {
        scene2: {
          id: scene2,
          pages: [
            { id: s2p1, components: [text('Elinkp0002', 'Scene two page one', rect(100, 100, 900, 80))] },
            { id: s2p2, components: [text('Elinkp0003', 'Scene two page two', rect(100, 100, 900, 80))] },
          ],
        },
      },
    );
    const viewer = page.getByTestId('viewer');
    await page.goto(`/preview/${made.flag}?scene=${scene2.slice(0, 6)}&page=${s2p2.slice(0, 6)}`);
    await expect(page.getByTestId('view-Elinkp0003')).toContainText('Scene two page two');
    await expect(viewer).toHaveAttribute('data-scene', scene2);
    await expect(viewer).toHaveAttribute('data-page', s2p2);
    // A scene alone lands on its first page; no prefix on the project's first page.
    await page.goto(`/preview/${made.flag}?scene=${scene2.slice(0, 6)}`);
    await expect(page.getByTestId('view-Elinkp0002')).toBeVisible();
    await page.goto(`/preview/${made.flag}`);
    await expect(page.getByTestId('view-Elinkp0001')).toBeVisible();
    // The address follows the page on screen with the same six-character form, so it can be shared.
    await page.getByTestId('viewer-scene').selectOption(scene2);
    await expect(page.getByTestId('view-Elinkp0002')).toBeVisible();
    const q = new URL(page.url()).searchParams;
    expect([q.get('scene'), q.get('page')]).toEqual([scene2.slice(0, 6), s2p1.slice(0, 6)]);

    // The same link form on a share page, in a fresh browser.
    const sid = await publish(page, made.projectId);
    const guest = await browser.newContext();
    const g = await guest.newPage();
    await g.goto(`/share/${sid}?scene=${scene2.slice(0, 6)}&page=${s2p2.slice(0, 6)}`);
    await expect(g.getByTestId('view-Elinkp0003')).toContainText('Scene two page two');
    await guest.close();
  });
});
