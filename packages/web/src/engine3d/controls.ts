import { MathUtils, Vector3 as V3, type PerspectiveCamera } from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { CAMERA_MODE_ORBIT, CAMERA_MODE_WALK } from '@twincanvas/model';
import {
  orbitFromPose,
  orbitPosition,
  walkFromPose,
  walkLook,
  walkPose,
  walkStep,
  type CameraState,
  type OrbitState,
  type Pose,
  type WalkInput,
} from './camera';

const KEYS: Record<string, keyof WalkInput | null> = {
  KeyW: 'forward',
  KeyS: 'forward',
  KeyA: 'right',
  KeyD: 'right',
};
const SIGN: Record<string, number> = { KeyW: 1, KeyS: -1, KeyA: -1, KeyD: 1 };

function isField(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable);
}

/**
 * The two camera modes (docs/3d.md, "Camera"): orbit (three's OrbitControls, clamped by the page's
 * distance and angle ranges) and walk (first person: WASD moves, dragging or a locked pointer looks,
 * the eye stays above the floor). The state is the page's camera data; `changed` fires when a move ends.
 */
export class CameraControls {
  readonly orbit: OrbitControls;
  private state: CameraState;
  private readonly held = new Set<string>();
  private dragging = false;
  private floor = 0;
  enabled = true;

  constructor(
    private readonly camera: PerspectiveCamera,
    private readonly dom: HTMLElement,
    initial: CameraState,
    private readonly requestRender: () => void,
    private readonly changed: (state: CameraState) => void,
  ) {
    this.state = initial;
    this.orbit = new OrbitControls(camera, dom);
    // No damping: it keeps frames coming after every drag, which a slow (software) GPU cannot afford.
    this.orbit.enableDamping = false;
    this.orbit.addEventListener('change', requestRender);
    this.orbit.addEventListener('end', () => {
      this.state = { ...this.state, orbit: this.readOrbit() };
      this.changed(this.state);
    });
    dom.addEventListener('pointerdown', this.onDown);
    window.addEventListener('pointerup', this.onUp);
    dom.addEventListener('pointermove', this.onMove);
    window.addEventListener('keydown', this.onKey);
    window.addEventListener('keyup', this.onKeyUp);
    window.addEventListener('blur', this.onBlur);
    this.setState(initial);
  }

  get mode() {
    return this.state.mode;
  }

  /** The floor the walker stands on (the model's lowest point). */
  get floorY(): number {
    return this.floor;
  }

  /** A new floor (a model came in) lifts a walker standing below it at once, not at its next step. */
  set floorY(y: number) {
    this.floor = y;
    if (this.state.mode !== CAMERA_MODE_WALK) return;
    this.placeWalk();
    this.requestRender();
  }

  /** The current camera as page data (orbit read back from the live controls). */
  getState(): CameraState {
    return this.state.mode === CAMERA_MODE_ORBIT ? { ...this.state, orbit: this.readOrbit() } : this.state;
  }

  setState(state: CameraState): void {
    this.state = state;
    const o = state.orbit;
    this.orbit.minDistance = o.disClamp[0];
    this.orbit.maxDistance = o.disClamp[1];
    // OrbitControls' polar angle is measured from straight up; the page's x-angle from the horizon.
    this.orbit.minPolarAngle = MathUtils.degToRad(90 - o.xClamp[1]);
    this.orbit.maxPolarAngle = MathUtils.degToRad(90 - o.xClamp[0]);
    const span = o.yClamp[1] - o.yClamp[0];
    this.orbit.minAzimuthAngle = span >= 360 ? -Infinity : MathUtils.degToRad(o.yClamp[0]);
    this.orbit.maxAzimuthAngle = span >= 360 ? Infinity : MathUtils.degToRad(o.yClamp[1]);
    this.orbit.enabled = this.enabled && state.mode === CAMERA_MODE_ORBIT;
    if (state.mode === CAMERA_MODE_ORBIT) this.placeOrbit(o);
    else this.placeWalk();
    this.requestRender();
  }

  setEnabled(on: boolean): void {
    this.enabled = on;
    this.orbit.enabled = on && this.state.mode === CAMERA_MODE_ORBIT;
  }

