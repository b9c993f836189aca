import { VideoCameraAddOutlined } from '@ant-design/icons';
import { fieldIn, option } from '../common/define';
import { VIDEO_FIT_OPTIONS } from '../video/editing';
import type { ComponentEditing } from '../types';

const c = fieldIn('content');

/** What the editor shows of the Video stream kind: palette entry, property fields, data description. */
export const videoStreamEditing: ComponentEditing = {
  kind: 'videoStream',
  name: { zh: '视频流', en: 'Video stream' },
  icon: VideoCameraAddOutlined,
  propertySchema: [
    c('videoStreamModel.streamUrl', '流地址 (m3u8)', 'Stream URL (m3u8)', 'text', { defaultValue: '' }),
    c('videoStreamModel.streamingType', '流类型', 'Stream type', 'select', {
      defaultValue: 'HLS',
      options: [option('HLS', 'HLS', 'HLS')],
    }),
    c('videoStreamModel.muted', '静音', 'Mute', 'switch', { defaultValue: true }),
    c('videoStreamModel.controls', '显示控制条', 'Show controls', 'switch', { defaultValue: false }),
    c('videoStreamModel.lowLatency', '低延迟', 'Low latency', 'switch', { defaultValue: false }),
    c('videoStreamModel.fit', '填充方式', 'Fit', 'select', {
      defaultValue: 'contain',
      options: VIDEO_FIT_OPTIONS,
    }),
  ],
  dataShape: 'url: videoStreamModel.streamUrl',
};
