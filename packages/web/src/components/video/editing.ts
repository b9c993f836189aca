import { VideoCameraOutlined } from '@ant-design/icons';
import { fieldIn, option } from '../common/define';
import type { FieldOption, ComponentEditing } from '../types';

const c = fieldIn('content');

export const VIDEO_FIT_OPTIONS: readonly FieldOption[] = [
  option('contain', '适应', 'Contain'),
  option('cover', '铺满', 'Cover'),
  option('fill', '拉伸', 'Stretch'),
];

/** What the editor shows of the Video kind: palette entry, property fields, data description. */
export const videoEditing: ComponentEditing = {
  kind: 'video',
  name: { zh: '视频', en: 'Video' },
  icon: VideoCameraOutlined,
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
};
