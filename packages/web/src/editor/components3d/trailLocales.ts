import i18n from '../../app/i18n';

// Strings of a trail's carried component and of the replay seek action, bundle `trail3d`.
const zhCN = {
  rider: '移动的点位',
  riderNone: '无（显示默认移动物体）',
  riderHint: '沿轨迹移动的标牌或物体；不选时显示默认的移动物体',
  seekTime: '跳到时间',
  seekDistance: '跳到距离',
  seconds: '秒',
  metres: '米',
  seekHint: '回放轨迹按时间跳转，绘制的路径按距离跳转',
};

const en: typeof zhCN = {
  rider: 'Moving point',
  riderNone: 'None (the default mover)',
  riderHint: 'The placard or object that moves along the trail; without one the default mover is shown',
  seekTime: 'Seek to time',
  seekDistance: 'Seek to distance',
  seconds: 's',
  metres: 'm',
  seekHint: 'A recorded track seeks by time, a drawn path by distance',
};

i18n.addResourceBundle('zh-CN', 'translation', { trail3d: zhCN }, true, true);
i18n.addResourceBundle('en', 'translation', { trail3d: en }, true, true);
