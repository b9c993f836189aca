import { BorderOutlined } from '@ant-design/icons';
import type { ComponentEditing } from '../types';

/** What the editor shows of the Rectangle kind: palette entry, property fields, data description. */
export const rectangleEditing: ComponentEditing = {
  kind: 'rectangle',
  name: { zh: '矩形', en: 'Rectangle' },
  icon: BorderOutlined,
  propertySchema: [
    {
      path: 'backgroundColorData',
      label: { zh: '填充', en: 'Fill' },
      editor: 'colorData',
      section: 'content',
    },
  ],
  dataShape: 'none',
};
