import { describe, expect, it } from 'vitest';
import { Mesh, type DataTexture, type MeshBasicMaterial } from 'three';
import { heatMapDefinition } from '../../components/heatMap/definition';
import { createHeatMapLayer } from '../../components/heatMap/layer';
import { editedGradient, heatChoiceOf } from '../../editor/fields/HeatThemeField';
import { heatCss, heatStops, readHeatTheme } from './heatThemes';
import { headlessContext } from './testContext';

describe('heat themes', () => {
  it('reads a built-in id, a gradient, and falls back to classic on anything unreadable', () => {
    expect(heatStops('cool').map((s) => s.color)).toEqual(['#f7fbff', '#6baed6', '#08306b']);
    expect(heatStops({ id: 'custom', colors: ['#000000', '#f00', '#ffffff'] })).toEqual([
      { at: 0, color: '#000000' },
      { at: 0.5, color: '#ff0000' },
      { at: 1, color: '#ffffff' },
    ]);
    expect(heatStops({ colors: ['#000000', '#ffffff'], stops: [0, 0.2] }).map((s) => s.at)).toEqual([0, 0.2]);
    // Stops not one per colour are spread evenly; one readable colour is no gradient.
    expect(heatStops({ colors: ['#000000', '#ffffff'], stops: [0.3] }).map((s) => s.at)).toEqual([0, 1]);
    expect(readHeatTheme({ colors: ['#000000', 'red'] }).id).toBe('classic');
    expect(readHeatTheme(42).id).toBe('classic');
    expect(heatCss('thermal')).toBe(
      'linear-gradient(90deg, #000004 0%, #781c6d 35%, #ed6925 65%, #fcffa4 100%)',
    );
  });

  it('the panel picks built-ins by id and library themes by theme, and an edit makes the gradient custom', () => {
    const library = [{ id: 'u-1' }];
    expect(heatChoiceOf('thermal', library)).toBe('builtin:thermal');
    expect(heatChoiceOf({ id: 'u-1', colors: ['#000000', '#ffffff'] }, library)).toBe('lib:u-1');
    expect(heatChoiceOf({ id: 'custom', colors: ['#000000', '#ffffff'] }, library)).toBeUndefined();
    expect(editedGradient('cool', ['#f7fbff', '#00ff00', '#08306b'])).toEqual({
      id: 'custom',
      colors: ['#f7fbff', '#00ff00', '#08306b'],
      stops: [0, 0.5, 1],
    });
    expect(editedGradient('cool', ['#f7fbff', '#08306b'])).toEqual({
      id: 'custom',
      colors: ['#f7fbff', '#08306b'],
    });
  });

  it('the chosen gradient reaches the rendered heat texture (hot sensor in the last colour)', () => {
    const ctx = headlessContext();
    const layer = createHeatMapLayer(ctx);
    const base = heatMapDefinition.defaults({ x: 0, y: 0, z: 0 });
    const texel = (theme: unknown) => {
      layer.set([
        {
          ...base,
          _id: 'F-heat',
          propertyData: {
            ...(base.propertyData as object),
            resolution: 8,
            opacity: 1,
            theme,
            sensors: [{ name: 'hot', x: 20, z: 20, value: 100 }],
          },
        },
      ]);
      let map: DataTexture | null = null;
      layer.root.traverse((o) => {
        if (o instanceof Mesh && o.name === 'heat:F-heat')
          map = (o.material as MeshBasicMaterial).map as DataTexture;
      });
      // One sensor: every cell takes its value, the hot end of the ramp.
      return Array.from((map!.image.data as Uint8Array).slice(0, 4));
    };
    expect(texel({ id: 'custom', colors: ['#0000ff', '#00ff00'] })).toEqual([0, 255, 0, 255]);
    expect(texel('classic')).toEqual([0xd7, 0x19, 0x1c, 255]);
    layer.dispose();
  });
});
