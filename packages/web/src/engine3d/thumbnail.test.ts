import { describe, expect, it } from 'vitest';
import { captureThumbnail } from './thumbnail';

/**
 * A 2D canvas as the browser gives one, recording what is drawn, whose JPEG encoding gets shorter as
 * the quality drops (the browser's own canvas is not available in happy-dom).
 */
function fakeCanvas(log: string[], lengthAt: (q: number) => number, type = 'image/jpeg') {
  return (w: number, h: number) => {
    log.push(`canvas ${w}x${h}`);
    return {
      getContext: () => ({
        set fillStyle(v: string) {
          log.push(`fill ${v}`);
        },
        fillRect: (...a: number[]) => log.push(`rect ${a.join(',')}`),
        drawImage: (_s: unknown, ...a: number[]) => log.push(`draw ${a.join(',')}`),
      }),
      toDataURL: (t: string, q: number) => {
        log.push(`encode ${t} ${q}`);
        const head = `data:${type};base64,`;
        return head + 'A'.repeat(Math.max(0, lengthAt(q) - head.length));
      },
    } as unknown as HTMLCanvasElement;
  };
}
const source = (width: number, height: number) => ({ width, height }) as HTMLCanvasElement;

describe('captureThumbnail', () => {
  it('scales to 320 wide keeping the aspect, over an opaque backdrop, as JPEG', () => {
    const log: string[] = [];
    const url = captureThumbnail(
      source(1920, 1080),
      fakeCanvas(log, () => 9000),
    );
    expect(url?.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(log).toEqual([
      'canvas 320x180',
      'fill #0b1a2e',
      'rect 0,0,320,180',
      'draw 0,0,320,180',
      'encode image/jpeg 0.8',
    ]);
  });

  it('lowers the quality until the picture fits, and gives up when none does', () => {
    const log: string[] = [];
    const sizes: Record<number, number> = { 0.8: 90_000, 0.6: 70_000, 0.45: 50_000, 0.3: 30_000 };
    const url = captureThumbnail(
      source(1280, 720),
      fakeCanvas(log, (q) => sizes[q]!),
    );
    expect(url).toHaveLength(50_000);
    expect(log.filter((l) => l.startsWith('encode'))).toHaveLength(3);
    expect(
      captureThumbnail(
        source(1280, 720),
        fakeCanvas([], () => 100_000),
      ),
    ).toBeNull();
  });

  it('keeps a small canvas at its size and refuses an empty one or a non-JPEG answer', () => {
    const log: string[] = [];
    captureThumbnail(
      source(200, 100),
      fakeCanvas(log, () => 100),
    );
    expect(log[0]).toBe('canvas 200x100');
    expect(
      captureThumbnail(
        source(0, 0),
        fakeCanvas([], () => 100),
      ),
    ).toBeNull();
    // A browser that cannot encode JPEG answers PNG: not accepted as a thumbnail of this kind.
    expect(
      captureThumbnail(
        source(640, 360),
        fakeCanvas([], () => 100, 'image/png'),
      ),
    ).toBeNull();
  });
});
