import { FontSizeOutlined } from '@ant-design/icons';
import { DEFAULT_TEXT_SIZE } from '@twincanvas/model';
import { fieldIn, option } from '../common/define';
import { textStyleFields } from '../common/textStyle';
import { DEFAULT_SCROLL_SPEED } from './marquee';
import type { ComponentEditing } from '../types';

const c = fieldIn('content');

/** What the editor shows of the Text kind: palette entry, property fields, data description. */
export const textEditing: ComponentEditing = {
  kind: 'text',
  name: { zh: '文本', en: 'Text' },
  icon: FontSizeOutlined,
  propertySchema: [
    c('textModel.text', '文本内容', 'Text', 'textarea', { defaultValue: '' }),
    ...textStyleFields('textModel.textStyle', { section: 'content', size: DEFAULT_TEXT_SIZE }),
    c('textModel.scrollOn', '滚动', 'Scroll (marquee)', 'switch', { defaultValue: false }),
    c('textModel.scrollDirection', '滚动方向', 'Scroll direction', 'select', {
      defaultValue: 'left',
      options: [
        option('left', '向左', 'Left'),
        option('right', '向右', 'Right'),
        option('up', '向上', 'Up'),
        option('down', '向下', 'Down'),
      ],
    }),
    c('textModel.scrollSpeed', '滚动速度 (px/s)', 'Scroll speed (px/s)', 'number', {
      min: 1,
      max: 2000,
      defaultValue: DEFAULT_SCROLL_SPEED,
    }),
  ],
  dataShape: 'text: textModel.text (a data result replaces it)',
};
