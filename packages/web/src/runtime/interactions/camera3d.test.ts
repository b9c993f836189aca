import { describe, expect, it } from 'vitest';
import type { Component2D, DocNode } from '@twincanvas/model';
import { createInteractionRunner, type InteractionContext } from './runner';

/** A 2D button can move the 3D camera: camera3D actions reach the scene on screen. */
describe('camera3D action', () => {
  function run(actions: unknown[], withScene = true) {
    const calls: string[] = [];
    const button: Component2D = {
      _id: 'E1',
      componentType: '2110',
      projectInteractionList: [{ eventId: '40101', actions: { elseAction: actions } }],
    } as unknown as Component2D;
    const doc = {
      _id: 'A1',
      projectScenesList: [
        {
          _id: 'B1',
          scenesType: 1,
          projectPageList: [
            { _id: 'D1', projectTwoComponentList: [button], components3D: [{ _id: 'F1', type: 'sign' }] },
          ],
        },
      ],
    } as unknown as DocNode;
    const ctx: InteractionContext = {
      doc,
      current: () => ({ sceneId: 'B1', pageId: 'D1' }),
      changePage: () => undefined,
      openLink: () => undefined,
      scene3D: withScene
        ? {
            flyTo: (id) => (calls.push(`fly:${id}`), true),
            playTour: (id) => (calls.push(`tour:${id}`), true),
            stopTour: () => void calls.push('stop'),
            command: (id, action) => (calls.push(`${action}:${id}`), true),
          }
        : undefined,
    };
    const runner = createInteractionRunner(ctx);
    runner.emit(button, '40101');
    runner.dispose();
    return calls;
  }

  it('flies to a view, plays a tour, stops', () => {
    expect(run([{ type: 'camera3D', viewId: 'v1' }])).toEqual(['fly:v1']);
    expect(
      run([
        { type: 'camera3D', tourId: 't1' },
        { type: 'camera3D', stop: true },
      ]),
    ).toEqual(['tour:t1', 'stop']);
  });

  it('a tour reaching a stop fires 50101 on the component that started it, running its actions', () => {
    const calls: string[] = [];
    let reach: ((r: unknown) => void) | undefined;
    const button = {
      _id: 'E1',
      componentType: '2110',
      projectInteractionList: [
        { eventId: '40101', actions: { elseAction: [{ type: 'camera3D', tourId: 't1' }] } },
        {
          eventId: '50101',
          conditions: [
            {
              id: 'c1',
              logic: '&',
              ifs: [{ key: 'equal', type: '2D', target: 'E1', targetKey: 'viewId', val: 'b' }],
            },
          ],
          actions: {
            c1: [{ type: 'component3D', target: 'F1', action: 'highlight' }],
            elseAction: [],
          },
        },
      ],
    } as unknown as Component2D;
    const doc = {
      _id: 'A1',
      projectScenesList: [
        {
          _id: 'B1',
          scenesType: 1,
          projectPageList: [
            { _id: 'D1', projectTwoComponentList: [button], components3D: [{ _id: 'F1', type: 'sign' }] },
          ],
        },
      ],
    } as unknown as DocNode;
    const runner = createInteractionRunner({
      doc,
      current: () => ({ sceneId: 'B1', pageId: 'D1' }),
      changePage: () => undefined,
      openLink: () => undefined,
      scene3D: {
        flyTo: () => true,
        playTour: (id, onReach) => (calls.push(`tour:${id}`), (reach = onReach), true),
        stopTour: () => undefined,
        command: (id, action) => (calls.push(`${action}:${id}`), true),
      },
    });
    runner.emit(button, '40101');
    expect(calls).toEqual(['tour:t1']);
    reach?.({ tourId: 't1', index: 0, viewId: 'a', name: 'Gate', end: false });
    expect(calls).toEqual(['tour:t1']);
    reach?.({ tourId: 't1', index: 1, viewId: 'b', name: 'Tanks', end: true });
    expect(calls).toEqual(['tour:t1', 'highlight:F1']);
    runner.dispose();
  });

  it('asks a 3D component to act', () => {
    expect(run([{ type: 'component3D', target: 'F1', action: 'highlight' }])).toEqual(['highlight:F1']);
  });

  it('shows, hides and toggles 3D components through the same visibility action as 2D targets', () => {
    expect(
      run([
        { type: 'visibility', mode: 'hide', targets: ['F1'] },
        { type: 'visibility', mode: 'toggle', targets: ['F1'] },
        { type: 'component3D', target: 'F1', action: 'show' },
      ]),
    ).toEqual(['hide:F1', 'toggle:F1', 'show:F1']);
  });

  it('leaves 3D components of other pages alone', () => {
    expect(
      run([
        { type: 'visibility', mode: 'hide', targets: ['F-elsewhere'] },
        { type: 'component3D', target: 'F-elsewhere', action: 'highlight' },
      ]),
    ).toEqual([]);
  });

  it('does nothing on a page without a 3D scene', () => {
    expect(run([{ type: 'camera3D', viewId: 'v1' }], false)).toEqual([]);
  });
});
