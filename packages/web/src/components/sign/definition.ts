import type { Component3DRuntime } from '../types';
import { contentText } from '../common/content';
import { EVENTS_3D, base3D } from '../common3d/component';

/** The placard kinds' names: a new placard is named after its kind, and the palette lists them. */
export const PLACARD_NAMES = {
  CommonPlacard: { zh: '普通标牌', en: 'Common placard' },
  LinePlacard: { zh: '引线标牌', en: 'Line placard' },
  IconPlacard: { zh: '图标标牌', en: 'Icon placard' },
  ImagePlacard: { zh: '图片标牌', en: 'Image placard' },
  BarPlacard: { zh: '柱状标牌', en: 'Bar placard' },
  InfoPlacard: { zh: '信息标牌', en: 'Info placard' },
  VideoPlacard: { zh: '视频标牌', en: 'Video placard' },
  StreamingPlacard: { zh: '视频流标牌', en: 'Streaming placard' },
} as const;

/**
 * Sign placards (type `sign`): a label at a point of the scene in one of eight kinds. Common, Line, Icon,
 * Image and Bar are drawn batched (two draw calls for any number); Info, Video and Streaming become HTML
 * while near and in view and a batched icon placard otherwise.
 */
export const signDefinition: Component3DRuntime = {
  space: '3d',
  kind: 'sign',
  type: 'sign',
  name: { zh: '标牌', en: 'Placard' },
  defaults(at, subType = 'CommonPlacard') {
    const names = PLACARD_NAMES[subType as keyof typeof PLACARD_NAMES] ?? { zh: '标牌', en: 'Placard' };
    return base3D('sign', at, names, { text: contentText(names), dataMode: 'device' }, { subType });
  },
  events: EVENTS_3D,
  loadLayer: () => import('./layer').then((m) => m.createSignLayer),
};
