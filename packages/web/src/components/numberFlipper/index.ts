import { TYPE_CODE, type TextStyle } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent } from '../common/define';
import { defaultTextStyle } from '../common/textStyle';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';
import { type FlipperFormat } from './format';

export interface FlipperModel extends FlipperFormat {
  /** The static value; a data result replaces it. */
  value?: number | string;
  prefix?: string;
  suffix?: string;
  /** Roll duration in ms. */
  duration?: number;
  textStyle?: TextStyle;
  affixStyle?: TextStyle;
  cardColor?: string;
  cardRadius?: number;
  cardGap?: number;
}

const renderer = lazyRenderer(() => import('./NumberFlipperRenderer'));

/** Number flipper 2022: digit roll, separators, prefix/suffix, decimals. */
export const numberFlipperDefinition: ComponentRuntime = {
  kind: 'numberFlipper',
  typeCodes: [TYPE_CODE.numberFlipper],
  defaults() {
    const flipperModel: FlipperModel = {
      value: 1234567,
      decimals: 0,
      separator: true,
      separatorChar: ',',
      minDigits: 0,
      prefix: '',
      suffix: '',
      duration: 1000,
      textStyle: { ...defaultTextStyle(48, '#00D1FFFF', 'center'), bold: true },
      affixStyle: defaultTextStyle(24, '#FFFFFFFF'),
      cardColor: '#0B2A52FF',
      cardRadius: 4,
      cardGap: 4,
    };
    return baseComponent(TYPE_CODE.numberFlipper, 360, 80, { flipperModel });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  sampleData: [{ value: 1234567 }],
  events: POINTER_EVENTS,
};
