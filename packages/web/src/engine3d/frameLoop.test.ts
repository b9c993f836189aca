import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrameLoop } from './frameLoop';

/** Animation frames run by hand: the queue of callbacks the loop asked for. */
function frames() {
  const queue: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queue.push(cb));
  let now = 0;
  return {
    pending: () => queue.length,
    run: () => queue.splice(0).forEach((cb) => cb((now += 16))),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('frame loop', () => {
  it('tells a frame whether the scene changed or only the camera moved', () => {
    const raf = frames();
    const seen: boolean[] = [];
    const loop = new FrameLoop((_dt, _now, changed) => (seen.push(changed), false));
    loop.request(); // the first frame draws everything
    raf.run();
    loop.request(false); // an orbit step
    raf.run();
    loop.request(false);
    loop.request(); // a camera move and a style change before the same frame
    expect(raf.pending()).toBe(1);
    raf.run();
    expect(seen).toEqual([true, false, true]);
  });

  it('a frame asking for another gets a camera-only one; nothing runs after stop', () => {
    const raf = frames();
    const seen: boolean[] = [];
    let more = 2;
    const loop = new FrameLoop((_dt, _now, changed) => (seen.push(changed), more-- > 0));
    loop.request();
    raf.run();
    raf.run();
    raf.run();
    expect(seen).toEqual([true, false, false]);
    expect(raf.pending()).toBe(0);
    loop.stop();
    loop.request();
    expect(raf.pending()).toBe(0);
  });
});
