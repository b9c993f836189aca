import { TYPE_CODE } from '@twincanvas/model';
import { baseComponent } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';

export interface IframeModel {
  /** http:// or https:// only; anything else is refused with a bilingual message. */
  url?: string;
  /** Seconds between reloads; 0 = never. */
  refresh?: number;
  /** Let viewers scroll and click inside the page. */
  interactive?: boolean;
}

const renderer = lazyRenderer(() => import('./IframeRenderer'));

/** Iframe (link) 4902. */
export const iframeDefinition: ComponentRuntime = {
  kind: 'iframe',
  typeCodes: [TYPE_CODE.iframe],
  defaults() {
    const iframeModel: IframeModel = { url: '', refresh: 0, interactive: true };
    return baseComponent(TYPE_CODE.iframe, 480, 320, { iframeModel });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  events: ['40105', '40106'],
};
