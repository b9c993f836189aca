import { TYPE_CODE } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';

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

/** Video 1006: videoModel with loop, mute, autoplay and poster (docs/reference.md#type-codes). */
export const videoDefinition: ComponentRuntime = {
  kind: 'video',
  typeCodes: [TYPE_CODE.video],
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
  sampleData: { videoUrl: '' },
  events: POINTER_EVENTS,
};
