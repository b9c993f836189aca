import { DEFAULT_TEXT_SIZE, TYPE_CODE } from '@twincanvas/model';
import { inContent } from '../common/content';
import { POINTER_EVENTS, baseComponent, transparentBackground } from '../common/define';
import { defaultTextStyle } from '../common/textStyle';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';
import { DEFAULT_SCROLL_SPEED } from './marquee';

const renderer = lazyRenderer(() => import('./TextRenderer'));

/**
 * Text: 2005 single-line, 2006 multi-line (docs/reference.md#type-codes); textModel with the text style of docs/reference.md#colour
 * (default size 28) and the scrolling options (scrollOn, scrollDirection, scrollSpeed px/s).
 */
export const textDefinition: ComponentRuntime = {
  kind: 'text',
  typeCodes: [TYPE_CODE.singleLineText, TYPE_CODE.multiLineText],
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
  get sampleData() {
    return { text: inContent('单行文本', 'Single-line text') };
  },
  events: POINTER_EVENTS,
};
