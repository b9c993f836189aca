import { CAMERA_MODE_ORBIT } from '@twincanvas/model';
import type { Box3 } from 'three';
import { Vector3 as V3 } from 'three';
import { clampOrbit, orbitPosition } from './camera';
import type { CameraControls } from './controls';
import {
  flightTimeline,
  poseAt,
  tourTimeline,
  reachedStops,
  type CameraTour,
  type CameraView,
  type Timeline,
  type TourReach,
} from './tour';

/**
 * Animated camera moves (docs/3d.md, "Views and tours"): fly-to a saved view, framing the model, and
 * tours through the page's views. While one plays the user's camera controls are off.
 */
export class Flights {
  private timeline: { tl: Timeline; start: number; at: number; onReach?: (r: TourReach) => void } | null =
    null;
  views: CameraView[] = [];
  tours: CameraTour[] = [];

  constructor(
    private readonly controls: CameraControls,
    private readonly requestRender: () => void,
    private readonly ended: () => void,
  ) {}

  get playing(): boolean {
    return this.timeline !== null;
  }

  flyTo(view: CameraView | string, seconds?: number): boolean {
    const v = typeof view === 'string' ? this.views.find((x) => x.id === view) : view;
    if (!v) return false;
    this.start(flightTimeline(this.controls.pose(), { position: v.position, target: v.target }, seconds));
    return true;
  }

  /** Flies the orbit camera to frame a box (within the page's distance clamp), in `seconds` if given. */
  frame(bounds: Box3, seconds?: number): boolean {
    if (bounds.isEmpty()) return false;
    const c = bounds.getCenter(new V3());
    const radius = bounds.getSize(new V3()).length() / 2;
    const state = this.controls.getState();
    const orbit = clampOrbit({ ...state.orbit, target: { x: c.x, y: c.y, z: c.z }, distance: radius * 1.8 });
    if (state.mode !== CAMERA_MODE_ORBIT) this.controls.setState({ ...state, mode: CAMERA_MODE_ORBIT });
    this.start(
      flightTimeline(this.controls.pose(), { position: orbitPosition(orbit), target: orbit.target }, seconds),
    );
    return true;
  }

  /**
   * Plays a tour; false when there is no such tour or none of its views exists. `onReach` hears each
   * stop as the camera lands on it (the 50101 "reach" event of whoever started the tour).
   */
  playTour(tour: CameraTour | string, onReach?: (reach: TourReach) => void): boolean {
    const t = typeof tour === 'string' ? this.tours.find((x) => x.id === tour) : tour;
    if (!t) return false;
    const tl = tourTimeline(t, this.views, this.controls.pose());
    if (!tl.segments.length) return false;
    this.start(tl, onReach);
    return true;
  }

  stop(): void {
    this.timeline = null;
    this.controls.setEnabled(true);
  }

  /** Moves the camera along the playing flight; true while it goes on. */
  update(now: number): boolean {
    const playing = this.timeline;
    if (!playing) return false;
    const t = (now - playing.start) / 1000;
    const { pose, done } = poseAt(playing.tl, t);
    if (pose) this.controls.setPose(pose);
    if (playing.onReach) {
      const reached = reachedStops(playing.tl, playing.at, t);
      playing.at = t;
      // A reach action may stop this tour or start another: the rest of this frame's stops then lapse.
      for (const r of reached) if (this.timeline === playing) playing.onReach(r);
      if (this.timeline !== playing) return this.timeline !== null;
    }
    if (!done) return true;
    this.stop();
    this.ended();
    return false;
  }

  private start(tl: Timeline, onReach?: (reach: TourReach) => void): void {
    this.timeline = { tl, start: performance.now(), at: 0, onReach };
    this.controls.setEnabled(false);
    this.requestRender();
  }
}
