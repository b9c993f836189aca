import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../app/i18n';
import { LayerHost } from '../../engine3d/layerHost';
import { headlessContext } from '../../engine3d/objects/testContext';
import { definition3DOf } from '../registry';
import { Stale3DBadge } from './Stale3DBadge';

describe('stale badge of a 3D view', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('shows one badge for 10,000 stale placards, per type, and goes when the data is fresh again', async () => {
    // The badge reads the host's bookkeeping only: no layer is loaded (the placard layer's own cost is
    // measured in sign.test.ts), so every row here goes to the host alone.
    const host = new LayerHost(headlessContext(), () => undefined);
    const sign = definition3DOf('sign')!;
    const placards = Array.from({ length: 10_000 }, (_, i) => ({
      ...sign.defaults({ x: i % 100, y: 0, z: Math.floor(i / 100) }),
      _id: `F-p${i}`,
      name: `Tank ${i}`,
    }));
    const pipe = { ...definition3DOf('pipeline')!.defaults({ x: 0, y: 0, z: 0 }), _id: 'F-pipe' };
    await host.set([...placards, pipe]);
    render(<Stale3DBadge host={host} components={[...placards, pipe]} />);
    expect(screen.queryByTestId('stale3d')).toBeNull();
    await act(async () => {
      for (const p of placards) host.setData(p, [{ value: 1 }], true);
      host.setData(pipe, [{ value: 1 }], true);
    });
    const badges = screen.getAllByTestId('stale3d');
    expect(badges).toHaveLength(1);
    expect(badges[0]!.textContent).toBe('Refreshing failed; showing old data: Placard ×10000, Pipeline ×1');
    expect(badges[0]!.getAttribute('title')?.split('\n')[0]).toBe('Tank 0');
    expect(screen.getByTestId('stale3d-sign').dataset.ids?.split(',')).toHaveLength(10_000);
    await act(async () => {
      for (const p of placards) host.setData(p, [{ value: 2 }], false);
    });
    expect(screen.getByTestId('stale3d').textContent).toBe(
      'Refreshing failed; showing old data: Pipeline ×1',
    );
    await act(async () => host.setData(pipe, [{ value: 2 }], false));
    expect(screen.queryByTestId('stale3d')).toBeNull();
    host.dispose();
  });
});
