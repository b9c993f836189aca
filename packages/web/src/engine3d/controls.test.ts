import { afterEach, describe, expect, it } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import { CAMERA_MODE_WALK } from '@twincanvas/model';
import { readCameraData, type CameraState } from './camera';
import { CameraControls } from './controls';

/** Walk mode through the real controls (three's camera, DOM events on a happy-dom canvas). */
describe('walk controls', () => {
  let controls: CameraControls | null = null;
  afterEach(() => controls?.dispose());

  function walker(state: Partial<CameraState['walk']> = {}) {
    const camera = new PerspectiveCamera(45, 1, 0.1, 1000);
    const base = readCameraData(undefined);
    const initial: CameraState = { ...base, mode: CAMERA_MODE_WALK, walk: { ...base.walk, ...state } };
    const changes: CameraState[] = [];
    controls = new CameraControls(
      camera,
      document.createElement('canvas'),
      initial,
      () => undefined,
      (s) => changes.push(s),
    );
    return { camera, controls, changes };
  }

  it('walks on from where a flight put it, not from where it stood before', () => {
    const { camera, controls } = walker({ position: { x: 0, y: 1.6, z: 30 }, yaw: 0, pitch: 0 });
    // A flight (fly-to or tour) ends at a view 100 units away, looking along +x.
    controls.setPose({ position: { x: 100, y: 5, z: 0 }, target: { x: 110, y: 5, z: 0 } });
    expect(camera.position.toArray()).toEqual([100, 5, 0]);
    expect(controls.getState().walk.position).toEqual({ x: 100, y: 5, z: 0 });

    window.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyW' }));
    expect(controls.update(0.5)).toBe(true);
    window.dispatchEvent(new KeyboardEvent('keyup', { code: 'KeyW' }));
    // 6 units a second for half a second, along the flight's last heading (+x), at the same height.
    expect(camera.position.x).toBeCloseTo(103, 5);
    expect(camera.position.y).toBeCloseTo(5, 5);
    expect(camera.position.z).toBeCloseTo(0, 5);
    const looking = camera.getWorldDirection(new Vector3());
    expect(looking.x).toBeCloseTo(1, 5);
    expect(controls.update(0.5)).toBe(false);
  });

  it('keeps a flight that ends below the floor at eye height above it', () => {
    const { camera, controls } = walker({ eyeHeight: 1.6 });
    controls.floorY = 2;
    controls.setPose({ position: { x: 0, y: -10, z: 0 }, target: { x: 0, y: -10, z: -1 } });
    expect(camera.position.y).toBeCloseTo(3.6, 5);
    expect(controls.getState().walk.position.y).toBeCloseTo(3.6, 5);
  });

  it('lifts a walker below a new floor as soon as the model comes in', () => {
    const { camera, controls } = walker({ position: { x: 0, y: 1.6, z: 30 }, eyeHeight: 1.6 });
    expect(camera.position.y).toBeCloseTo(1.6, 5);
    // A model whose lowest point is at y = 10.
    controls.floorY = 10;
    expect(camera.position.y).toBeCloseTo(11.6, 5);
    expect(controls.getState().walk.position.y).toBeCloseTo(11.6, 5);
  });
});
