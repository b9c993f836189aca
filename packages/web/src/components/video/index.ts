import { VideoCameraOutlined } from '@ant-design/icons';
import { TYPE_CODE } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent, fieldIn, option } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentDefinition, FieldOption } from '../types';

export interface VideoModel {
  videoUrl?: string;
  poster?: string;
  loop?: boolean;
  muted?: boolean;
  autoplay?: boolean;
  controls?: boolean;
  fit?: 'contain' | 'cover' | 'fill';
}

const renderer = lazyRenderer(() => import('./VideoRenderer'));
const c = fieldIn('content');

export const VIDEO_FIT_OPTIONS: readonly FieldOption[] = [
  option('contain', '适应', 'Contain'),
  option('cover', '铺满', 'Cover'),
  option('fill', '拉伸', 'Stretch'),
];

/** Video 1006: videoModel with loop, mute, autoplay and poster (docs/reference.md#type-codes). */
export const videoDefinition: ComponentDefinition = {
  kind: 'video',
  typeCodes: [TYPE_CODE.video],
  name: { zh: '视频', en: 'Video' },
  icon: VideoCameraOutlined,
  defaults() {
    const videoModel: VideoModel = {
      videoUrl: '',
      poster: '',
      loop: true,
      muted: true,
      autoplay: true,
      controls: false,
      fit: 'contain',
    };
    return baseComponent(TYPE_CODE.video, 480, 270, { videoModel });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  propertySchema: [
    c('videoModel.videoUrl', '视频地址', 'Video URL', 'text', { defaultValue: '' }),
    c('videoModel.poster', '封面图', 'Poster', 'image', { defaultValue: '' }),
    c('videoModel.loop', '循环播放', 'Loop', 'switch', { defaultValue: true }),
    c('videoModel.muted', '静音', 'Mute', 'switch', { defaultValue: true }),
    c('videoModel.autoplay', '自动播放', 'Autoplay', 'switch', { defaultValue: true }),
    c('videoModel.controls', '显示控制条', 'Show controls', 'switch', { defaultValue: false }),
    c('videoModel.fit', '填充方式', 'Fit', 'select', { defaultValue: 'contain', options: VIDEO_FIT_OPTIONS }),
  ],
  dataShape: 'url: videoModel.videoUrl',
  sampleData: { videoUrl: '' },
  events: POINTER_EVENTS,
};
