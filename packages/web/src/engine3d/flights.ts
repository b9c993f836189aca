import { CAMERA_MODE_ORBIT } from '@twincanvas/model';
import type { Box3 } from 'three';
import { Vector3 as V3 } from 'three';
import { clampOrbit, orbitPosition } from './camera';
import type { CameraControls } from './controls';
import {
  flightTimeline,
  poseAt,
  tourTimeline,
  type CameraTour,
  type CameraView,
  type Timeline,
} from './tour';

/**
 * Animated camera moves (docs/3d.md, "Views and tours"): fly-to a saved view, framing the model, and
 * tours through the page's views. While one plays the user's camera controls are off.
 */
export class Flights {
  private timeline: { tl: Timeline; start: number } | null = null;
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

  /** Plays a tour; false when there is no such tour or none of its views exists. */
  playTour(tour: CameraTour | string): boolean {
    const t = typeof tour === 'string' ? this.tours.find((x) => x.id === tour) : tour;
    if (!t) return false;
    const tl = tourTimeline(t, this.views, this.controls.pose());
    if (!tl.segments.length) return false;
    this.start(tl);
    return true;
  }

  stop(): void {
    this.timeline = null;
    this.controls.setEnabled(true);
  }

  /** Moves the camera along the playing flight; true while it goes on. */
  update(now: number): boolean {
    if (!this.timeline) return false;
    const { pose, done } = poseAt(this.timeline.tl, (now - this.timeline.start) / 1000);
    if (pose) this.controls.setPose(pose);
    if (!done) return true;
    this.stop();
    this.ended();
    return false;
  }

  private start(tl: Timeline): void {
    this.timeline = { tl, start: performance.now() };
    this.controls.setEnabled(false);
    this.requestRender();
  }
}
