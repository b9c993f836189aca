import { expect, type Page } from '@playwright/test';
import { addOps, newProject, pageNode, saveOps, type Rect } from './projects';

/** Projects and measurements shared by the viewer specs (viewer-modes, viewer-runtime). */
export const bars = (id: string, r: Rect, extra: object = {}) => ({
  _id: id,
  componentType: '13001',
  componentName: id,
  componentRect: r,
  chartModel: {
    data: [1, 2].map((n) => ({
      pageId: `p${n}`,
      pageName: `p${n}`,
      Title: `Sales ${n}`,
      Unit: '',
      Dimension: { Name: 'month' },
      Group: [{ Name: 'sales', Content: [3, 5, 2, 6].map((Y, i) => ({ X: `M${i + 1}`, Y: Y * n })) }],
    })),
    chartDataInit: 0,
  },
  ...extra,
});
export interface Made {
  flag: string;
  projectId: string;
  sceneId: string;
  pageIds: string[];
}

/**
 * A project whose first scene holds `pages` (the first fills the existing page, the rest are added), an
 * optional second scene, and components of the system scene.
 */
export async function makeProject(
  page: Page,
  name: string,
  pages: object[][],
  opts: {
    system?: (pageIds: string[]) => object[];
    scene2?: { id: string; pages: { id: string; components: object[] }[] };
  } = {},
): Promise<Made> {
  const made = await newProject(page, name);
  const first = made.pageId;
  const pageIds = [first, ...pages.slice(1).map((_, i) => `Dmodes${i + 2}page${Date.now().toString(36)}`)];
  const ops = [
    ...addOps(`${first}.projectTwoComponentList`, pages[0] ?? []),
    ...addOps(
      `${made.sceneId}.projectPageList`,
      pages.slice(1).map((cs, i) => pageNode(pageIds[i + 1]!, `第${i + 2}页`, i + 2, cs)),
      1,
    ),
    ...addOps(`${made.doc.systemScenes[0]!._id}.projectTwoComponentList`, opts.system?.(pageIds) ?? []),
    // New projects save the system scene hidden; one that carries components is shown over the pages.
    ...(opts.system
      ? [
          {
            command: 'update',
            path: `${made.doc.systemScenes[0]!._id}.isShow`,
            records: { oldValue: false, newValue: true },
          },
        ]
      : []),
    ...(opts.scene2
      ? addOps(
          `${made.doc._id}.projectScenesList`,
          [
            {
              _id: opts.scene2.id,
              scenesName: '第二场景',
              scenesOrder: 2,
              isShow: true,
              projectPageList: opts.scene2.pages.map((p, i) =>
                pageNode(p.id, `S2-${i + 1}`, i + 1, p.components),
              ),
            },
          ],
          1,
        )
      : []),
  ];
  const saved = await saveOps(page, made, ops);
  expect(saved.subCode).toBe(0);
  return { flag: made.projectFlag, projectId: made.projectId, sceneId: made.sceneId, pageIds };
}

/** The stage as laid out: its box on screen, its computed transform, and how the viewer scrolls. */
export async function measure(page: Page) {
  return page.evaluate(() => {
    const stage = document.querySelector<HTMLElement>('[data-testid="viewer-stage"]')!;
    const root = document.querySelector<HTMLElement>('[data-testid="viewer"]')!;
    const r = stage.getBoundingClientRect();
    const m = new DOMMatrixReadOnly(getComputedStyle(stage).transform);
    root.scrollTo(1e6, 1e6);
    const scrolled = { x: root.scrollLeft, y: root.scrollTop };
    const end = stage.getBoundingClientRect();
    root.scrollTo(0, 0);
    return {
      x: r.left,
      y: r.top,
      width: r.width,
      height: r.height,
      scaleX: m.a,
      scaleY: m.d,
      overflow: getComputedStyle(root).overflow,
      view: { width: root.clientWidth, height: root.clientHeight },
      scrolled,
      end: { right: end.right, bottom: end.bottom },
      level: Number(stage.dataset.renderLevel),
    };
  });
}

export type Measured = Awaited<ReturnType<typeof measure>>;

/** Brings the toolbar back (it hides after three quiet seconds): the pointer comes near its corner. */
export async function wake(page: Page) {
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.mouse.move(size.width - 40, 30);
  await expect(page.getByTestId('viewer-toolbar')).toHaveAttribute('data-shown', 'true');
}

export const near = (actual: number, expected: number, what: string) =>
  expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThan(1.5);
