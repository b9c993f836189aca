import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMERA } from '../catalogue/defaults.js';
import { clampCameraDistance, encodeForm, parseDefaultProperty } from './encoding.js';
import { clearEqualizer, initEqualizer } from './equalizer.js';

describe('form encoding', () => {
  it('"Form encoding skips null, undefined, empty values and JSON-encodes arrays."', () => {
    const s = encodeForm({
      a: 1,
      b: null,
      c: undefined,
      d: '',
      e: [1, 'x'],
      f: 'hi there',
      g: { k: 1 },
      h: 0,
    });
    const p = new URLSearchParams(s);
    expect([...p.keys()]).toEqual(['a', 'e', 'f', 'g', 'h']);
    expect(p.get('e')).toBe('[1,"x"]');
    expect(p.get('f')).toBe('hi there');
    expect(p.get('g')).toBe('{"k":1}');
    expect(p.get('h')).toBe('0');
  });
});

describe('camera distance clamp', () => {
  const fallback = { min: 20, max: 150 };
  it('"Camera distance clamp outside 0 to 1000 reset to the given min and max."', () => {
    expect(clampCameraDistance({ min: 5, max: 900 }, fallback)).toEqual({ min: 5, max: 900 });
    expect(clampCameraDistance({ min: -1, max: 900 }, fallback)).toEqual(fallback);
    expect(clampCameraDistance({ min: 0, max: 1001 }, fallback)).toEqual(fallback);
    expect(clampCameraDistance({ min: 300, max: 200 }, fallback)).toEqual(fallback);
    expect(clampCameraDistance({ min: Number.NaN, max: 10 }, fallback)).toEqual(fallback);
    expect(DEFAULT_CAMERA).toBeDefined();
  });
});

describe('defaultProperty', () => {
  it('"defaultProperty not valid JSON: refused with a message that its data format is wrong"', () => {
    const r = parseDefaultProperty('{not json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.refusal.zh).toBe('defaultProperty 数据格式错误');
    expect(parseDefaultProperty('[1,2]').ok).toBe(false);
    expect(parseDefaultProperty({ typeId: { nested: true } }).ok).toBe(false);
  });
  it('"no typeId: ignored."', () => {
    expect(parseDefaultProperty('{"boxSize":[1,2]}')).toEqual({ ok: true, value: null });
    expect(parseDefaultProperty(undefined)).toEqual({ ok: true, value: null });
    expect(parseDefaultProperty('')).toEqual({ ok: true, value: null });
  });
  it('parses a valid one from text or object', () => {
    expect(parseDefaultProperty('{"typeId":13001,"boxSize":[400,250]}')).toEqual({
      ok: true,
      value: { typeId: 13001, boxSize: [400, 250] },
    });
    expect(parseDefaultProperty({ typeId: 'x' })).toEqual({ ok: true, value: { typeId: 'x' } });
  });
});

describe('equalizer', () => {
  it('"Equalizer initialisation builds receipt, distribute and args from enabled entries of the project\'s config; clearing resets them."', () => {
    const on = { state: true, url: 'https://a', vars: [{ original: 'city', as: 'c', value: 'BJ' }] };
    const off = { state: false, url: 'https://b', vars: [{ original: 'x', as: 'y', value: 1 }] };
    const numericOn = { state: 1, url: 'https://c', vars: [{ original: 'zone', as: '' }] };
    const r = initEqualizer({ receipt: [on, off], distribute: [numericOn] });
    expect(r.receipt).toEqual([on]);
    expect(r.distribute).toEqual([numericOn]);
    expect(r.args).toEqual({ c: 'BJ', zone: '' });
    expect(initEqualizer(null)).toEqual(clearEqualizer());
    expect(clearEqualizer()).toEqual({ receipt: [], distribute: [], args: {} });
  });
});
