import { afterEach, describe, expect, it } from 'vitest';
import { PerspectiveCamera } from 'three';
import { readCameraData } from './camera';
import { CameraControls } from './controls';
import { Flights } from './flights';
import type { CameraTour, CameraView, TourReach } from './tour';

const at = (x: number) => ({ position: { x, y: 10, z: 0 }, target: { x, y: 0, z: 0 } });
const views: CameraView[] = [
  { id: 'a', name: 'Gate', ...at(10) },
  { id: 'b', name: 'Tanks', ...at(20) },
];
const tour = (loop = false): CameraTour => ({
  id: 't',
  name: 'Round',
  loop,
  stops: [
    { viewId: 'a', duration: 2, hold: 1 },
    { viewId: 'b', duration: 4 },
  ],
});

/** Tours through the real camera controls (three's camera on a happy-dom canvas), clocked by the test. */
describe('camera tours reach their stops', () => {
  let controls: CameraControls | null = null;
  afterEach(() => controls?.dispose());

  function player() {
    controls = new CameraControls(
      new PerspectiveCamera(45, 1, 0.1, 1000),
      document.createElement('canvas'),
      readCameraData(undefined),
      () => undefined,
      () => undefined,
    );
    const flights = new Flights(
      controls,
      () => undefined,
      () => undefined,
    );
    flights.views = views;
    return flights;
  }

  it('hears each stop once as the camera lands on it, the last one flagged', () => {
    const flights = player();
    const heard: TourReach[] = [];
    const t0 = performance.now();
    expect(flights.playTour(tour(), (r) => heard.push(r))).toBe(true);
    flights.update(t0 + 1000);
    expect(heard).toEqual([]);
    flights.update(t0 + 2100);
    flights.update(t0 + 2600);
    expect(heard).toEqual([{ tourId: 't', index: 0, viewId: 'a', name: 'Gate', end: false }]);
    expect(flights.update(t0 + 7200)).toBe(false);
    expect(heard[1]).toEqual({ tourId: 't', index: 1, viewId: 'b', name: 'Tanks', end: true });
    expect(heard).toHaveLength(2);
  });

  it('a looping tour reaches its stops again each round; stopping it (from a reach action) ends the events', () => {
    const flights = player();
    const heard: number[] = [];
    const t0 = performance.now();
    flights.playTour(tour(true), (r) => {
      heard.push(r.index);
      if (heard.length === 3) flights.stop();
    });
    flights.update(t0 + 7100);
    expect(heard).toEqual([0, 1]);
    // The second round lands on the first stop 2 s after the first round ended (7 s).
    flights.update(t0 + 9100);
    expect(heard).toEqual([0, 1, 0]);
    expect(flights.playing).toBe(false);
    flights.update(t0 + 20000);
    expect(heard).toEqual([0, 1, 0]);
  });

  it('a single flight to a view is no tour: it reaches nothing', () => {
    const flights = player();
    const heard: TourReach[] = [];
    flights.flyTo('a');
    flights.playTour('missing', (r) => heard.push(r));
    flights.update(performance.now() + 5000);
    expect(heard).toEqual([]);
  });
});
