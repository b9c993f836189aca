import { GlobalOutlined } from '@ant-design/icons';
import { TYPE_CODE } from '@twincanvas/model';
import { baseComponent, fieldIn } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentDefinition } from '../types';

export interface IframeModel {
  /** http:// or https:// only; anything else is refused with a bilingual message. */
  url?: string;
  /** Seconds between reloads; 0 = never. */
  refresh?: number;
  /** Let viewers scroll and click inside the page. */
  interactive?: boolean;
}

const renderer = lazyRenderer(() => import('./IframeRenderer'));
const c = fieldIn('content');

/** Iframe (link) 4902. */
export const iframeDefinition: ComponentDefinition = {
  kind: 'iframe',
  typeCodes: [TYPE_CODE.iframe],
  name: { zh: '网页', en: 'Iframe' },
  icon: GlobalOutlined,
  defaults() {
    const iframeModel: IframeModel = { url: '', refresh: 0, interactive: true };
    return baseComponent(TYPE_CODE.iframe, 480, 320, { iframeModel });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  propertySchema: [
    c('iframeModel.url', '网页地址 (http/https)', 'Address (http/https)', 'text', { defaultValue: '' }),
    c('iframeModel.refresh', '刷新间隔 (秒, 0 不刷新)', 'Reload every (s, 0 = never)', 'number', {
      min: 0,
      max: 86400,
      defaultValue: 0,
    }),
    c('iframeModel.interactive', '允许交互', 'Interactive', 'switch', { defaultValue: true }),
  ],
  dataShape: 'url: iframeModel.url',
  events: ['40105', '40106'],
};
