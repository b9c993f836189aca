import { FontSizeOutlined } from '@ant-design/icons';
import { DEFAULT_TEXT_SIZE, TYPE_CODE } from '@twincanvas/model';
import { inContent } from '../common/content';
import { POINTER_EVENTS, baseComponent, fieldIn, option, transparentBackground } from '../common/define';
import { defaultTextStyle, textStyleFields } from '../common/textStyle';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentDefinition } from '../types';
import { DEFAULT_SCROLL_SPEED } from './marquee';

const renderer = lazyRenderer(() => import('./TextRenderer'));
const c = fieldIn('content');

/**
 * Text: 2005 single-line, 2006 multi-line (docs/reference.md#type-codes); textModel with the text style of docs/reference.md#colour
 * (default size 28) and the scrolling options (scrollOn, scrollDirection, scrollSpeed px/s).
 */
export const textDefinition: ComponentDefinition = {
  kind: 'text',
  typeCodes: [TYPE_CODE.singleLineText, TYPE_CODE.multiLineText],
  name: { zh: '文本', en: 'Text' },
  icon: FontSizeOutlined,
  defaults(typeCode = TYPE_CODE.singleLineText) {
    const multi = typeCode === TYPE_CODE.multiLineText;
    return baseComponent(typeCode, multi ? 320 : 240, multi ? 160 : 48, {
      backgroundColorData: transparentBackground(),
      textModel: {
        text: multi
          ? inContent('多行文本\n第二行', 'Multi-line text\nSecond line')
          : inContent('单行文本', 'Single-line text'),
        textStyle: defaultTextStyle(DEFAULT_TEXT_SIZE),
        scrollOn: false,
        scrollDirection: multi ? 'up' : 'left',
        scrollSpeed: DEFAULT_SCROLL_SPEED,
      },
    });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
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
  get sampleData() {
    return { text: inContent('单行文本', 'Single-line text') };
  },
  events: POINTER_EVENTS,
};
