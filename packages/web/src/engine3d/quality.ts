import { QUALITY_HIGH, QUALITY_MEDIUM, QUALITY_SMOOTH, RENDER_QUALITY_DEFAULT } from '@twincanvas/model';

/** Render quality levels (docs/3d.md, "Quality"): 3 high, 2 medium (the default), 1 smooth. */
export type Quality = typeof QUALITY_HIGH | typeof QUALITY_MEDIUM | typeof QUALITY_SMOOTH;

export interface QualitySettings {
  quality: Quality;
  pixelRatio: number;
  shadows: boolean;
  /** MSAA samples of the post-processing target (0: none). */
  samples: number;
  /** Whether frames go through the composer (selection outline, bloom). */
  postProcessing: boolean;
  outline: boolean;
  bloom: boolean;
}

export function normalizeQuality(value: unknown): Quality {
  const n = Number(value);
  return n === QUALITY_HIGH || n === QUALITY_MEDIUM || n === QUALITY_SMOOTH ? n : RENDER_QUALITY_DEFAULT;
}

/**
 * What each level turns on, for a screen of `devicePixelRatio`. A software rasteriser (`software`) gets no
 * multisampling at any level: it rasterises every sample (the map does the same, app/softwareWebgl.ts).
 */
export function qualitySettings(value: unknown, devicePixelRatio = 1, software = false): QualitySettings {
  const quality = normalizeQuality(value);
  const dpr = devicePixelRatio > 0 ? devicePixelRatio : 1;
  if (quality === QUALITY_HIGH)
    return {
      quality,
      pixelRatio: Math.min(dpr, 2),
      shadows: true,
      samples: software ? 0 : 4,
      postProcessing: true,
      outline: true,
      bloom: true,
    };
  if (quality === QUALITY_MEDIUM)
    return {
      quality,
      pixelRatio: Math.min(dpr, 1.5),
      shadows: true,
      samples: software ? 0 : 2,
      postProcessing: true,
      outline: true,
      bloom: false,
    };
  return {
    quality,
    pixelRatio: Math.min(dpr, 1) * 0.75,
    shadows: false,
    samples: 0,
    postProcessing: false,
    outline: false,
    bloom: false,
  };
}

/** Frames slower than this count as slow (under 20 frames a second). */
export const SLOW_FRAME_MS = 50;
/** How long frames must stay slow before quality steps down. */
export const SLOW_SUSTAIN_MS = 3000;
/** Frames are "sustained" only while rendering continuously: a gap this long starts over. */
const FRAME_GAP_MS = 250;

/**
 * Watches frame times in the viewer and says when quality should step down: only after slow frames were
 * sustained for a while (a single hitch never changes quality), and never below smooth.
 */
export class SlowFrameWatch {
  private slowSince: number | null = null;
  private last: number | null = null;

  constructor(
    private readonly slowMs = SLOW_FRAME_MS,
    private readonly sustainMs = SLOW_SUSTAIN_MS,
  ) {}

  /**
   * Records one frame whose render() took `frameMs` and ended at `now`; `follows` says whether it came
   * straight after the previous frame (the loop kept running) — without it, a long gap says it did not.
   * Returns the level to step down to, or null.
   */
  record(now: number, frameMs: number, current: Quality, follows?: boolean): Quality | null {
    const interval = this.last === null ? frameMs : now - this.last;
    this.last = now;
    const continuous = follows ?? interval - frameMs <= FRAME_GAP_MS;
    // While frames run back to back, the time one really takes is the interval between them: the GPU's
    // work (software WebGL's too) runs after render() returns, so render()'s own time undercounts it.
    const took = continuous ? Math.max(frameMs, interval) : frameMs;
    if (!continuous || took < this.slowMs) {
      this.slowSince = took < this.slowMs ? null : now;
      return null;
    }
    if (this.slowSince === null) this.slowSince = now;
    if (now - this.slowSince < this.sustainMs || current === QUALITY_SMOOTH) return null;
    this.slowSince = null;
    return (current - 1) as Quality;
  }

  reset(): void {
    this.slowSince = null;
    this.last = null;
  }
}
