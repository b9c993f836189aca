import { describe, expect, it } from 'vitest';
import { colorToCss, colorToString, defaultColor, defaultGradient, gradientToCss } from './colour.js';

describe('colour (docs/reference.md#colour)', () => {
  it('"Defaults: rotation 0, colours opaque white then opaque black, locations 0 and 1"', () => {
    expect(defaultGradient()).toEqual({
      gradientRotate: 0,
      gradientColors: ['#FFFFFFFF', '#000000FF'],
      gradientLocations: [0, 1],
    });
  });
  it('"solid default white with alpha 00 for type 0 and FF otherwise"', () => {
    expect(defaultColor(0)?.solidColor).toBe('#FFFFFF00');
    expect(defaultColor(1)?.solidColor).toBe('#FFFFFFFF');
    expect(defaultColor(2)?.solidColor).toBe('#FFFFFFFF');
    expect(defaultColor(2)?.colorType).toBe(2);
  });
  it('"Invalid type gives null."', () => {
    expect(defaultColor(3)).toBeNull();
    expect(defaultColor('1')).toBeNull();
    expect(colorToString(null)).toBeNull();
    expect(colorToCss(undefined)).toBeNull();
  });
  it('"String form: 0-transparent, 1-solid colour, or 2-gradient spec."', () => {
    expect(colorToString(defaultColor(0))).toBe('0-transparent');
    expect(colorToString(defaultColor(1))).toBe('1-#FFFFFFFF');
    expect(colorToString(defaultColor(2))).toBe('2-0-#FFFFFFFF:0,#000000FF:1');
    const odd = { ...defaultGradient(), gradientLocations: [0] };
    expect(colorToString({ colorType: 2, solidColor: '', gradientColor: odd })).toBe(
      '2-0-#FFFFFFFF:0,#000000FF:',
    );
  });
  it('"Gradient rotation is offset by 90 degrees in CSS."', () => {
    expect(gradientToCss(defaultGradient())).toBe('linear-gradient(90deg, #FFFFFFFF 0%, #000000FF 100%)');
    expect(
      gradientToCss({ gradientRotate: 45, gradientColors: ['red', 'blue'], gradientLocations: [0.25] }),
    ).toBe('linear-gradient(135deg, red 25%, blue)');
    expect(colorToCss(defaultColor(0))).toBe('transparent');
    expect(colorToCss(defaultColor(1))).toBe('#FFFFFFFF');
    expect(colorToCss(defaultColor(2))).toMatch(/^linear-gradient\(90deg/);
  });
});
