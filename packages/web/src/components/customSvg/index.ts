import { TYPE_CODE } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';

export interface CustomSvgModel {
  /** The SVG markup as pasted or read from a file (sanitised where drawn). */
  svgText?: string;
}

const renderer = lazyRenderer(() => import('./CustomSvgRenderer'));

export const SAMPLE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#00D1FF"/>' +
  '<stop offset="1" stop-color="#2F6FEB"/></linearGradient></defs>' +
  '<path d="M50 5 L61 38 L95 38 L67 58 L78 92 L50 71 L22 92 L33 58 L5 38 L39 38 Z" fill="url(#g)"/></svg>';

/** Custom SVG 2121: uploaded or pasted SVG, sanitised (no scripts, handlers or external references). */
export const customSvgDefinition: ComponentRuntime = {
  kind: 'customSvg',
  typeCodes: [TYPE_CODE.customSvg],
  defaults() {
    const svgModel: CustomSvgModel = { svgText: SAMPLE_SVG };
    return baseComponent(TYPE_CODE.customSvg, 200, 200, { svgModel });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  events: POINTER_EVENTS,
};
