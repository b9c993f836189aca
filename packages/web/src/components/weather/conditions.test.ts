import { describe, expect, it } from 'vitest';
import { WEATHER_CONDITIONS, weatherCondition } from './conditions';

describe('weather condition table (4101)', () => {
  it('has 33 conditions with resourceId 1-33 and distinct codes', () => {
    expect(WEATHER_CONDITIONS).toHaveLength(33);
    expect(WEATHER_CONDITIONS.map((w) => w.resourceId)).toEqual(Array.from({ length: 33 }, (_, i) => i + 1));
    expect(new Set(WEATHER_CONDITIONS.map((w) => w.code)).size).toBe(33);
    expect(WEATHER_CONDITIONS[0]?.name).toEqual({ zh: '晴', en: 'Sunny' });
    expect(WEATHER_CONDITIONS[32]).toMatchObject({ code: '53', name: { zh: '霾' } });
  });
  it('finds a condition by resourceId, code, name or a phrase naming it', () => {
    expect(weatherCondition('x', 4)?.name.zh).toBe('阵雨');
    expect(weatherCondition('18')?.name.en).toBe('Fog');
    expect(weatherCondition('雷阵雨')?.resourceId).toBe(5);
    expect(weatherCondition('雷阵雨伴有冰雹')?.resourceId).toBe(6);
    expect(weatherCondition('Light snow')?.resourceId).toBe(15);
    expect(weatherCondition('多云转晴')?.name.zh).toBe('多云');
    expect(weatherCondition('今天大到暴雨')?.name.zh).toBe('大到暴雨');
    expect(weatherCondition('sunny')?.resourceId).toBe(1);
    expect(weatherCondition('')).toBeNull();
    expect(weatherCondition('火山灰')).toBeNull();
    expect(weatherCondition(undefined, 34)).toBeNull();
  });
});
