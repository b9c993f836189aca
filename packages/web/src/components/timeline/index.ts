import { CAROUSEL_INTERVAL_MS, TYPE_CODE, type TextStyle } from '@twincanvas/model';
import { baseComponent } from '../common/define';
import { defaultTextStyle } from '../common/textStyle';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';

export interface TimelineNode {
  label?: string;
  /** What the value-change event carries (the label when absent). */
  value?: string;
}

export interface TimelineModel {
  nodes?: TimelineNode[];
  current?: number;
  autoPlay?: boolean;
  loop?: boolean;
  /** ms between steps. */
  interval?: number;
  /** ms of the progress animation. */
  duration?: number;
  lineColor?: string;
  activeColor?: string;
  textStyle?: TextStyle;
}

const renderer = lazyRenderer(() => import('./TimelineRenderer'));

/** Timeline 4903: nodes, auto-play, emits 40108 (value change). */
export const timelineDefinition: ComponentRuntime = {
  kind: 'timeline',
  typeCodes: [TYPE_CODE.timeline],
  defaults() {
    const timelineModel: TimelineModel = {
      nodes: ['2021', '2022', '2023', '2024', '2025'].map((y) => ({ label: y, value: y })),
      current: 0,
      autoPlay: true,
      loop: true,
      interval: CAROUSEL_INTERVAL_MS,
      duration: 600,
      lineColor: '#FFFFFF33',
      activeColor: '#00D1FFFF',
      textStyle: defaultTextStyle(16, '#C8D7F0FF', 'center'),
    };
    return baseComponent(TYPE_CODE.timeline, 600, 80, { timelineModel });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  events: ['40108'],
};
