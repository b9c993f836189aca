import { expect, test, type Browser, type Page } from '@playwright/test';
import { post } from '../support/api';
import { publish, rect, textNode as text } from '../support/projects';
import { shot } from '../support/shots';
import { signIn } from '../support/session';
import { bars, makeProject, wake } from '../support/viewer';

/**
 * Issue 9 item 3 in a real browser, continued: no leaks when pages switch, share pages running on the
 * project's variables like the preview, and the unreachable screen.
 */
test.describe('viewer at run time in a real browser', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('switching pages back and forth leaks no charts, intervals, listeners or sockets', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Counters installed before the app runs (test code only): live ECharts instances (the attribute
    // echarts sets on its element and blanks on dispose, also on elements already removed from the
    // page), running intervals, window/document listeners and open WebSockets.
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      const intervals = new Set<unknown>();
      const si = window.setInterval.bind(window);
      const ci = window.clearInterval.bind(window);
      const ct = window.clearTimeout.bind(window);
      w.setInterval = (...a: Parameters<typeof setInterval>) => {
        const id = si(...a);
        intervals.add(id);
        return id;
      };
      w.clearInterval = (id?: number) => {
        intervals.delete(id);
        ci(id);
      };
      w.clearTimeout = (id?: number) => {
        intervals.delete(id);
        ct(id);
      };
      const listeners = new Map<string, Set<unknown>>();
      for (const target of [window, document] as EventTarget[]) {
        const add = target.addEventListener.bind(target);
        const remove = target.removeEventListener.bind(target);
        const tag = target === window ? 'w' : 'd';
        const keyOf = (type: string, o?: boolean | AddEventListenerOptions) =>
          `${tag}:${type}:${typeof o === 'boolean' ? o : Boolean(o?.capture)}`;
        target.addEventListener = (type, fn, o) => {
          if (fn && !(typeof o === 'object' && o?.once)) {
            const k = keyOf(type, o);
            if (!listeners.has(k)) listeners.set(k, new Set());
            listeners.get(k)!.add(fn);
          }
          add(type, fn, o);
        };
        target.removeEventListener = (type, fn, o) => {
          listeners.get(keyOf(type, o))?.delete(fn);
          remove(type, fn, o);
        };
      }
      const charts = new Set<Element>();
      new MutationObserver((records) => {
        for (const r of records) charts.add(r.target as Element);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['_echarts_instance_'] });
      const sockets = new Set<WebSocket>();
      const WS = window.WebSocket;
      w.WebSocket = class extends WS {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          sockets.add(this);
        }
      };
      w.__leaks = () => ({
        charts: [...charts].filter((e) => e.getAttribute('_echarts_instance_')).length,
        intervals: intervals.size,
        listeners: [...listeners.values()].reduce((n, s) => n + s.size, 0),
        sockets: [...sockets].filter((s) => s.readyState <= 1).length,
      });
    });
    const made = await makeProject(page, '泄漏检查', [
      [
        bars('Eleak00001', rect(40, 40, 800, 400)),
        bars('Eleak00002', rect(900, 40, 800, 400)),
        // A timer event (a 40107 interval) cycling a chart's data.
        text('Eleaktimer', 'timer', rect(40, 500, 300, 60), {
          projectInteractionList: [
            {
              eventId: '40107',
              timerInterval: 400,
              conditions: [],
              actions: { elseAction: [{ type: 'chartPage', target: 'Eleak00001', step: '+' }] },
            },
          ],
        }),
        // A source refreshing every second (it names nothing to fetch: it goes stale, its refresh
        // interval still runs) and a push channel (the realtime socket).
        text('Eleakapi01', 'api', rect(40, 600, 300, 60), {
          requestSource: {
            type: 'api',
            requestType: 'GET',
            enable: true,
            interval: 1,
          },
        }),
        text('Eleakpush1', 'push', rect(40, 700, 300, 60), {
          requestSource: { type: 'push', channel: 'leak-e2e' },
        }),
      ],
      [bars('Eleak00003', rect(40, 40, 800, 400)), text('Eleakpage2', 'page two', rect(900, 40, 600, 80))],
    ]);
    type Leaks = { charts: number; intervals: number; listeners: number; sockets: number };
    const leaks = () => page.evaluate(() => (window as unknown as { __leaks(): Leaks }).__leaks());
    await page.goto(`/preview/${made.flag}`);
    const onPage1 = async () => {
      await expect(page.getByTestId('viewer')).toHaveAttribute('data-page', made.pageIds[0]!);
      await expect.poll(async () => (await leaks()).charts).toBe(2);
      await expect(page.getByTestId('view-Eleak00002').locator('canvas').first()).toBeVisible();
    };
    const onPage2 = async () => {
      await expect(page.getByTestId('viewer')).toHaveAttribute('data-page', made.pageIds[1]!);
      await expect.poll(async () => (await leaks()).charts).toBe(1);
    };
    await onPage1();
    await wake(page);
    await page.getByTestId('viewer-next').click();
    await onPage2();
    const page2First = await leaks();
    await wake(page);
    await page.getByTestId('viewer-prev').click();
    await onPage1();
    // Page 1's timer event and its source's refresh are counted (and gone on page 2); one realtime socket.
    // The refresh interval starts after the source's first answer: wait for it rather than a fixed time.
    await expect
      .poll(async () => (await leaks()).intervals - page2First.intervals, {
        message: 'page 1 runs its timer and its refresh interval',
      })
      .toBe(2);
    const before = await leaks();
    expect(before.intervals - page2First.intervals).toBe(2);
    expect(before.sockets).toBe(1);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('ArrowRight');
      await onPage2();
      await page.keyboard.press('ArrowLeft');
      await onPage1();
    }
    // Whatever the switches started has stopped again: the counts come back to page 1's.
    await expect
      .poll(leaks, { message: 'no chart, interval, listener or socket left behind' })
      .toEqual(before);
    await page.keyboard.press('ArrowRight');
    await onPage2();
    await expect.poll(leaks, { message: 'page 2 holds what it held the first time' }).toEqual(page2First);
  });

  test('a condition on a variable’s default value works on the share page as in preview', async ({
    page,
    browser,
  }) => {
    const made = await makeProject(page, '变量条件', [
      [
        text('Ecity00001', '点击 Click', rect(100, 100, 400, 80), {
          projectInteractionList: [
            {
              eventId: '40101',
              conditions: [
                {
                  id: 'c1',
                  logic: '&',
                  ifs: [{ key: 'equal', type: 'variables', target: 'city', val: '上海' }],
                },
              ],
              actions: {
                c1: [{ type: 'visibility', mode: 'show', targets: ['Ematch0001'] }],
                elseAction: [{ type: 'visibility', mode: 'show', targets: ['Eelse00001'] }],
              },
            },
          ],
        }),
        text('Ematch0001', 'city is 上海', rect(100, 300, 600, 80), { initStatus: false }),
        text('Eelse00001', 'city is something else', rect(100, 500, 600, 80), { initStatus: false }),
      ],
    ]);
    await post(page, 'project/variable/add', { projectFlag: made.flag, name: 'city', defaultValue: '上海' });
    const sid = await publish(page, made.projectId, 'var-pass');

    const check = async (p: Page) => {
      await expect(p.getByTestId('view-Ematch0001')).toHaveAttribute('data-visible', 'false');
      await p.getByTestId('view-Ecity00001').click();
      await expect(p.getByTestId('view-Ematch0001')).toHaveAttribute('data-visible', 'true');
      await expect(p.getByTestId('view-Eelse00001')).toHaveAttribute('data-visible', 'false');
    };
    await page.goto(`/preview/${made.flag}`);
    await check(page);

    const guest = await browser.newContext({ locale: 'en-US' });
    const g = await guest.newPage();
    const asked: string[] = [];
    g.on('request', (r) => {
      if (r.url().includes('/api/'))
        asked.push(`${r.method()} ${new URL(r.url()).pathname} ${r.headers().authorization ?? ''}`);
    });
    await g.goto(`/share/${sid}`);
    await expect(g.getByTestId('viewer-password-input')).toBeVisible();
    await shot(g, 'password-en-US');
    await g.getByTestId('viewer-password-input').fill('var-pass');
    await g.getByTestId('viewer-password-submit').click();
    await check(g);
    // The variables came through the signed share call, with no bearer token anywhere.
    expect(asked).toContain(`POST /api/project/share/v2/${sid}/variables `);
    expect(asked.every((a) => a.endsWith(' '))).toBe(true);
    await guest.close();
  });
});

test('the unreachable screen in both languages', async ({ browser }: { browser: Browser }) => {
  for (const locale of ['zh-CN', 'en-US']) {
    const guest = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const g = await guest.newPage();
    await g.goto('/share/this-share-does-not-exist-000000');
    const screen = g.getByTestId('viewer-unreachable');
    await expect(screen).toBeVisible();
    await expect(screen).toContainText(locale === 'zh-CN' ? '页面无法访问' : 'This page cannot be reached');
    await shot(g, `unreachable-${locale}`);
    await guest.close();
  }
});
