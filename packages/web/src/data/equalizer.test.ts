import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { useRuntime } from '../runtime/store';
import { useVariables as useRunningValues } from '../runtime/variables';
import { EQUALIZER_MESSAGE, messageVars, originOf, startEqualizer, type EqualizerTarget } from './equalizer';
import { currentValues, setVariableValue, useVariables } from './variables';

/** The equalizer over real (happy-dom) windows and postMessage. */
const windows: Window[] = [];
const other = (url: string) => {
  const w = new Window({ url });
  windows.push(w);
  const got: { data: unknown; origin: string }[] = [];
  w.addEventListener('message', (e) => {
    const m = e as unknown as MessageEvent;
    got.push({ data: m.data, origin: m.origin });
  });
  return { w, got };
};
const tick = () => new Promise((r) => setTimeout(r, 20));

beforeEach(() => {
  useRunningValues.getState().reset();
  useRuntime.getState().reset();
  useVariables.getState().load([
    { id: 'v1', name: 'city', defaultValue: 'BJ' },
    { id: 'v2', name: 'zone', defaultValue: 'Z0' },
  ] as never);
});
afterEach(async () => {
  for (const w of windows.splice(0)) await w.happyDOM.close();
});

const config = {
  receipt: [
    { state: true, url: 'https://maps.example/app?x=1', vars: [{ original: 'town', as: 'city' }] },
    { state: false, url: 'https://off.example/', vars: [{ original: 'zone', as: '' }] },
  ],
  distribute: [{ state: 1, url: 'https://report.example/page', vars: [{ original: 'city', as: 'c' }] }],
};

describe('equalizer receipt', () => {
  it('updates variables only from the configured origin of an enabled entry', () => {
    const stop = startEqualizer(config);
    const post = (data: unknown, origin: string) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin }));
    post({ town: 'SH', zone: 'Z9' }, 'https://evil.example');
    post({ zone: 'Z9' }, 'https://off.example');
    post({ town: 'SH' }, 'https://maps.example.evil.com');
    expect(currentValues().byName).toMatchObject({ city: 'BJ', zone: 'Z0' });
    post(
      JSON.stringify({ type: EQUALIZER_MESSAGE, vars: { town: 'SH', zone: 'Z9' } }),
      'https://maps.example',
    );
    expect(currentValues().byName).toMatchObject({ city: 'SH', zone: 'Z0' });
    expect(useRunningValues.getState().equalizer.args).toMatchObject({ city: 'SH' });
    stop();
    post({ town: 'GZ' }, 'https://maps.example');
    expect(currentValues().byName.city).toBe('SH');
    expect(useRunningValues.getState().equalizer).toEqual({ receipt: [], distribute: [], args: {} });
  });

  it('reads plain objects and the envelope; ignores anything else', () => {
    expect(messageVars({ a: 1 })).toEqual({ a: 1 });
    expect(messageVars({ type: EQUALIZER_MESSAGE, vars: { a: 2 } })).toEqual({ a: 2 });
    expect(messageVars('not json')).toBeNull();
    expect(messageVars([1])).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('https://a.example:8443/x')).toBe('https://a.example:8443');
  });
});

describe('equalizer distribute', () => {
  it('posts the values to windows of the configured origin only, at start and on change', async () => {
    const report = other('https://report.example/page');
    const stranger = other('https://stranger.example/');
    const stop = startEqualizer(config, {
      targets: (origin) => [
        { win: report.w as unknown as EqualizerTarget['win'], origin },
        // A window now at another origin: the targetOrigin keeps the values from it.
        { win: stranger.w as unknown as EqualizerTarget['win'], origin },
      ],
    });
    await tick();
    expect(report.got.map((g) => g.data)).toEqual([{ type: EQUALIZER_MESSAGE, vars: { c: 'BJ' } }]);
    setVariableValue('zone', 'Z5'); // not distributed: nothing new is sent
    await tick();
    expect(report.got).toHaveLength(1);
    setVariableValue('city', 'WH');
    await tick();
    expect(report.got.map((g) => g.data)).toEqual([
      { type: EQUALIZER_MESSAGE, vars: { c: 'BJ' } },
      { type: EQUALIZER_MESSAGE, vars: { c: 'WH' } },
    ]);
    expect(stranger.got).toEqual([]);
    stop();
    setVariableValue('city', 'XA');
    await tick();
    expect(report.got).toHaveLength(2);
  });
});
