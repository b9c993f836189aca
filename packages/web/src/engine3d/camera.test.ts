import { describe, expect, it } from 'vitest';
import { CAMERA_MODE_ORBIT, CAMERA_MODE_WALK } from '@twincanvas/model';
import {
  areaPose,
  clampOrbit,
  defaultOrbit,
  normalizeClamp,
  orbitFromPose,
  orbitPosition,
  readCameraData,
  walkFromPose,
  walkLook,
  walkPose,
  walkStep,
  writeCameraData,
} from './camera';

describe('camera defaults and clamps', () => {
  it('starts at distance 90 with clamps 20–150, x 10–90, y −360..360', () => {
    const { mode, orbit } = readCameraData(undefined);
    expect(mode).toBe(CAMERA_MODE_ORBIT);
    expect(orbit.distance).toBe(90);
    expect(orbit.disClamp).toEqual([20, 150]);
    expect(orbit.xClamp).toEqual([10, 90]);
    expect(orbit.yClamp).toEqual([-360, 360]);
  });

  it('resets a distance clamp outside 0–1000 to the given min and max', () => {
    expect(normalizeClamp([-1, 100], 20, 150)).toEqual([20, 150]);
    expect(normalizeClamp([10, 1001], 20, 150)).toEqual([20, 150]);
    expect(normalizeClamp([0, 1000], 20, 150)).toEqual([0, 1000]);
    expect(normalizeClamp([200, 100], 20, 150)).toEqual([20, 150]);
    expect(normalizeClamp(['a', 3], 20, 150)).toEqual([20, 150]);
    expect(normalizeClamp(undefined, 20, 150)).toEqual([20, 150]);
    expect(readCameraData([{ subType: 1001, disClamp: [5, 5000] }]).orbit.disClamp).toEqual([20, 150]);
  });

  it('keeps distance and angles inside their clamps', () => {
    const o = clampOrbit({ ...defaultOrbit(), distance: 500, xAngle: 2, yAngle: 400 });
    expect(o.distance).toBe(150);
    expect(o.xAngle).toBe(10);
    expect(o.yAngle).toBe(360);
    expect(readCameraData([{ subType: 1001, distance: 3 }]).orbit.distance).toBe(20);
  });

  it('frames an area interaction at distance 12 and pitch 30', () => {
    const pose = areaPose({ x: 5, y: 0, z: 5 });
    const d = Math.hypot(pose.position.x - 5, pose.position.y, pose.position.z - 5);
    expect(d).toBeCloseTo(12);
    expect((Math.asin(pose.position.y / d) * 180) / Math.PI).toBeCloseTo(30);
  });
});

describe('orbit pose round trip', () => {
  it('reads back distance and angles from the position it computed', () => {
    const o = { ...defaultOrbit(), target: { x: 1, y: 2, z: 3 }, distance: 60, xAngle: 35, yAngle: -120 };
    const back = orbitFromPose({ position: orbitPosition(o), target: o.target }, o);
    expect(back.distance).toBeCloseTo(60);
    expect(back.xAngle).toBeCloseTo(35);
    expect(back.yAngle).toBeCloseTo(-120);
  });
});

describe('walk', () => {
  const start = readCameraData(undefined).walk;

  it('moves forward along the heading and sideways with A/D', () => {
    const w = { ...start, position: { x: 0, y: 1.7, z: 0 }, yaw: 0 };
    const fwd = walkStep(w, { forward: 1, right: 0 }, 1, 0, 5);
    expect(fwd.position.z).toBeCloseTo(-5);
    const right = walkStep(w, { forward: 0, right: 1 }, 1, 0, 5);
    expect(right.position.x).toBeCloseTo(5);
    const turned = walkStep({ ...w, yaw: 90 }, { forward: 1, right: 0 }, 1, 0, 5);
    expect(turned.position.x).toBeCloseTo(-5);
  });

  it('keeps the eye above the floor', () => {
    const w = { ...start, position: { x: 0, y: -4, z: 0 } };
    expect(walkStep(w, { forward: 1, right: 0 }, 0.1, 2).position.y).toBeCloseTo(2 + start.eyeHeight);
    expect(
      walkFromPose({ position: { x: 0, y: 0, z: 0 }, target: { x: 0, y: 0, z: -1 } }, start, 3).position.y,
    ).toBeCloseTo(3 + start.eyeHeight);
  });

  it('limits the look pitch to ±85° and wraps the yaw', () => {
    const up = walkLook(start, 0, -10_000);
    expect(up.pitch).toBe(85);
    expect(walkLook(start, 10_000, 0).yaw).toBeGreaterThanOrEqual(0);
    expect(walkLook(start, 10_000, 0).yaw).toBeLessThan(360);
  });

  it('stands and looks where a pose does', () => {
    const w = walkFromPose({ position: { x: 0, y: 5, z: 0 }, target: { x: 1, y: 5, z: 0 } }, start);
    const p = walkPose(w);
    expect(p.target.x - p.position.x).toBeCloseTo(1);
    expect(p.target.z - p.position.z).toBeCloseTo(0);
  });
});

describe('camera data', () => {
  it('writes one entry per mode, the current one selected, and reads it back', () => {
    const state = readCameraData(undefined);
    state.mode = CAMERA_MODE_WALK;
    state.orbit.distance = 42;
    const entries = writeCameraData(state);
    expect(entries.map((e) => [e.subType, e.selected])).toEqual([
      [1001, false],
      [2001, true],
    ]);
    const back = readCameraData(JSON.parse(JSON.stringify(entries)));
    expect(back.mode).toBe(CAMERA_MODE_WALK);
    expect(back.orbit.distance).toBe(42);
  });
});
