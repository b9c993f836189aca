import { describe, expect, it } from 'vitest';
import { makePage, readPage } from '../chartKit/data';
import { readSettings, type ChartContext } from '../chartKit/settings';
import { DEFAULT_PLAN } from '../chartKit/theme';
import { worldGeoJson } from './geo';
import { regionMapOption } from './map';

/** The region map charts (13080 world, 13081 China) draw country names in the UI's language. */
const ctx = (lang?: 'zh' | 'en'): ChartContext => ({
  settings: readSettings({}),
  plan: DEFAULT_PLAN,
  width: 600,
  height: 300,
  lang,
});

// Data naming regions both ways: English as the outlines have it, Chinese, and one name of neither.
const page = readPage(
  makePage('p', '', '', {
    人口: [
      ['China', 14],
      ['美国', 3.3],
      ['俄罗斯', 1.4],
      ['France', 0.7],
      ['Atlantis', 1],
    ],
  }),
)!;
type MapSeries = { nameMap?: Record<string, string>; data: { name: string; value: number }[] };
const seriesOf = (lang?: 'zh' | 'en') =>
  (regionMapOption(page, ctx(lang), 'world').series as MapSeries[])[0]!;

describe('region map names by language', () => {
  it('English: the outlines keep their names and data in either language joins them', () => {
    const s = seriesOf('en');
    expect(s.nameMap).toBeUndefined();
    expect(s.data.map((d) => d.name)).toEqual([
      'China',
      'United States of America',
      'Russia',
      'France',
      'Atlantis',
    ]);
  });

  it('zh-CN (the default): every outline is renamed in Chinese and the data joins by those names', () => {
    for (const s of [seriesOf('zh'), seriesOf()]) {
      const names = s.nameMap!;
      expect(names.China).toBe('中国');
      expect(names['United States of America']).toBe('美国');
      expect(names.France).toBe('法国');
      expect(names.Japan).toBe('日本');
      // All 177 outlines have a name, and no two share one (a shared name would merge two regions).
      const all = worldGeoJson().features.map((f) => f.properties.name);
      expect(all.every((en) => typeof names[en] === 'string' && names[en] !== '')).toBe(true);
      expect(new Set(all.map((en) => names[en])).size).toBe(all.length);
      expect(all.filter((en) => /[\u4e00-\u9fff]/.test(names[en]!)).length).toBeGreaterThan(170);
      expect(s.data.map((d) => d.name)).toEqual(['中国', '美国', '俄罗斯', '法国', 'Atlantis']);
    }
  });
});
