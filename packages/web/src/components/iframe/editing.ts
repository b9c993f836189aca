import { GlobalOutlined } from '@ant-design/icons';
import { fieldIn } from '../common/define';
import type { ComponentEditing } from '../types';

const c = fieldIn('content');

/** What the editor shows of the Iframe kind: palette entry, property fields, data description. */
export const iframeEditing: ComponentEditing = {
  kind: 'iframe',
  name: { zh: '网页', en: 'Iframe' },
  icon: GlobalOutlined,
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
};
