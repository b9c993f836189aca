import {
  AREA_CAMERA_DISTANCE,
  AREA_CAMERA_PITCH,
  CAMERA_CLAMP_LIMIT,
  CAMERA_CLAMP_LIMIT_MIN,
  CAMERA_DEFAULT_DISTANCE,
  CAMERA_DISTANCE_MAX,
  CAMERA_DISTANCE_MIN,
  CAMERA_MODE_ORBIT,
  CAMERA_MODE_WALK,
  CAMERA_X_ANGLE_MAX,
  CAMERA_X_ANGLE_MIN,
  CAMERA_Y_ANGLE_MAX,
  CAMERA_Y_ANGLE_MIN,
  type CameraEntry,
  type Vector3,
} from '@twincanvas/model';

/**
 * Camera math of the 3D scene layer, free of three.js so the editor, the viewer and the tests share it
 * (docs/3d.md, "Camera"). Angles are degrees: `xAngle` is the pitch above the horizon, `yAngle` the yaw
 * around the vertical axis.
 */

export type CameraMode = typeof CAMERA_MODE_ORBIT | typeof CAMERA_MODE_WALK;

export interface OrbitState {
  target: Vector3;
  distance: number;
  xAngle: number;
  yAngle: number;
  disClamp: [number, number];
  xClamp: [number, number];
  yClamp: [number, number];
}

export interface WalkState {
  position: Vector3;
  /** Degrees, 0 looks along −z. */
  yaw: number;
  /** Degrees, kept within ±85 so the view never flips. */
  pitch: number;
  /** Eye height above the floor. */
  eyeHeight: number;
}

export interface CameraState {
  mode: CameraMode;
  orbit: OrbitState;
  walk: WalkState;
}

export interface Pose {
  position: Vector3;
  target: Vector3;
}

export const WALK_EYE_HEIGHT = 1.7;
export const WALK_SPEED = 6;
export const WALK_PITCH_LIMIT = 85;

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;
export const vec = (x = 0, y = 0, z = 0): Vector3 => ({ x, y, z });

function vector(v: unknown, fallback: Vector3): Vector3 {
  const o = v as Partial<Vector3> | undefined;
  return o && finite(o.x) && finite(o.y) && finite(o.z) ? { x: o.x, y: o.y, z: o.z } : { ...fallback };
}

/**
 * A clamp range as stored; a pair with a bound outside 0–1000 (the camera clamp limit), not a number or
 * reversed resets to the given min and max.
 */
export function normalizeClamp(range: unknown, min: number, max: number): [number, number] {
  if (!Array.isArray(range) || range.length !== 2) return [min, max];
  const [lo, hi] = range as unknown[];
  if (!finite(lo) || !finite(hi) || lo > hi) return [min, max];
  if (lo < CAMERA_CLAMP_LIMIT_MIN || hi > CAMERA_CLAMP_LIMIT) return [min, max];
  return [lo, hi];
}

/** An angle range; angles are not limited by the distance limit, only ordered and finite. */
function angleClamp(range: unknown, min: number, max: number): [number, number] {
  if (!Array.isArray(range) || range.length !== 2) return [min, max];
  const [lo, hi] = range as unknown[];
  return finite(lo) && finite(hi) && lo <= hi ? [lo, hi] : [min, max];
}

export function defaultOrbit(): OrbitState {
  return {
    target: vec(),
    distance: CAMERA_DEFAULT_DISTANCE,
    xAngle: 45,
    yAngle: 0,
    disClamp: [CAMERA_DISTANCE_MIN, CAMERA_DISTANCE_MAX],
    xClamp: [CAMERA_X_ANGLE_MIN, CAMERA_X_ANGLE_MAX],
    yClamp: [CAMERA_Y_ANGLE_MIN, CAMERA_Y_ANGLE_MAX],
  };
}

export function defaultWalk(): WalkState {
  return { position: vec(0, WALK_EYE_HEIGHT, 30), yaw: 0, pitch: 0, eyeHeight: WALK_EYE_HEIGHT };
}

