import { TYPE_CODE } from '@twincanvas/model';
import { fieldIn, option } from '../common/define';
import type { PropertyField, ComponentEditing } from '../types';
import { SHAPE_CODES } from './geometry';
import { shapeIcon } from './icons';

const c = fieldIn('content');

/** What the editor shows of the Shape kind: palette entry, property fields, data description. */
export const shapeEditing: ComponentEditing = {
  kind: 'shape',
  typeIcons: Object.fromEntries(SHAPE_CODES.map((code) => [code, shapeIcon(code)])),
  name: { zh: '形状', en: 'Shape' },
  icon: shapeIcon(TYPE_CODE.circle),
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
};
