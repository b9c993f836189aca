import type { RuleEffectKey } from '@twincanvas/model';
import { CarOutlined } from '@ant-design/icons';
import type { Component3DDefinition } from '../types';
import { base3D, pointAt } from '../common3d/component';
import { dataFieldsOf, sampleRowsOf } from '../common3d/dataFields';
import type { DataMode } from '../common3d/dataFields';
import { dataAndRuleFields, EVENTS_3D, colorField, numberField, switchField } from '../common3d/schema';

const RULE_EFFECTS: readonly RuleEffectKey[] = ['color', 'visible'];

/** The kinds a trail can carry as its selected point (their layers draw a component elsewhere: `moveTo`). */
export const CARRIED_TYPES: readonly string[] = ['sign', 'others'];

/**
 * Trails: an object moving along a path at a speed in metres per second, firing 50101 "reach" at each
 * point and at the end; a recorded track (rows with x, y, z, time) replays and can be scrubbed in time.
 * `generalData.selectId` is its selected point: the placard or object that moves along the trail in place
 * of the default mover, cleared when that component is deleted.
 */
export const trailDefinition: Component3DDefinition = {
  space: '3d',
  kind: 'trail',
  type: 'trail',
  name: { zh: '轨迹', en: 'Trail' },
  icon: CarOutlined,
  geometry: 'path',
  defaults(at) {
    const c = base3D(
      'trail',
      at,
      { zh: '轨迹', en: 'Trail' },
      {
        speed: 5,
        loop: false,
        autoplay: true,
        color: '#fa8c16',
        markerColor: '#ffd666',
        playbackRate: 1,
        dataMode: 'plate',
      },
    );
    c.pointData = [
      pointAt(at),
      pointAt({ x: at.x + 10, y: at.y, z: at.z }),
      pointAt({ x: at.x + 10, y: at.y, z: at.z + 10 }),
    ];
    return c;
  },
  propertySchema: [
    numberField('speed', '速度(米/秒)', 'Speed (m/s)', 5, 0, 1000, 0.5),
    switchField('loop', '循环', 'Loop', false),
    switchField('autoplay', '自动播放', 'Autoplay', true),
    numberField('playbackRate', '回放倍速', 'Replay rate', 1, 0.1, 1000, 0.5),
    colorField('color', '路径颜色', 'Path colour', '#fa8c16'),
    colorField('markerColor', '移动物体颜色', 'Mover colour', '#ffd666'),
    ...dataAndRuleFields('trail', RULE_EFFECTS, 'plate'),
  ],
  dataShape: 'rows: x, y, z, time (a recorded track) and the mode fields',
  dataFields: (mode) => dataFieldsOf('trail', mode as DataMode),
  get sampleData() {
    return sampleRowsOf('trail', 'plate');
  },
  events: [...EVENTS_3D, '50101'],
  ruleEffects: RULE_EFFECTS,
  actions: ['flyTo', 'play', 'pause', 'seek'],
  loadLayer: () => import('./layer').then((m) => m.createTrailLayer),
};
