/**
 * Rendering on demand (docs/3d.md, "Engine"): at most one animation frame is queued; a frame's step says
 * whether something still moves (camera easing, a flight, an animating layer), and only then is the
 * next one queued. Nothing runs while the scene stands still.
 */
export class FrameLoop {
  private queued = false;
  /** Whether something besides the camera changed since the last frame (the shadow map is redrawn then). */
  private sceneChanged = true;
  private last = 0;
  private stopped = false;

  /**
   * `step` draws one frame (`dt` seconds since the previous one, capped; `sceneChanged` unless every
   * request since the last frame was for a camera move alone) and answers "again?".
   */
  constructor(private readonly step: (dt: number, now: number, sceneChanged: boolean) => boolean) {}

  /** Queues a frame; `sceneChanged` false for a camera move alone (orbit, walk, flight). */
  request(sceneChanged = true): void {
    if (sceneChanged) this.sceneChanged = true;
    if (this.queued || this.stopped) return;
    this.queued = true;
    requestAnimationFrame(this.frame);
  }

  private readonly frame = (now: number) => {
    this.queued = false;
    if (this.stopped) return;
    // The first frame after a pause gets a nominal step, so nothing jumps by the length of the pause.
    const dt = this.last ? Math.min(0.25, (now - this.last) / 1000) : 1 / 60;
    this.last = now;
    const changed = this.sceneChanged;
    this.sceneChanged = false;
    if (this.step(dt, now, changed)) this.request(false);
    else this.last = 0;
  };

  stop(): void {
    this.stopped = true;
  }
}
