import { Color } from 'three';
import { describe, expect, it } from 'vitest';
import { rgba, toColour } from './colour';

describe('user colours into three.js', () => {
  it('reads the editor’s #RRGGBBAA like the #RRGGBB three.js parses itself, in either case', () => {
    for (const css of ['#FF8000FF', '#ff8000cc', '#ff8000', 'rgb(255, 128, 0)', 'rgba(255,128,0,0.5)'])
      expect(toColour(css).getHexString(), css).toBe(new Color('#ff8000').getHexString());
    expect(toColour('orange').getHexString()).toBe(new Color('orange').getHexString());
  });

  it('writes into the colour it is given; an empty or unreadable colour gives the fallback', () => {
    const target = new Color();
    expect(toColour('#00FF00FF', target)).toBe(target);
    expect(target.getHexString()).toBe('00ff00');
    expect(toColour('', undefined, '#0000ff').getHexString()).toBe('0000ff');
    expect(toColour(undefined).getHexString()).toBe('ffffff');
    expect([...rgba('#11223380')].map((v) => Math.round(v * 255))).toEqual([17, 34, 51, 128]);
  });
});
