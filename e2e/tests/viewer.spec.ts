import { expect, test } from '@playwright/test';
import { post } from '../support/api';
import {
  addOps,
  newProject,
  pageNode,
  projectWith,
  publish,
  rect,
  saveOps,
  textNode as text,
} from '../support/projects';
import { shot } from '../support/shots';
import { signIn } from '../support/session';

/**
 * Issue 9 item 6 on a share link opened in a fresh context: clicking a bar of a chart shows a hidden
 * panel and switches a dynamic panel's page, a timer event cycles the chart's data, a navigation bar
 * switches pages.
 */
const series = (v: number[]) => v.map((Y, i) => ({ X: `M${i + 1}`, Y }));
const chartPage = (name: string, values: number[]) => ({
  pageId: name,
  pageName: name,
  Title: name,
  Unit: '',
  Dimension: { Name: 'month' },
  Group: [{ Name: 'sales', Content: series(values) }],
});

test('chart click, dynamic panel, timer and navigation bar on a password share', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page);
  const made = await newProject(page, '交互大屏');
  const page1 = made.pageId;
  const page2 = 'Dsecond0002';
  const components = [
    {
      _id: 'Echart0001',
      componentType: '13001',
      componentName: 'sales',
      order: 1,
      componentRect: rect(100, 100, 800, 500),
      chartModel: {
        data: [
          chartPage('A', [100, 100, 100, 100]),
          chartPage('B', [50, 60, 70, 80]),
          chartPage('C', [1, 2, 3, 4]),
        ],
        chartDataInit: 0,
      },
      projectInteractionList: [
        {
          eventId: '40101',
          conditions: [],
          actions: {
            elseAction: [
              { type: 'visibility', mode: 'show', targets: ['Epanel0001'], animateDuration: 200 },
              { type: 'dynamicPage', target: 'Gdynamic01', step: '+' },
            ],
          },
        },
      ],
    },
    text('Epanel0001', 'Hidden details', rect(1000, 100, 600, 80), { initStatus: false, order: 2 }),
    {
      _id: 'Gdynamic01',
      componentType: '4901',
      componentName: 'panel',
      order: 3,
      componentRect: rect(1000, 300, 600, 200),
      dynamicModel: {
        loop: false,
        pageList: [
          {
            _id: 'Zdynpage01',
            pageName: 'one',
            pageOrder: 1,
            componentList: [text('Edyntext01', 'Panel page one', rect(0, 0, 600, 80))],
          },
          {
            _id: 'Zdynpage02',
            pageName: 'two',
            pageOrder: 2,
            componentList: [text('Edyntext02', 'Panel page two', rect(0, 0, 600, 80))],
          },
        ],
      },
    },
    text('Etimer0001', 'timer', rect(100, 700, 200, 60), {
      order: 4,
      projectInteractionList: [
        {
          eventId: '40107',
          timerInterval: 700,
          conditions: [],
          actions: { elseAction: [{ type: 'chartPage', target: 'Echart0001', step: '+' }] },
        },
      ],
    }),
    {
      _id: 'Enavbar001',
      componentType: '4301',
      componentName: 'nav',
      order: 5,
      componentRect: rect(100, 900, 800, 80),
      navModel: {
        items: [
          { name: 'Overview', pageId: page1 },
          { name: 'Second page', pageId: page2 },
        ],
      },
    },
  ];
  await saveOps(page, made, [
    ...addOps(`${page1}.projectTwoComponentList`, components),
    ...addOps(
      `${made.sceneId}.projectPageList`,
      [pageNode(page2, '第二页', 2, [text('Esecond001', 'Welcome to page two', rect(100, 100, 900, 80))])],
      1,
    ),
  ]);
  const shareId = await publish(page, made.projectId, 'pa55word');

  const guest = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-US' });
  const g = await guest.newPage();
  await g.goto(`/share/${shareId}`);
  await g.getByTestId('viewer-password-input').fill('not-it');
  await g.getByTestId('viewer-password-submit').click();
  await expect(g.getByTestId('viewer-password-error')).toBeVisible();
  await g.getByTestId('viewer-password-input').fill('pa55word');
  await g.getByTestId('viewer-password-submit').click();

  const chart = g.getByTestId('view-Echart0001');
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(g.getByTestId('view-Epanel0001')).toHaveAttribute('data-visible', 'false');
  await expect(g.getByTestId('dynamic-panel')).toHaveAttribute('data-page', '0');

  // The timer event cycles the chart's data pages.
  await expect(chart).toHaveAttribute('data-chart-page', /^[12]$/);

  // Click a bar: the hidden panel shows and the dynamic panel moves to its next page.
  const box = (await chart.boundingBox())!;
  await g.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.75);
  await expect(g.getByTestId('view-Epanel0001')).toHaveAttribute('data-visible', 'true');
  await expect(g.getByTestId('dynamic-panel')).toHaveAttribute('data-page', '1');
  await expect(g.getByText('Panel page two')).toBeVisible();
  await shot(g, 'viewer-interactions');

  // The navigation bar switches pages.
  await g.getByTestId('view-Enavbar001').getByTestId('nav-item-1').click();
  await expect(g.getByTestId('view-Esecond001')).toContainText('Welcome to page two');
  await expect(g.getByTestId('view-Echart0001')).toHaveCount(0);
  await guest.close();
});

test('case view shows a published case; an unknown case is unreachable', async ({ page }) => {
  await signIn(page);
  const made = await projectWith(page, 'Case source', [
    text('Ecase00001', 'A published case', rect(100, 100, 900, 80)),
  ]);
  const published = await post<{ caseFlag: string }>(page, 'project/case/v2/publish', {
    projectId: made.projectId,
    caseName: 'E2E case',
  });
  await page.goto(`/case?caseFlag=${published.caseFlag}`);
  await expect(page.getByTestId('viewer')).toHaveAttribute('data-mode', 'case');
  await expect(page.getByTestId('view-Ecase00001')).toContainText('A published case');
  // A text that names no font draws in the same sans-serif stack as on the editor's stage, not the
  // browser's serif default (a share page has no UI kit to set one).
  const viewerFont = await page
    .getByTestId('view-Ecase00001')
    .getByText('A published case')
    .evaluate((el) => getComputedStyle(el).fontFamily);
  await page.goto(`/project/${made.projectFlag}`);
  const editorFont = await page
    .locator('[data-id="Ecase00001"]')
    .getByText('A published case')
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(viewerFont).toContain('sans-serif');
  expect(viewerFont).toBe(editorFont);
  await page.goto('/case?caseFlag=case-does-not-exist');
  await expect(page.getByTestId('viewer-unreachable')).toBeVisible();
});
