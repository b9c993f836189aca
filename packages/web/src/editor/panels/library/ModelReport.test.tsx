import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ModelBudgetReport, ModelFigures } from '@twincanvas/model';
import i18n from '../../../app/i18n';
import { formatNumber } from '../../../app/format';
import { ModelBudgetReportView } from './ModelReport';

// A browser whose own locale writes numbers the German way ("1.234.567"): whatever is formatted without
// naming a locale comes out that way, which is what an English or Chinese screen must never show.
const realToLocale = Number.prototype.toLocaleString;
const RealNumberFormat = Intl.NumberFormat;
beforeAll(() => {
  Number.prototype.toLocaleString = function (this: number, locales?: Intl.LocalesArgument, o?: object) {
    return realToLocale.call(this, locales ?? 'de-DE', o);
  };
  Intl.NumberFormat = function (locales?: Intl.LocalesArgument, o?: Intl.NumberFormatOptions) {
    return new RealNumberFormat(locales ?? 'de-DE', o);
  } as unknown as typeof Intl.NumberFormat;
});
afterAll(async () => {
  Number.prototype.toLocaleString = realToLocale;
  Intl.NumberFormat = RealNumberFormat;
  await i18n.changeLanguage('zh-CN');
});
afterEach(cleanup);

const figures = (triangles: number): ModelFigures => ({
  triangles,
  vertices: triangles,
  meshes: 1200,
  nodes: 3400,
  materials: 8,
  textures: 2,
  drawCalls: 2500,
  instancedBatches: 0,
  instances: 0,
  textureBytes: 1024,
  maxTextureSize: 512,
  bytes: 2048,
});

const report: ModelBudgetReport = {
  version: 1,
  before: figures(1_234_567),
  after: figures(1_234_567),
  steps: [],
  warnings: [{ code: 'triangles', value: 1_234_567, limit: 1_000_000 }],
};

describe('numbers follow the app language, not the browser locale', () => {
  it('formatNumber writes the app language’s grouping', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'zh-CN')).toBe('1,234,567.5');
  });

  it.each(['en', 'zh-CN'])('the model budget report in %s', async (language) => {
    await i18n.changeLanguage(language);
    render(<ModelBudgetReportView report={report} />);
    expect(screen.getByTestId('model-report-after-triangles').textContent).toBe('1,234,567');
    expect(screen.getByTestId('model-report-after-nodes').textContent).toBe('3,400');
    const warning = screen.getByTestId('model-report-warning').textContent ?? '';
    expect(warning).toContain('1,234,567');
    expect(warning).toContain('1,000,000');
    expect(screen.getByTestId('model-report').textContent).not.toMatch(/\d\.\d{3}\b/);
  });
});
