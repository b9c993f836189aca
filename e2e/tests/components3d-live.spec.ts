import { expect, test, type Page } from '@playwright/test';
import mysql from 'mysql2/promise';
import { pageApi } from '../support/api';
import { openEditor, saved } from '../support/editor';
import { drawnWithLayers, engineEval, modelLoaded, onScreen, placardProbe } from '../support/engine3d';
import { addOps, queryProject, rect, saveOps, textNode } from '../support/projects';
import { chooseOption } from '../support/select';
import { startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';
import { shot } from '../support/shots';
import { SOFTWARE_WEBGL } from '../support/webgl';

test.use(SOFTWARE_WEBGL);

/**
 * 3D components fed by a database and driving the 2D layer (docs/3d.md, "3D components", "Viewer"), on
 * the official factory in Chromium with software WebGL:
 * - a placard and a model module bound through the data tab to a table on the machine's MariaDB
 *   (127.0.0.1:3306, root, database test), each given the rule "value > 80 → red, blinking" in the visual
 *   rules editor of its property panel; an UPDATE of the row turns both red and blinking in the editor
 *   (the scene graph: the placard's slot, the module's material and visibility), and preview follows
 *   the row back;
 * - an event area placed from the 3D palette whose click in preview shows a hidden 2D panel and plays a
 *   trail; the trail reaching its end fires 50101 and its interaction shows a 2D text.
 * Figures come from the engine's test hook and renderer.info, never pixels; screenshots are looked at.
 */
const TABLE = `tc_e2e_tank3d_${Date.now().toString(36)}`;
const SOURCE = 'e2e-maria-3d';
let server: RunningServer;
let db: mysql.Connection;

test.beforeAll(async () => {
  test.setTimeout(300_000); // a server start on a loaded machine can take minutes
  db = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', database: 'test' });
  await db.query(`create table ${TABLE} (id int primary key, tag varchar(20), temp int)`);
  await db.query(`insert into ${TABLE} values (1, 'Tank 1', 42)`);
  server = await startServer({ DATA_ALLOW_HOSTS: '127.0.0.1' });
});

test.afterAll(async () => {
  await db?.query(`drop table if exists ${TABLE}`);
  await db?.end();
  await server?.stop();
});

interface Saved3D {
  _id: string;
  name: string;
  type: string;
  conditionData?: { rules: unknown[] };
  projectInteractionList?: unknown;
  propertyData: Record<string, unknown>;
  pointData: { mainPoint: { transData: { position: { x: number; y: number; z: number } } } }[];
}

interface Saved3DPage {
  _id: string;
  components3D: Saved3D[];
}

const page3DOf = async (page: Page, flag: string) =>
  (await queryProject<never>(page, flag)).projectScenesList[0]!.projectPageList[0]! as unknown as Saved3DPage;

/** Copies the official factory (signed in) and opens its scene layer with the model drawn. */
async function factoryOnSceneLayer(page: Page, name: string): Promise<string> {
  const { projectFlag } = await pageApi(page)<{ projectFlag: string }>('project/case/v2/copy', {
    caseFlag: 'case-official-digital-twin-factory',
    projectName: name,
  });
  await openEditor(page, projectFlag);
  // The page path's layer switch sits under the canvas viewport's box: a dispatched click reaches it.
  await page.getByTestId('layer-3d').dispatchEvent('click');
  await expect(page.getByTestId('scene3d-stage')).toBeVisible();
  await modelLoaded(page);
  return projectFlag;
}

/** What the model-module layer does to a module's part (its material colour, its visibility, the rule's look). */
const moduleState = (page: Page, id: string) =>
  engineEval(
    page,
    (e, a: string) => {
      const m = e.layers.layerOf('modelModule')?.modules?.get(a);
      if (!m?.target) return null;
      return {
        meshes: m.meshes.length as number,
        restyled: m.originals.size as number,
        colour: (m.meshes[0]?.material?.color?.getHexString?.() ?? null) as string | null,
        blink: m.effect.blink === true,
        visible: m.target.visible as boolean,
      };
    },
    id,
  );

/** Binds the selected 3D component to the MariaDB table through the data tab (SQL, refresh every second, mapping). */
async function bindToTable(page: Page): Promise<void> {
  await page.getByTestId('tab-data').click();
  await expect(page.getByTestId('data-panel')).toBeVisible();
  await chooseOption(page, 'data-kind', '数据源');
  await chooseOption(page, 'data-source-select', SOURCE);
  await page.getByTestId('data-sql').fill(`select tag, temp from ${TABLE} where id = 1`);
  await page.getByTestId('data-sql').blur();
  await page.getByTestId('data-auto').click();
  await expect(page.getByTestId('data-auto')).toHaveAttribute('aria-checked', 'true');
  const interval = page
    .locator('input[data-testid="data-interval"], [data-testid="data-interval"] input')
    .first();
  await interval.fill('1');
  await interval.blur();
  await page.getByTestId('data-run').click();
  await expect(page.getByTestId('data-raw')).toContainText('Tank 1');
  await chooseOption(page, 'map-name', /^tag$/);
  await chooseOption(page, 'map-value', /^temp$/);
  await saved(page);
}

/**
 * Authors "value > 80 → red, blinking" in the visual rules editor of the selected component's property
 * panel: a rule added, its field, its lower bound (exclusive), its colour typed in the colour picker, blink.
 */
async function authorHotRule(page: Page): Promise<void> {
  await page.locator('.tc-right-tabs .ant-tabs-tab').first().click();
  await expect(page.getByTestId('property-panel-3d')).toBeVisible();
  const id = 'prop3d-conditionData';
  await page.getByTestId(`${id}-add`).click();
  const rule = page.getByTestId(`${id}-rule-0`);
  await expect(rule).toBeVisible();
  await chooseOption(page, `${id}-field-0`, /^value$/);
  const min = page.locator(`input[data-testid="${id}-min-0"], [data-testid="${id}-min-0"] input`).first();
  await min.fill('80');
  await min.blur();
  await page.getByTestId(`${id}-effect-0-color`).click();
  const hex = page.locator('.ant-color-picker:visible .ant-color-picker-hex-input input');
  await hex.fill('ff0000');
  await hex.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-color-picker:visible')).toHaveCount(0);
  const blink = page.getByTestId(`${id}-effect-0-blink`);
  if ((await blink.getAttribute('aria-checked')) !== 'true') await blink.click();
  await expect(blink).toHaveAttribute('aria-checked', 'true');
  await saved(page);
}

test('a placard and a model module bound to a MariaDB table, a rule authored in the rules editor; an UPDATE of the row turns both red and blinking', async ({
  browser,
}) => {
  // About 6 minutes on a quiet 2-core machine: every click waits for software WebGL's frames.
  test.setTimeout(900_000);
  await db.query(`update ${TABLE} set temp = 42 where id = 1`); // a retry starts from the first row again
  const context = await browser.newContext({
    ...SOFTWARE_WEBGL,
    baseURL: server.url,
    locale: 'zh-CN',
    viewport: { width: 1600, height: 900 },
  });
  const page = await context.newPage();
  await signIn(page);
  await pageApi(page)('remote/source/saveOrUpdate', {
    name: SOURCE,
    type: 'mysql',
    config: { host: '127.0.0.1', port: 3306, database: 'test', user: 'root' },
    secrets: {},
  });
  const flag = await factoryOnSceneLayer(page, '数据库驱动的三维组件');
  const canvas = page.getByTestId('scene3d-canvas');
  const box = (await canvas.boundingBox())!;
  const press = (testId: string) => page.getByTestId(testId).dispatchEvent('click');

  // A Common placard placed on the model, bound to the table, given the rule.
  await press('palette3d-sign-CommonPlacard');
  await expect(page.getByTestId('placing-hint')).toBeVisible();
  await page.mouse.click(box.x + box.width * 0.45, box.y + box.height * 0.65);
  await expect(page.getByTestId('layer3d-普通标牌')).toBeVisible({ timeout: 30_000 });
  await bindToTable(page);
  await authorHotRule(page);

  // A model module placed on a workshop (it takes the clicked part), bound and ruled the same way.
  const workshop = (await engineEval(
    page,
    (e) => e.nodeCenter('Factory/Workshop_B') as { x: number; y: number; z: number },
  ))!;
  const workshopAt = (await onScreen(page, workshop))!;
  await press('palette3d-modelModule');
  await expect(page.getByTestId('placing-hint')).toBeVisible();
  await page.mouse.click(workshopAt.x, workshopAt.y);
  await expect(page.getByTestId('layer3d-模型模块')).toBeVisible({ timeout: 30_000 });
  await bindToTable(page);
  await authorHotRule(page);
  await shot(page, 'live3d-rules-editor-zh');

  // What was saved: the binding (the source, the SQL, the mapping, refresh every second) and the rule.
  const saved3D = (await page3DOf(page, flag)).components3D;
  const placard = saved3D.find((c) => c.type === 'sign')!;
  const mod = saved3D.find((c) => c.type === 'modelModule')!;
  expect(String(mod.propertyData.modulePath)).toMatch(/^Factory\/Workshop_B(\/|$)/);
  for (const c of [placard, mod]) {
    const rs = (c as unknown as { requestSource: Record<string, unknown> }).requestSource;
    expect(rs, c.name).toMatchObject({
      type: 'api',
      sourceType: 'mysql',
      enable: true,
      interval: 1,
      effect: { name: 'tag', value: 'temp' },
    });
    expect(String(rs.executeSql)).toContain(TABLE);
    expect(c.conditionData?.rules, c.name).toEqual([
      expect.objectContaining({
        field: 'value',
        match: expect.objectContaining({ kind: 'range', min: 80, minExclusive: true }),
        // The colour picker writes upper-case hex (as every colour field of the editor does).
        effect: { color: expect.stringMatching(/^#ff0000ff$/i), blink: true },
      }),
    ]);
  }

  // Nothing selected (a selected component shows the selection colour instead of its rule's).
  await page.keyboard.press('Escape');
  // A click on the sky above the model, below the scene bar (which covers the canvas' top-left corner).
  await canvas.click({ position: { x: box.width * 0.55, y: 80 } });
  await expect(page.getByTestId('property-panel-3d')).toHaveCount(0);

  // The editor runs the source: 42 is not hot, the module keeps the model's own materials.
  await expect
    .poll(async () => (await placardProbe(page, placard._id))?.text, { timeout: 60_000 })
    .toBe('Tank 1 42');
  const cool = (await placardProbe(page, placard._id))!;
  expect(cool.background).not.toMatch(/^#ff0000/i);
  expect(cool.blink).toBe(false);
  await expect.poll(async () => (await moduleState(page, mod._id))?.meshes ?? 0).toBeGreaterThan(0);
  expect(await moduleState(page, mod._id)).toMatchObject({ restyled: 0, blink: false, visible: true });

  // The row changes in MariaDB: within the refresh both turn red and blink.
  await db.query(`update ${TABLE} set temp = 95 where id = 1`);
  await expect
    .poll(async () => (await placardProbe(page, placard._id))?.text, { timeout: 60_000 })
    .toBe('Tank 1 95');
  const hot = (await placardProbe(page, placard._id))!;
  expect(hot.background).toMatch(/^#ff0000/i);
  expect(hot.blink).toBe(true);
  await expect
    .poll(async () => (await moduleState(page, mod._id))?.colour, {
      timeout: 60_000,
      message: 'the module turns red',
    })
    .toBe('ff0000');
  const m = (await moduleState(page, mod._id))!;
  expect(m.blink).toBe(true);
  expect(m.restyled).toBe(m.meshes);
  // Blinking: the part is seen both shown and hidden while it blinks.
  const seen = new Set<boolean>();
  await expect
    .poll(
      async () => {
        const v = (await moduleState(page, mod._id))?.visible;
        if (v !== undefined) seen.add(v);
        return seen.size;
      },
      { timeout: 60_000, intervals: [50], message: 'the module blinks' },
    )
    .toBe(2);
  await shot(page, 'live3d-editor-hot-zh');

  // Preview: the same source; hot first, then the row goes back and both follow it.
  await page.close();
  const viewer = await context.newPage();
  await viewer.goto(`/preview/${flag}`);
  await modelLoaded(viewer);
  await expect
    .poll(async () => (await placardProbe(viewer, placard._id))?.text, { timeout: 60_000 })
    .toBe('Tank 1 95');
  expect((await placardProbe(viewer, placard._id))!.background).toMatch(/^#ff0000/i);
  await expect
    .poll(async () => (await moduleState(viewer, mod._id))?.colour, { timeout: 60_000 })
    .toBe('ff0000');
  await shot(viewer, 'live3d-preview-hot-zh');
  await db.query(`update ${TABLE} set temp = 60 where id = 1`);
  await expect
    .poll(async () => (await placardProbe(viewer, placard._id))?.text, { timeout: 60_000 })
    .toBe('Tank 1 60');
  const calm = (await placardProbe(viewer, placard._id))!;
  expect(calm.background).not.toMatch(/^#ff0000/i);
  expect(calm.blink).toBe(false);
  await expect
    .poll(async () => (await moduleState(viewer, mod._id))?.restyled, {
      timeout: 60_000,
      message: 'the module restored',
    })
    .toBe(0);
  expect((await moduleState(viewer, mod._id))!.visible).toBe(true);

  // renderer.info: the placard layer costs at most its two batches; the module draws nothing of its own.
  const withSigns = await drawnWithLayers(viewer, ['sign'], true);
  const withoutSigns = await drawnWithLayers(viewer, ['sign'], false);
  expect(withSigns.calls - withoutSigns.calls, 'placard draw calls').toBeGreaterThan(0);
  expect(withSigns.calls - withoutSigns.calls, 'placard draw calls').toBeLessThanOrEqual(2);
  expect(withSigns.triangles - withoutSigns.triangles, 'placard triangles').toBeGreaterThan(0);
  const withModule = await drawnWithLayers(viewer, ['modelModule'], true);
  const withoutModule = await drawnWithLayers(viewer, ['modelModule'], false);
  expect(withModule.calls - withoutModule.calls, 'module draw calls').toBe(0);
  await shot(viewer, 'live3d-preview-calm-zh');
  await context.close();
});

test('an event area from the palette: its click in preview shows a hidden 2D panel and plays a trail, whose end (50101) shows a 2D text; renderer.info of both', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const context = await browser.newContext({
    ...SOFTWARE_WEBGL,
    baseURL: server.url,
    locale: 'zh-CN',
    viewport: { width: 1600, height: 900 },
  });
  const page = await context.newPage();
  await signIn(page);
  const flag = await factoryOnSceneLayer(page, '事件区域与轨迹');
  const canvas = page.getByTestId('scene3d-canvas');
  const box = (await canvas.boundingBox())!;
  const press = (testId: string) => page.getByTestId(testId).dispatchEvent('click');
  const components = async () => (await page3DOf(page, flag)).components3D;

  // An event area placed from the palette (a box area: the palette's first event-area entry).
  await page.locator('[data-testid^="palette3d-eventArea"]').first().dispatchEvent('click');
  await expect(page.getByTestId('placing-hint')).toBeVisible();
  await page.mouse.click(box.x + box.width * 0.35, box.y + box.height * 0.75);
  await saved(page);
  await expect
    .poll(async () => (await components()).filter((c) => c.type === 'eventArea').length, { timeout: 30_000 })
    .toBe(1);
  await expect(page.getByTestId('property-panel-3d')).toBeVisible();

  // A trail placed the same way, not playing by itself (its autoplay switched off in its panel).
  await press('palette3d-trail');
  await expect(page.getByTestId('placing-hint')).toBeVisible();
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.75);
  await expect(page.getByTestId('layer3d-轨迹')).toBeVisible({ timeout: 30_000 });
  await press('prop3d-propertyData.autoplay');
  // Fast (50 m/s): the frame loop caps a frame's step at 0.25 s and software WebGL on a loaded machine
  // draws a frame a second or slower, so the default 5 m/s would take some 80 frames for the 20 m.
  const speed = page
    .locator(
      'input[data-testid="prop3d-propertyData.speed"], [data-testid="prop3d-propertyData.speed"] input',
    )
    .first();
  await speed.fill('50');
  await speed.press('Enter');
  await saved(page);
  const placed = await components();
  const area = placed.find((c) => c.type === 'eventArea')!;
  const trail = placed.find((c) => c.type === 'trail')!;
  expect(trail.propertyData.autoplay).toBe(false);
  expect(trail.propertyData.speed).toBe(50);
  // The scene graph: the area's box and the trail's path and mover are in their layers.
  expect(
    await engineEval(page, (e) => {
      let n = 0;
      e.layers.layerOf('eventArea')?.root.traverse((o: { isMesh?: boolean }) => void (o.isMesh && n++));
      return n;
    }),
  ).toBeGreaterThan(0);
  await shot(page, 'live3d-area-trail-editor-zh');

  // The 2D layer's hidden panel and text, and the interactions: the area's click shows the panel and
  // plays the trail; the trail's 50101 at its end (the event's `end`) shows the text.
  const doc = await queryProject<never>(page, flag);
  const pageId = (await page3DOf(page, flag))._id;
  await page.close();
  const opts = [
    ...addOps(`${pageId}.projectTwoComponentList`, [
      textNode('Eareapanel1', '区域面板', rect(700, 120, 400, 60), { initStatus: false }),
      textNode('Etrailend01', '已到达终点', rect(700, 220, 400, 60), { initStatus: false }),
    ]),
    {
      command: 'update',
      path: `${area._id}.projectInteractionList`,
      records: {
        oldValue: area.projectInteractionList,
        newValue: [
          {
            eventId: '40101',
            triggerId: area._id,
            conditions: [],
            actions: {
              elseAction: [
                { type: 'visibility', mode: 'show', targets: ['Eareapanel1'] },
                { type: 'component3D', target: trail._id, action: 'play' },
              ],
            },
          },
        ],
      },
    },
    {
      command: 'update',
      path: `${trail._id}.projectInteractionList`,
      records: {
        oldValue: trail.projectInteractionList,
        newValue: [
          {
            eventId: '50101',
            triggerId: trail._id,
            conditions: [
              {
                id: 'atEnd',
                logic: '&',
                ifs: [{ key: 'equal', type: '3D', target: trail._id, targetKey: 'end', val: true }],
              },
            ],
            actions: { atEnd: [{ type: 'visibility', mode: 'show', targets: ['Etrailend01'] }] },
          },
        ],
      },
    },
  ];
  const viewer = await context.newPage();
  await viewer.goto('/');
  expect((await saveOps(viewer, { projectId: doc.projectId, revision: doc.revision }, opts)).subCode).toBe(0);

  await viewer.goto(`/preview/${flag}`);
  await modelLoaded(viewer);
  const panel = viewer.getByTestId('view-Eareapanel1');
  const reached = viewer.getByTestId('view-Etrailend01');
  await expect(panel).toHaveAttribute('data-visible', 'false');
  await expect(reached).toHaveAttribute('data-visible', 'false');

  // renderer.info of what the two layers draw (2 per area, 2 for the trails: docs/3d.md's table).
  await expect
    .poll(() => engineEval(viewer, (e) => e.stats().layers as string[]))
    .toEqual(expect.arrayContaining(['eventArea', 'trail']));
  const all = await drawnWithLayers(viewer, ['eventArea', 'trail'], true);
  const none = await drawnWithLayers(viewer, ['eventArea', 'trail'], false);
  const noTrail = await drawnWithLayers(viewer, ['trail'], false);
  expect(all.calls - noTrail.calls, 'trail draw calls').toBeGreaterThan(0);
  expect(all.calls - noTrail.calls, 'trail draw calls').toBeLessThanOrEqual(2);
  expect(noTrail.calls - none.calls, 'event area draw calls').toBeGreaterThan(0);
  expect(noTrail.calls - none.calls, 'event area draw calls').toBeLessThanOrEqual(2);
  expect(all.triangles - none.triangles, 'their triangles').toBeGreaterThan(0);

  // When the text shows, where the trail's mover is (read at that moment, in the page).
  const end = trail.pointData[trail.pointData.length - 1]!.mainPoint.transData.position;
  await viewer.evaluate(() => {
    const w = window as unknown as { __reachedAt?: number[] | null; __tc3d?: { last: unknown } };
    w.__reachedAt = null;
    const el = document.querySelector('[data-testid="view-Etrailend01"]')!;
    new MutationObserver(() => {
      if (w.__reachedAt || el.getAttribute('data-visible') !== 'true') return;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the engine object as the page has it
      const movers = (w.__tc3d?.last as any)?.layers.layerOf('trail')?.root.getObjectByName('trail-movers');
      const m = movers?.instanceMatrix.array as Float32Array | undefined;
      w.__reachedAt = m ? [m[12]!, m[13]!, m[14]!] : [];
    }).observe(el, { attributes: true });
  });

  // Before the click the trail waits at its first point (autoplay off).
  expect(
    await engineEval(
      viewer,
      (e, a: string) => e.layers.layerOf('trail')?.trails?.get(a)?.playing as boolean,
      trail._id,
    ),
  ).toBe(false);

  // The event area clicked where it is on screen (the middle of its box).
  const at = area.pointData[0]!.mainPoint.transData.position;
  const height = Number(area.propertyData.height ?? 3);
  const target = (await onScreen(viewer, { x: at.x, y: at.y + height / 2, z: at.z }))!;
  await viewer.mouse.click(target.x, target.y);
  await expect(panel).toHaveAttribute('data-visible', 'true');
  // The same click played the trail: its mover leaves the first point (or is already at the end).
  await expect
    .poll(
      () =>
        engineEval(
          viewer,
          (e, a: string) => (e.layers.layerOf('trail')?.trails?.get(a)?.distance ?? 0) as number,
          trail._id,
        ),
      { timeout: 60_000, message: 'the trail plays' },
    )
    .toBeGreaterThan(0);
  await expect(reached, 'the trail reached its end').toHaveAttribute('data-visible', 'true', {
    timeout: 60_000,
  });
  const mover = await viewer.evaluate(() => (window as unknown as { __reachedAt?: number[] }).__reachedAt);
  expect(mover, 'the mover when the text showed').toHaveLength(3);
  expect(mover![0]).toBeCloseTo(end.x, 0);
  expect(mover![2]).toBeCloseTo(end.z, 0);
  await shot(viewer, 'live3d-area-trail-preview-zh');
  await context.close();
});
