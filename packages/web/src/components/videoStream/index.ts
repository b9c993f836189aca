import { VideoCameraAddOutlined } from '@ant-design/icons';
import { TYPE_CODE } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent, fieldIn, option } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import { VIDEO_FIT_OPTIONS } from '../video';
import type { ComponentDefinition } from '../types';

export interface VideoStreamModel {
  streamUrl?: string;
  /** docs/reference.md#type-codes: streamingType HLS. */
  streamingType?: 'HLS';
  muted?: boolean;
  controls?: boolean;
  lowLatency?: boolean;
  /** Use hls.js even where the browser plays HLS itself (uniform error handling). */
  forceHlsJs?: boolean;
  fit?: 'contain' | 'cover' | 'fill';
}

const renderer = lazyRenderer(() => import('./VideoStreamRenderer'));
const c = fieldIn('content');

/** Video stream 1009: an HLS address played through hls.js (loaded only when used), reconnecting on errors. */
export const videoStreamDefinition: ComponentDefinition = {
  kind: 'videoStream',
  typeCodes: [TYPE_CODE.videoStream],
  name: { zh: '视频流', en: 'Video stream' },
  icon: VideoCameraAddOutlined,
  defaults() {
    const videoStreamModel: VideoStreamModel = {
      streamUrl: '',
      streamingType: 'HLS',
      muted: true,
      controls: false,
      lowLatency: false,
      forceHlsJs: false,
      fit: 'contain',
    };
    return baseComponent(TYPE_CODE.videoStream, 480, 270, { videoStreamModel });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
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
  sampleData: { streamUrl: '' },
  events: POINTER_EVENTS,
};
