import { describe, expect, it } from 'vitest';
import { divisions } from './divisions.js';

const d = divisions();
const first = (kw: string, region: string | undefined = undefined) =>
  d.search(kw, d.region(region))[0]?.division;

describe('the shipped GB/T 2260 divisions', () => {
  it('has every province, city and district with a centre inside China, in WGS-84', () => {
    const levels = { province: 0, city: 0, district: 0 };
    for (const x of d.all) {
      levels[x.level]++;
      expect(x.code).toMatch(/^\d{6}$/);
      expect(x.lng).toBeGreaterThan(73);
      expect(x.lng).toBeLessThan(136);
      expect(x.lat).toBeGreaterThan(3);
      expect(x.lat).toBeLessThan(54);
    }
    expect(levels.province).toBe(34);
    expect(levels.city).toBeGreaterThan(330);
    expect(levels.district).toBeGreaterThan(2800);
    // Most districts have a centre of their own; the rest borrow their city's (approx).
    expect(d.all.filter((x) => x.approx).length / d.all.length).toBeLessThan(0.2);
    // Beijing's centre: within 2 km of Tiananmen's GPS position (the source was GCJ-02: converted).
    const bj = d.get('110000')!;
    expect(Math.abs(bj.lng - 116.3975)).toBeLessThan(0.02);
    expect(Math.abs(bj.lat - 39.9087)).toBeLessThan(0.02);
  });

  it('finds a place by Chinese name, pinyin, initials, English name and code', () => {
    expect(first('杭州')?.code).toBe('330100');
    expect(first('杭州市')?.code).toBe('330100');
    expect(first('hangzhou')?.code).toBe('330100');
    expect(first('Hang Zhou')?.code).toBe('330100');
    expect(d.search('hz', null).map((h) => h.division.code)).toContain('330100');
    expect(first("Xi'an")?.code).toBe('610100');
    expect(first('Inner Mongolia')?.code).toBe('150000');
    expect(first('330106')?.name).toBe('西湖区');
    const prefix = d.search('3301', null).map((h) => h.division.code);
    expect(prefix.length).toBeGreaterThan(5);
    expect(prefix.every((c) => c.startsWith('3301'))).toBe(true);
    expect(first('浙江杭州西湖')?.code).toBe('330106');
  });

  it('names its parents, and limits a search to a region', () => {
    expect(d.get('330106')!.fullName).toBe('浙江省 杭州市 西湖区');
    const chaoyang = d.search('朝阳区', null).map((h) => h.division.code);
    expect(chaoyang).toEqual(expect.arrayContaining(['110105', '220104']));
    expect(d.search('朝阳区', d.region('北京')).map((h) => h.division.code)).toEqual(['110105']);
    expect(d.region('China')).toBeNull();
    expect(d.region('中国')).toBeNull();
    expect(() => d.region('Atlantis')).toThrow(/Unknown region/);
  });
});
