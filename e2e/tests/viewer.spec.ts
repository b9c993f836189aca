import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * Issue 9 item 6 on a share link opened in a fresh context: clicking a bar of a chart shows a hidden
 * panel and switches a dynamic panel's page, a timer event cycles the chart's data, a navigation bar
 * switches pages.
 */
interface StoredSession {
  access_token: string;
  groupId: string;
}

async function post<T>(page: Page, path: string, data: object, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const raw = await page.evaluate(() => localStorage.getItem('tc-session'));
  const s = JSON.parse(raw ?? '{}') as StoredSession;
  const headers = { Authorization: `Bearer ${s.access_token}`, 'Current-Group': s.groupId };
  const res = await page.request.fetch(`/api/${path}`, { method, headers, data });
  const body = (await res.json()) as { code: string; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe('0');
  return body.data;
}

const rect = (left: number, top: number, width: number, height: number) => ({
  componentLeft: left,
  componentTop: top,
  componentWidth: width,
  componentHeight: height,
});
const text = (id: string, content: string, r: ReturnType<typeof rect>, extra: object = {}) => ({
  _id: id,
  componentType: '2005',
  componentName: content,
  componentRect: r,
  textModel: { text: content, textStyle: { fontSize: 40, color: '#FFFFFFFF' } },
  ...extra,
});
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
  const made = await post<{ projectFlag: string; projectId: string }>(page, 'project/v2/create', {
    projectName: '交互大屏',
  });
  const doc = await post<{
    revision: number;
    projectScenesList: { _id: string; projectPageList: { _id: string }[] }[];
  }>(page, 'project/detail/v2/query', { projectFlag: made.projectFlag });
  const scene = doc.projectScenesList[0]!;
  const page1 = scene.projectPageList[0]!._id;
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
  await post(page, 'project/detail/v2/save', {
    projectId: made.projectId,
    baseRevision: doc.revision,
    opts: [
      ...components.map((value, index) => ({
        command: 'add',
        path: `${page1}.projectTwoComponentList`,
        records: { index, value },
      })),
      {
        command: 'add',
        path: `${scene._id}.projectPageList`,
        records: {
          index: 1,
          value: {
            _id: page2,
            pageName: '第二页',
            pageOrder: 2,
            projectTwoComponentList: [text('Esecond001', 'Welcome to page two', rect(100, 100, 900, 80))],
            components3D: [],
            projectGisComponent: [],
          },
        },
      },
    ],
  });
  const share = await post<{ shareId: string }>(
    page,
    'project/share/v2',
    { projectId: made.projectId, sharePass: 'pa55word' },
    'PUT',
  );

  const guest = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-US' });
  const g = await guest.newPage();
  await g.goto(`/share/${share.shareId}`);
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
  await expect(chart).toHaveAttribute('data-chart-page', /^[12]$/, { timeout: 5000 });

  // Click a bar: the hidden panel shows and the dynamic panel moves to its next page.
  const box = (await chart.boundingBox())!;
  await g.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.75);
  await expect(g.getByTestId('view-Epanel0001')).toHaveAttribute('data-visible', 'true');
  await expect(g.getByTestId('dynamic-panel')).toHaveAttribute('data-page', '1');
  await expect(g.getByText('Panel page two')).toBeVisible();
  await g.screenshot({ path: test.info().outputPath('viewer-interactions.png') });

  // The navigation bar switches pages.
  await g.getByTestId('view-Enavbar001').getByTestId('nav-item-1').click();
  await expect(g.getByTestId('view-Esecond001')).toContainText('Welcome to page two');
  await expect(g.getByTestId('view-Echart0001')).toHaveCount(0);
  await guest.close();
});

test('case view shows a published case; an unknown case is unreachable', async ({ page }) => {
  await signIn(page);
  const made = await post<{ projectFlag: string; projectId: string }>(page, 'project/v2/create', {
    projectName: 'Case source',
  });
  const doc = await post<{ revision: number; projectScenesList: { projectPageList: { _id: string }[] }[] }>(
    page,
    'project/detail/v2/query',
    { projectFlag: made.projectFlag },
  );
  const page1 = doc.projectScenesList[0]!.projectPageList[0]!._id;
  await post(page, 'project/detail/v2/save', {
    projectId: made.projectId,
    baseRevision: doc.revision,
    opts: [
      {
        command: 'add',
        path: `${page1}.projectTwoComponentList`,
        records: { index: 0, value: text('Ecase00001', 'A published case', rect(100, 100, 900, 80)) },
      },
    ],
  });
  const published = await post<{ caseFlag: string }>(page, 'project/case/v2/publish', {
    projectId: made.projectId,
    caseName: 'E2E case',
  });
  await page.goto(`/case?caseFlag=${published.caseFlag}`);
  await expect(page.getByTestId('viewer')).toHaveAttribute('data-mode', 'case');
  await expect(page.getByTestId('view-Ecase00001')).toContainText('A published case');
  await page.goto('/case?caseFlag=case-does-not-exist');
  await expect(page.getByTestId('viewer-unreachable')).toBeVisible();
});
