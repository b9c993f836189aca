import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN } from '../../../components/chartKit/theme';
import { themePlan, toHex8 } from './themePlan';

describe('stored themes as colour plans', () => {
  it('reads every colour spelling the theme API accepts into #RRGGBBAA', () => {
    expect(toHex8('#f0f')).toBe('#FF00FFFF');
    expect(toHex8('#3ba4ff')).toBe('#3BA4FFFF');
    expect(toHex8('#3BA4FF80')).toBe('#3BA4FF80');
    expect(toHex8('rgb(0, 200, 0)')).toBe('#00C800FF');
    expect(toHex8('rgba(255,0,0,0.5)')).toBe('#FF000080');
    expect(toHex8('rgba(255, 0, 0, 50%)')).toBe('#FF000080');
    expect(toHex8('red')).toBeNull();
    expect(toHex8('#12345')).toBeNull();
  });

  it('keeps readable colours, falls back to the default plan for the rest', () => {
    const plan = themePlan({ id: 't1', name: '品红', colors: ['#F0F', 'nonsense', 'rgb(0,0,255)'] });
    expect(plan).toMatchObject({ id: 't1', name: '品红', colors: ['#FF00FFFF', '#0000FFFF'] });
    expect(plan.textColor).toBe(DEFAULT_PLAN.textColor);
    expect(themePlan({ id: 't2', name: 'x', colors: ['bad'], axisColor: '#123' })).toMatchObject({
      colors: DEFAULT_PLAN.colors,
      axisColor: '#112233FF',
    });
  });
});