/** Keeps distance and angles inside their clamps. */
export function clampOrbit(o: OrbitState): OrbitState {
  return {
    ...o,
    distance: clamp(o.distance, o.disClamp[0], o.disClamp[1]),
    xAngle: clamp(o.xAngle, o.xClamp[0], o.xClamp[1]),
    yAngle: clamp(o.yAngle, o.yClamp[0], o.yClamp[1]),
  };
}

/** The camera position of an orbit state (target plus distance along pitch and yaw). */
export function orbitPosition(o: OrbitState): Vector3 {
  const p = rad(o.xAngle);
  const y = rad(o.yAngle);
  return {
    x: o.target.x + o.distance * Math.cos(p) * Math.sin(y),
    y: o.target.y + o.distance * Math.sin(p),
    z: o.target.z + o.distance * Math.cos(p) * Math.cos(y),
  };
}

/** The orbit state looking from `position` at `target`, clamped, keeping `base`'s clamps. */
export function orbitFromPose(pose: Pose, base: OrbitState): OrbitState {
  const dx = pose.position.x - pose.target.x;
  const dy = pose.position.y - pose.target.y;
  const dz = pose.position.z - pose.target.z;
  const distance = Math.hypot(dx, dy, dz);
  const xAngle = distance > 0 ? deg(Math.asin(clamp(dy / distance, -1, 1))) : base.xAngle;
  const yAngle = deg(Math.atan2(dx, dz));
  return clampOrbit({ ...base, target: { ...pose.target }, distance, xAngle, yAngle });
}

/** The pose framing an area interaction at `center` (distance 12, pitch 30 by default). */
export function areaPose(
  center: Vector3,
  distance = AREA_CAMERA_DISTANCE,
  pitch = AREA_CAMERA_PITCH,
  yaw = 0,
): Pose {
  const o: OrbitState = { ...defaultOrbit(), target: center, distance, xAngle: pitch, yAngle: yaw };
  return { position: orbitPosition(o), target: { ...center } };
}

/** Direction the walker looks along. */
export function walkDirection(w: Pick<WalkState, 'yaw' | 'pitch'>): Vector3 {
  const p = rad(w.pitch);
  const y = rad(w.yaw);
  return { x: -Math.sin(y) * Math.cos(p), y: Math.sin(p), z: -Math.cos(y) * Math.cos(p) };
}

/** Mouse look: pixels moved turn the view; pitch stays within ±85°. */
export function walkLook(w: WalkState, dx: number, dy: number, degPerPixel = 0.15): WalkState {
  return {
    ...w,
    yaw: (((w.yaw - dx * degPerPixel) % 360) + 360) % 360,
    pitch: clamp(w.pitch - dy * degPerPixel, -WALK_PITCH_LIMIT, WALK_PITCH_LIMIT),
  };
}

export interface WalkInput {
  /** +1 forward (W), −1 back (S). */
  forward: number;
  /** +1 right (D), −1 left (A). */
  right: number;
}

/**
 * One walking step: WASD moves on the ground plane along the view's heading, and the eye is kept at
 * least `eyeHeight` above the floor.
 */
export function walkStep(
  w: WalkState,
  input: WalkInput,
  dt: number,
  floorY = 0,
  speed = WALK_SPEED,
): WalkState {
  const y = rad(w.yaw);
  const fx = -Math.sin(y);
  const fz = -Math.cos(y);
  const len = Math.hypot(input.forward, input.right) || 1;
  const step = (speed * dt) / len;
  const x = w.position.x + (fx * input.forward - fz * input.right) * step;
  const z = w.position.z + (fz * input.forward + fx * input.right) * step;
  return { ...w, position: { x, y: Math.max(w.position.y, floorY + w.eyeHeight), z } };
}

/** The pose of a walk state (looking one unit ahead). */
export function walkPose(w: WalkState): Pose {
  const d = walkDirection(w);
  return {
    position: { ...w.position },
    target: { x: w.position.x + d.x, y: w.position.y + d.y, z: w.position.z + d.z },
  };
}

