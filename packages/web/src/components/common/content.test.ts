import { afterEach, describe, expect, it } from 'vitest';
import { TYPE_CODE, type Component2D, type DynamicModel } from '@twincanvas/model';
import i18n from '../../app/i18n';
import { COMPONENTS, COMPONENTS_3D, COMPONENTS_MAP } from '../editingRegistry';
import { createComponent } from '../registry';
import type { ChartPage } from '../chartKit/data';
import { tableRows } from '../table/data';
import type { TableModel } from '../table';
import { CHART_CODE } from '../chartKit/codes';
import { DATA_MODES, sampleRowsOf } from '../common3d/dataFields';
import { contentLanguage, localizeContent } from './content';

/** Any Chinese character: what an English user must not find in the content a kind creates. */
const CJK = /[\u3400-\u9fff]/;
const inLanguage = async (lang: 'en' | 'zh-CN') => {
  await i18n.changeLanguage(lang);
  expect(i18n.language).toBe(lang);
};
afterEach(() => i18n.changeLanguage('zh-CN'));

const make = (code: number): Component2D => {
  const node = createComponent(code);
  if (!node) throw new Error(`no definition for type code ${code}`);
  return node;
};
const text = (code: number) => (make(code).textModel as { text: string }).text;
const chartPages = (node: Component2D) => (node.chartModel as { data: ChartPage[] }).data;
const pageNames = (node: Component2D) => (node.dynamicModel as DynamicModel).pageList.map((p) => p.pageName);

describe('default content follows the product language', () => {
  it('reads the language from the app i18n, Chinese unless English is in effect', async () => {
    await inLanguage('en');
    expect(contentLanguage()).toBe('en');
    await inLanguage('zh-CN');
    expect(contentLanguage()).toBe('zh');
  });

  it('text: single- and multi-line defaults, name and sample', async () => {
    await inLanguage('en');
    expect(text(TYPE_CODE.singleLineText)).toBe('Single-line text');
    expect(text(TYPE_CODE.multiLineText)).toBe('Multi-line text\nSecond line');
    expect(make(TYPE_CODE.singleLineText).componentName).toBe('Single-line text');
    const textDef = COMPONENTS.find((d) => d.kind === 'text')!;
    expect(textDef.sampleData).toEqual({ text: 'Single-line text' });
    await inLanguage('zh-CN');
    expect(text(TYPE_CODE.singleLineText)).toBe('单行文本');
    expect(text(TYPE_CODE.multiLineText)).toBe('多行文本\n第二行');
    expect(make(TYPE_CODE.singleLineText).componentName).toBe('单行文本');
    expect(textDef.sampleData).toEqual({ text: '单行文本' });
  });

  it('bar chart: title, unit, months, series and name', async () => {
    await inLanguage('en');
    const en = make(CHART_CODE.bar);
    expect(en.componentName).toBe('Bar chart');
    const [page] = chartPages(en);
    expect(page).toMatchObject({ Title: 'Monthly sales', Unit: '10k CNY', Dimension: { Name: 'Month' } });
    expect(page!.Group[0]!.Name).toBe('Sales');
    expect(page!.Group[0]!.Content.map((p) => p.X)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']);
    await inLanguage('zh-CN');
    const zh = make(CHART_CODE.bar);
    expect(zh.componentName).toBe('柱状图');
    const [zhPage] = chartPages(zh);
    expect(zhPage).toMatchObject({ Title: '月度销售额', Unit: '万元', Dimension: { Name: '月份' } });
    expect(zhPage!.Group[0]!.Name).toBe('销售额');
    expect(zhPage!.Group[0]!.Content[0]!.X).toBe('1月');
    // The values are the same sample in either language.
    expect(zhPage!.Group[0]!.Content.map((p) => p.Y)).toEqual(page!.Group[0]!.Content.map((p) => p.Y));
  });

  it('table: header and fruit rows', async () => {
    await inLanguage('en');
    const en = tableRows((make(TYPE_CODE.table).chartModel as { data: unknown[] }).data[0]);
    expect(en[0]).toEqual(['No.', 'Kind', 'Variety', 'Stock', 'Price (CNY)']);
    expect(en[1]).toEqual(['1', 'Apple', 'Red Fuji', '1200', '6.5']);
    expect(make(TYPE_CODE.table).componentName).toBe('Table');
    await inLanguage('zh-CN');
    const zh = tableRows((make(TYPE_CODE.table).chartModel as { data: unknown[] }).data[0]);
    expect(zh[0]).toEqual(['序号', '种类', '内容', '库存', '价格(元)']);
    expect(zh[1]).toEqual(['1', '苹果', '红富士', '1200', '6.5']);
    expect((make(TYPE_CODE.table).tableModel as TableModel).columns).toHaveLength(5);
  });

  it('dynamic panel: page names', async () => {
    await inLanguage('en');
    expect(pageNames(make(TYPE_CODE.dynamicPanel))).toEqual(['Page 1', 'Page 2']);
    await inLanguage('zh-CN');
    expect(pageNames(make(TYPE_CODE.dynamicPanel))).toEqual(['页面1', '页面2']);
  });

  it('in English no kind creates Chinese content: 2D, chart, map item and 3D defaults and samples', async () => {
    await inLanguage('en');
    const leaks: string[] = [];
    // Every Chinese string with where it is; page ids (never shown) and the built-in colour plan, whose
    // name is already written in both languages ("科技蓝 Tech blue"), are not content.
    const check = (where: string, value: unknown): void => {
      if (typeof value === 'string' && CJK.test(value)) leaks.push(`${where}: ${value}`);
      else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value))
          if (k !== 'pageId' && k !== 'skin') check(`${where}.${k}`, v);
      }
    };
    for (const def of [...COMPONENTS, ...COMPONENTS_MAP]) {
      for (const code of def.typeCodes) check(`${def.kind} ${code} defaults`, def.defaults(code));
      check(`${def.kind} sampleData`, def.sampleData);
    }
    const at = { x: 1, y: 2, z: 3 };
    for (const def of COMPONENTS_3D) {
      for (const sub of def.subTypes?.map((s) => s.value) ?? [undefined]) {
        check(`${def.kind} ${sub ?? ''} defaults`, def.defaults(at, sub));
      }
      for (const mode of DATA_MODES) check(`${def.kind} ${mode} sample rows`, sampleRowsOf(def.type, mode));
    }
    expect(leaks).toEqual([]);
    // And the Chinese product still gets Chinese content from the same definitions.
    await inLanguage('zh-CN');
    expect(CJK.test(JSON.stringify(make(CHART_CODE.bar)))).toBe(true);
  });

  it('localizeContent copies the sample, replaces only known words, and only in English', async () => {
    const sample = { title: '销售额', rows: [['1月', 5, '05-11']], unknown: '其他' };
    const dict = { 销售额: 'Sales', '1月': 'Jan' };
    await inLanguage('en');
    const en = localizeContent(sample, dict);
    expect(en).toEqual({ title: 'Sales', rows: [['Jan', 5, '05-11']], unknown: '其他' });
    expect(en.rows).not.toBe(sample.rows);
    expect(localizeContent({ toString: 'x' }, dict)).toEqual({ toString: 'x' });
    await inLanguage('zh-CN');
    const zh = localizeContent(sample, dict);
    expect(zh).toEqual(sample);
    expect(zh.rows).not.toBe(sample.rows);
  });
});
