import { TYPE_CODE } from '@twincanvas/model';
import { POINTER_EVENTS, baseComponent } from '../common/define';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';

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

/** Video stream 1009: an HLS address played through hls.js (loaded only when used), reconnecting on errors. */
export const videoStreamDefinition: ComponentRuntime = {
  kind: 'videoStream',
  typeCodes: [TYPE_CODE.videoStream],
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
  sampleData: { streamUrl: '' },
  events: POINTER_EVENTS,
};
