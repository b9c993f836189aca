import type { RuleEffectKey } from '@twincanvas/model';
import { TagOutlined } from '@ant-design/icons';
import type { Component3DDefinition } from '../types';
import { contentText } from '../common/content';
import { base3D } from '../common3d/component';
import { dataFieldsOf, sampleRowsOf } from '../common3d/dataFields';
import type { DataMode } from '../common3d/dataFields';
import {
  dataAndRuleFields,
  EVENTS_3D,
  colorField,
  numberField,
  switchField,
  textField,
} from '../common3d/schema';
import { PLACARD_KINDS } from './look';

const KIND_NAMES = {
  CommonPlacard: { zh: '普通标牌', en: 'Common placard' },
  LinePlacard: { zh: '引线标牌', en: 'Line placard' },
  IconPlacard: { zh: '图标标牌', en: 'Icon placard' },
  ImagePlacard: { zh: '图片标牌', en: 'Image placard' },
  BarPlacard: { zh: '柱状标牌', en: 'Bar placard' },
  InfoPlacard: { zh: '信息标牌', en: 'Info placard' },
  VideoPlacard: { zh: '视频标牌', en: 'Video placard' },
  StreamingPlacard: { zh: '视频流标牌', en: 'Streaming placard' },
} as const;

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'icon', 'visible', 'blink', 'label'];

/**
 * Sign placards (type `sign`): a label at a point of the scene in one of eight kinds. Common, Line, Icon,
 * Image and Bar are drawn batched (two draw calls for any number); Info, Video and Streaming become HTML
 * while near and in view and a batched icon placard otherwise.
 */
export const signDefinition: Component3DDefinition = {
  space: '3d',
  kind: 'sign',
  type: 'sign',
  subTypes: PLACARD_KINDS.map((value) => ({ value, name: KIND_NAMES[value] })),
  name: { zh: '标牌', en: 'Placard' },
  icon: TagOutlined,
  geometry: 'point',
  defaults(at, subType = 'CommonPlacard') {
    const names = KIND_NAMES[subType as keyof typeof KIND_NAMES] ?? { zh: '标牌', en: 'Placard' };
    return base3D('sign', at, names, { text: contentText(names), dataMode: 'device' }, { subType });
  },
  propertySchema: [
    textField('text', '文字', 'Text'),
    textField('labelTemplate', '标签模板', 'Label template'),
    colorField('background', '背景色', 'Background', 'rgba(0,40,80,0.85)'),
    colorField('textColor', '文字颜色', 'Text colour', '#ffffff'),
    numberField('fontSize', '字号', 'Font size', 14, 10, 40),
    {
      path: 'propertyData.icon',
      label: { zh: '图标', en: 'Icon' },
      editor: 'select',
      section: 'style',
      defaultValue: 'pin',
      options: ['pin', 'warning', 'camera', 'device', 'fire', 'person', 'flag', 'info'].map((v) => ({
        value: v,
        label: { zh: v, en: v },
      })),
    },
    colorField('iconColor', '图标颜色', 'Icon colour', '#1890ff'),
    {
      path: 'propertyData.imageUrl',
      label: { zh: '图片', en: 'Image' },
      editor: 'image',
      section: 'content',
    },
    numberField('lineHeight', '引线高度', 'Line height', 40, 0, 400),
    numberField('barMax', '柱最大值', 'Bar maximum', 100, 1, 1e9),
    colorField('barColor', '柱颜色', 'Bar colour', '#52c41a'),
    switchField('occlusion', '被模型遮挡', 'Hidden behind the model', false),
    switchField('cluster', '远处聚合', 'Cluster at a distance', true),
    numberField('nearDistance', 'HTML显示距离', 'HTML within (m)', 80, 5, 2000),
    textField('videoUrl', '视频地址', 'Video address'),
    textField('streamUrl', '视频流地址(HLS)', 'Stream address (HLS)'),
    ...dataAndRuleFields('sign', RULE_EFFECTS, 'device'),
  ],
  dataShape: 'rows: name, value, status, unit (by data mode)',
  dataFields: (mode) => dataFieldsOf('sign', mode as DataMode),
  get sampleData() {
    return sampleRowsOf('sign', 'device');
  },
  events: EVENTS_3D,
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'highlight', 'setStyle'],
  loadLayer: () => import('./layer').then((m) => m.createSignLayer),
};
