import { describe, expect, it } from 'vitest';
import { TYPE_CODE } from '@twincanvas/model';
import { createComponent } from '../registry';

describe('a new dynamic panel', () => {
  it('starts on a dark blue at 40 %, its gradient at the default every component has', () => {
    expect(createComponent(TYPE_CODE.dynamicPanel)?.backgroundColorData).toEqual({
      colorType: 1,
      solidColor: '#0B2A5266',
      gradientColor: {
        gradientRotate: 0,
        gradientColors: ['#FFFFFFFF', '#000000FF'],
        gradientLocations: [0, 1],
      },
    });
  });
});