/** A walk state standing where `pose` is, looking where it looks. */
export function walkFromPose(pose: Pose, base: WalkState, floorY = 0): WalkState {
  const dx = pose.target.x - pose.position.x;
  const dy = pose.target.y - pose.position.y;
  const dz = pose.target.z - pose.position.z;
  const len = Math.hypot(dx, dy, dz) || 1;
  const yaw = ((deg(Math.atan2(-dx, -dz)) % 360) + 360) % 360;
  const pitch = clamp(deg(Math.asin(clamp(dy / len, -1, 1))), -WALK_PITCH_LIMIT, WALK_PITCH_LIMIT);
  const y = Math.max(pose.position.y, floorY + base.eyeHeight);
  return { ...base, position: { ...pose.position, y }, yaw, pitch };
}

const isOrbit = (e: CameraEntry) => Number(e.subType) === CAMERA_MODE_ORBIT;
const isWalk = (e: CameraEntry) => Number(e.subType) === CAMERA_MODE_WALK;

/** The camera of a page from its stored `cameraData` entries, with defaults and clamps repaired. */
export function readCameraData(entries: readonly CameraEntry[] | undefined): CameraState {
  const list = Array.isArray(entries) ? entries : [];
  const o = list.find(isOrbit);
  const w = list.find(isWalk);
  const d = defaultOrbit();
  const orbit: OrbitState = clampOrbit({
    target: vector(o?.target, d.target),
    distance: finite(o?.distance) ? o.distance : d.distance,
    xAngle: finite(o?.xAngle) ? o.xAngle : d.xAngle,
    yAngle: finite(o?.yAngle) ? o.yAngle : d.yAngle,
    disClamp: normalizeClamp(o?.disClamp, CAMERA_DISTANCE_MIN, CAMERA_DISTANCE_MAX),
    xClamp: angleClamp(o?.xClamp, CAMERA_X_ANGLE_MIN, CAMERA_X_ANGLE_MAX),
    yClamp: angleClamp(o?.yClamp, CAMERA_Y_ANGLE_MIN, CAMERA_Y_ANGLE_MAX),
  });
  const dw = defaultWalk();
  const walk: WalkState = {
    position: vector(w?.position, dw.position),
    yaw: finite(w?.yaw) ? w.yaw : dw.yaw,
    pitch: finite(w?.pitch) ? clamp(w.pitch, -WALK_PITCH_LIMIT, WALK_PITCH_LIMIT) : dw.pitch,
    eyeHeight: finite(w?.eyeHeight) && w.eyeHeight > 0 ? w.eyeHeight : dw.eyeHeight,
  };
  const selected = list.find((e) => e.selected);
  const mode: CameraMode = selected && isWalk(selected) ? CAMERA_MODE_WALK : CAMERA_MODE_ORBIT;
  return { mode, orbit, walk };
}

/** The `cameraData` entries storing a camera state (one entry per mode, the current one selected). */
export function writeCameraData(state: CameraState): CameraEntry[] {
  const r = (n: number) => Math.round(n * 1000) / 1000;
  const v = (p: Vector3) => ({ x: r(p.x), y: r(p.y), z: r(p.z) });
  return [
    {
      curType: 'orbit',
      subType: CAMERA_MODE_ORBIT,
      selected: state.mode === CAMERA_MODE_ORBIT,
      target: v(state.orbit.target),
      distance: r(state.orbit.distance),
      xAngle: r(state.orbit.xAngle),
      yAngle: r(state.orbit.yAngle),
      disClamp: [...state.orbit.disClamp],
      xClamp: [...state.orbit.xClamp],
      yClamp: [...state.orbit.yClamp],
    },
    {
      curType: 'walk',
      subType: CAMERA_MODE_WALK,
      selected: state.mode === CAMERA_MODE_WALK,
      position: v(state.walk.position),
      yaw: r(state.walk.yaw),
      pitch: r(state.walk.pitch),
      eyeHeight: r(state.walk.eyeHeight),
    },
  ];
}

/** The pose the camera has in a state. */
export function poseOf(state: CameraState): Pose {
  if (state.mode === CAMERA_MODE_WALK) return walkPose(state.walk);
  return { position: orbitPosition(state.orbit), target: { ...state.orbit.target } };
}