  /**
   * Puts the camera at a pose (tours and fly-to): orbit keeps it as its target, walk stands there. The
   * walker's state follows the pose, so the next step or look goes on from where the flight left it.
   */
  setPose(pose: Pose): void {
    if (this.state.mode === CAMERA_MODE_ORBIT) {
      this.camera.position.set(pose.position.x, pose.position.y, pose.position.z);
      this.orbit.target.set(pose.target.x, pose.target.y, pose.target.z);
      this.camera.lookAt(this.orbit.target);
    } else {
      this.state = { ...this.state, walk: walkFromPose(pose, this.state.walk, this.floorY) };
      this.placeWalk();
    }
  }

  /** The pose the camera has now. */
  pose(): Pose {
    const p = this.camera.position;
    if (this.state.mode === CAMERA_MODE_ORBIT) {
      const t = this.orbit.target;
      return { position: { x: p.x, y: p.y, z: p.z }, target: { x: t.x, y: t.y, z: t.z } };
    }
    const d = this.camera.getWorldDirection(new V3());
    return { position: { x: p.x, y: p.y, z: p.z }, target: { x: p.x + d.x, y: p.y + d.y, z: p.z + d.z } };
  }

  /** Advances damping or walking; true while the camera still moves. */
  update(dt: number): boolean {
    if (this.state.mode === CAMERA_MODE_ORBIT) return this.orbit.update(dt);
    const input: WalkInput = { forward: 0, right: 0 };
    for (const code of this.held) {
      const k = KEYS[code];
      if (k) input[k] += SIGN[code] ?? 0;
    }
    if (!input.forward && !input.right) return false;
    this.state = { ...this.state, walk: walkStep(this.state.walk, input, dt, this.floorY) };
    this.placeWalk();
    return true;
  }

  private readOrbit(): OrbitState {
    return orbitFromPose(this.pose(), this.state.orbit);
  }

  private placeOrbit(o: OrbitState): void {
    const p = orbitPosition(o);
    this.camera.position.set(p.x, p.y, p.z);
    this.orbit.target.set(o.target.x, o.target.y, o.target.z);
    this.camera.lookAt(this.orbit.target);
    this.orbit.update();
  }

  private placeWalk(): void {
    const w = this.state.walk;
    const y = Math.max(w.position.y, this.floorY + w.eyeHeight);
    if (y !== w.position.y) this.state = { ...this.state, walk: { ...w, position: { ...w.position, y } } };
    const pose = walkPose(this.state.walk);
    this.camera.position.set(pose.position.x, pose.position.y, pose.position.z);
    this.camera.lookAt(pose.target.x, pose.target.y, pose.target.z);
  }

  private walking(): boolean {
    return this.enabled && this.state.mode === CAMERA_MODE_WALK;
  }

  private readonly onDown = (e: PointerEvent) => {
    if (!this.walking() || e.button !== 0) return;
    this.dragging = true;
    this.dom.focus?.();
  };

  private readonly onUp = () => {
    if (!this.dragging) return;
    this.dragging = false;
    this.changed(this.state);
  };

  private readonly onMove = (e: PointerEvent) => {
    if (!this.walking()) return;
    const locked = document.pointerLockElement === this.dom;
    if (!this.dragging && !locked) return;
    this.state = { ...this.state, walk: walkLook(this.state.walk, e.movementX, e.movementY) };
    this.placeWalk();
    this.requestRender();
  };

  private readonly onKey = (e: KeyboardEvent) => {
    if (!this.walking() || !(e.code in KEYS) || isField(e.target) || e.ctrlKey || e.metaKey) return;
    this.held.add(e.code);
    this.requestRender();
  };

  private readonly onKeyUp = (e: KeyboardEvent) => {
    if (!this.held.delete(e.code)) return;
    if (this.held.size === 0) this.changed(this.state);
  };

  private readonly onBlur = () => this.held.clear();

  /** Enters pointer lock for mouse look (Esc leaves it, as browsers do). */
  lockPointer(): void {
    if (this.walking()) void this.dom.requestPointerLock?.();
  }

  dispose(): void {
    this.orbit.dispose();
    this.dom.removeEventListener('pointerdown', this.onDown);
    window.removeEventListener('pointerup', this.onUp);
    this.dom.removeEventListener('pointermove', this.onMove);
    window.removeEventListener('keydown', this.onKey);
    window.removeEventListener('keyup', this.onKeyUp);
    window.removeEventListener('blur', this.onBlur);
  }
}
