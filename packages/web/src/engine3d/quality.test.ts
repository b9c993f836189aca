import { describe, expect, it } from 'vitest';
import { normalizeQuality, qualitySettings, SlowFrameWatch } from './quality';

describe('quality levels', () => {
  it('defaults to medium (2) and maps 3/2/1 to what they turn on', () => {
    expect(normalizeQuality(undefined)).toBe(2);
    expect(normalizeQuality('7')).toBe(2);
    const high = qualitySettings(3, 3);
    expect(high).toMatchObject({
      pixelRatio: 2,
      shadows: true,
      outline: true,
      bloom: true,
      postProcessing: true,
    });
    expect(high.samples).toBeGreaterThan(0);
    expect(qualitySettings(2, 3)).toMatchObject({
      pixelRatio: 1.5,
      shadows: true,
      outline: true,
      bloom: false,
    });
    expect(qualitySettings(1, 3)).toMatchObject({ shadows: false, postProcessing: false, samples: 0 });
    expect(qualitySettings(1, 1).pixelRatio).toBeLessThan(1);
  });

  it('a software rasteriser gets no multisampling at any level, everything else as on a GPU', () => {
    for (const level of [1, 2, 3]) {
      const gpu = qualitySettings(level, 1);
      const software = qualitySettings(level, 1, true);
      expect(software.samples).toBe(0);
      expect({ ...software, samples: gpu.samples }).toEqual(gpu);
    }
  });
});

describe('automatic step-down', () => {
  it('steps down only after slow frames were sustained, and never below smooth', () => {
    const w = new SlowFrameWatch(50, 1000);
    let t = 0;
    const frame = (ms: number, q: 1 | 2 | 3) => w.record((t += ms), ms, q);
    expect(frame(80, 3)).toBeNull();
    let out = null;
    for (let i = 0; i < 20 && !out; i++) out = frame(80, 3);
    expect(out).toBe(2);
    for (let i = 0; i < 40; i++) expect(frame(80, 1)).toBeNull();
  });

  it('a fast frame or a pause starts the count again', () => {
    const w = new SlowFrameWatch(50, 1000);
    let t = 0;
    for (let i = 0; i < 10; i++) w.record((t += 80), 80, 3);
    w.record((t += 10), 10, 3);
    for (let i = 0; i < 10; i++) expect(w.record((t += 80), 80, 3)).toBeNull();
    t += 5000; // a pause between interactions
    expect(w.record((t += 80), 80, 3)).toBeNull();
  });

  it('counts frames that return fast but come slowly while the loop runs (the GPU is the slow part)', () => {
    const w = new SlowFrameWatch(50, 1000);
    let t = 0;
    let out = null;
    // render() returns in 5 ms, but frames follow each other 400 ms apart: 2.5 frames a second.
    for (let i = 0; i < 10 && !out; i++) out = w.record((t += 400), 5, 3, true);
    expect(out).toBe(2);
    // The same intervals after an idle loop (each frame a fresh request) are not slow frames.
    const idle = new SlowFrameWatch(50, 1000);
    for (let i = 0; i < 10; i++) expect(idle.record((t += 400), 5, 3, false)).toBeNull();
  });
});
