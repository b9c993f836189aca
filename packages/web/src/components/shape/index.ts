import { TYPE_CODE, type ColorData } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';
import { SHAPE_CODES, shapeHasRadius } from './geometry';

/** svgModel of a shape: fill (colour data, 3.8), stroke and corner radius (polygons only). */
export interface ShapeModel {
  fill?: ColorData;
  stroke?: { color?: string; width?: number; style?: 'solid' | 'dashed' | 'dotted' };
  radius?: number;
}

const renderer = lazyRenderer(() => import('./ShapeRenderer'));

const SIZE: Record<number, [number, number]> = {
  [TYPE_CODE.horizontalLine]: [300, 20],
  [TYPE_CODE.semicircle]: [240, 120],
};

/**
 * Shapes 2112 circle, 2113 isosceles triangle, 2115 right triangle, 2116 hexagon, 2117 horizontal line,
 * 2118 pentagon, 2119 semicircle, 2120 quarter circle: one definition over a geometry table. The line has
 * no fill; the radius field is shown for the polygons only (the generic panel lists it for all, and
 * curved shapes ignore it).
 */
export const shapeDefinition: ComponentRuntime = {
  kind: 'shape',
  typeCodes: SHAPE_CODES,
  defaults(typeCode = TYPE_CODE.circle) {
    const line = typeCode === TYPE_CODE.horizontalLine;
    const [w, h] = SIZE[typeCode] ?? [200, 200];
    const svgModel: ShapeModel = {
      fill: {
        colorType: line ? 0 : 1,
        solidColor: line ? '#FFFFFF00' : '#2F6FEBFF',
        gradientColor: {
          gradientRotate: 0,
          gradientColors: ['#2F6FEBFF', '#00D1FFFF'],
          gradientLocations: [0, 1],
        },
      },
      stroke: { color: line ? '#2F6FEBFF' : '#FFFFFFFF', width: line ? 4 : 0, style: 'solid' },
      radius: 0,
    };
    return baseComponent(typeCode, w, h, { svgModel });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  events: POINTER_EVENTS,
};

export { shapeHasRadius };
