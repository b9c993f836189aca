import { TYPE_CODE, defaultColor, newId } from '@twincanvas/model';
import { defaultRect } from '../common/box';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';
import { inContent } from '../common/content';

const renderer = lazyRenderer(() => import('./RectangleRenderer'));

/**
 * Rectangle 2110: its fill is the component's colour data (colorType solid/gradient, docs/reference.md#colour),
 * border and corner radii come from the common box fields, so the kind adds no fields of its own
 * beyond the fill.
 */
export const rectangleDefinition: ComponentRuntime = {
  kind: 'rectangle',
  typeCodes: [TYPE_CODE.rectangle],
  defaults() {
    const fill = defaultColor(1);
    return {
      _id: newId('2D'),
      componentName: inContent('矩形', 'Rectangle'),
      componentType: String(TYPE_CODE.rectangle),
      opacity: 1,
      show: true,
      initStatus: true,
      lock: false,
      componentRect: defaultRect(300, 200),
      backgroundColorData: fill ? { ...fill, solidColor: '#2F6FEBFF' } : undefined,
      componentBorder: { width: 0, style: 'solid', color: '#FFFFFFFF' },
      cornerRadius: { tl: 0, tr: 0, bl: 0, br: 0 },
    };
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  events: ['40101', '40102', '40105', '40106'],
};
