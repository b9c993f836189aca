import { TYPE_CODE, describeComponentType, type ColorData } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent, fieldIn, option } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { Bilingual, ComponentDefinition, PropertyField } from '../types';
import { SHAPE_CODES, shapeHasRadius } from './geometry';
import { shapeIcon } from './icons';

/** svgModel of a shape: fill (colour data, 3.8), stroke and corner radius (polygons only). */
export interface ShapeModel {
  fill?: ColorData;
  stroke?: { color?: string; width?: number; style?: 'solid' | 'dashed' | 'dotted' };
  radius?: number;
}

const renderer = lazyRenderer(() => import('./ShapeRenderer'));
const c = fieldIn('content');

const SIZE: Record<number, [number, number]> = {
  [TYPE_CODE.horizontalLine]: [300, 20],
  [TYPE_CODE.semicircle]: [240, 120],
};

const named = (code: number): Bilingual => {
  const info = describeComponentType(code);
  return { zh: info?.zh ?? String(code), en: info?.en ?? String(code) };
};

/**
 * Shapes 2112 circle, 2113 isosceles triangle, 2115 right triangle, 2116 hexagon, 2117 horizontal line,
 * 2118 pentagon, 2119 semicircle, 2120 quarter circle: one definition over a geometry table. The line has
 * no fill; the radius field is shown for the polygons only (the generic panel lists it for all, and
 * curved shapes ignore it).
 */
export const shapeDefinition: ComponentDefinition = {
  kind: 'shape',
  typeCodes: SHAPE_CODES,
  typeNames: Object.fromEntries(SHAPE_CODES.map((code) => [code, named(code)])),
  typeIcons: Object.fromEntries(SHAPE_CODES.map((code) => [code, shapeIcon(code)])),
  name: { zh: '形状', en: 'Shape' },
  icon: shapeIcon(TYPE_CODE.circle),
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
  propertySchema: [
    c('svgModel.fill', '填充', 'Fill', 'colorData'),
    c('svgModel.stroke.width', '描边宽度', 'Stroke width', 'number', { min: 0, max: 200, defaultValue: 0 }),
    c('svgModel.stroke.color', '描边颜色', 'Stroke colour', 'color', { defaultValue: '#FFFFFFFF' }),
    c('svgModel.stroke.style', '描边样式', 'Stroke style', 'select', {
      defaultValue: 'solid',
      options: [
        option('solid', '实线', 'Solid'),
        option('dashed', '虚线', 'Dashed'),
        option('dotted', '点线', 'Dotted'),
      ],
    }),
    c('svgModel.radius', '圆角', 'Corner radius', 'number', { min: 0, max: 1000, defaultValue: 0 }),
  ] satisfies PropertyField[],
  dataShape: 'none',
  events: POINTER_EVENTS,
};

export { shapeHasRadius };
