import { CodeSandboxOutlined } from '@ant-design/icons';
import { fieldIn } from '../common/define';
import type { ComponentEditing } from '../types';

/** What the editor shows of the Custom SVG kind: palette entry, property fields, data description. */
export const customSvgEditing: ComponentEditing = {
  kind: 'customSvg',
  name: { zh: '自定义SVG', en: 'Custom SVG' },
  icon: CodeSandboxOutlined,
  propertySchema: [
    fieldIn('content')('svgModel.svgText', 'SVG 代码', 'SVG markup', 'svg', { defaultValue: '' }),
  ],
  dataShape: 'none',
};
