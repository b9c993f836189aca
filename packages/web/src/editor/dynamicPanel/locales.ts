import i18n from '../../app/i18n';

// Dynamic-panel edit area strings, in their own bundle under `dynamicPanelEdit` (action labels are merged
// into `editor.actions`, where the help panel and action bar read them).
const zhCN = {
  tabs: '动态面板页面',
  addPage: '新增页面',
  deletePage: '删除页面',
  confirmDelete: '删除页面“{{name}}”及其中的组件？',
  ok: '删除',
  cancel: '取消',
  rename: '双击重命名，拖动排序',
  leave: '完成',
  enter: '编辑面板页面',
  inPanel: '面板内：{{name}}',
  noNesting: '动态面板内不能添加动态面板或地图',
};
const en: typeof zhCN = {
  tabs: 'Dynamic panel pages',
  addPage: 'Add page',
  deletePage: 'Delete page',
  confirmDelete: 'Delete page "{{name}}" and its components?',
  ok: 'Delete',
  cancel: 'Cancel',
  rename: 'Double-click to rename, drag to reorder',
  leave: 'Done',
  enter: 'Edit panel pages',
  inPanel: 'In panel: {{name}}',
  noNesting: 'A dynamic panel or map cannot be added inside a dynamic panel',
};
const actionsZh = {
  enterDynamicPanel: '进入动态面板',
  leaveDynamicPanel: '退出动态面板',
  nextDynamicPage: '下一面板页',
  prevDynamicPage: '上一面板页',
  switchDynamicPage: '切换面板页',
  addDynamicPage: '新增面板页',
  deleteDynamicPage: '删除面板页',
};
const actionsEn: typeof actionsZh = {
  enterDynamicPanel: 'Enter dynamic panel',
  leaveDynamicPanel: 'Leave dynamic panel',
  nextDynamicPage: 'Next panel page',
  prevDynamicPage: 'Previous panel page',
  switchDynamicPage: 'Switch panel page',
  addDynamicPage: 'Add panel page',
  deleteDynamicPage: 'Delete panel page',
};

i18n.addResourceBundle(
  'zh-CN',
  'translation',
  { dynamicPanelEdit: zhCN, editor: { actions: actionsZh } },
  true,
  true,
);
i18n.addResourceBundle(
  'en',
  'translation',
  { dynamicPanelEdit: en, editor: { actions: actionsEn } },
  true,
  true,
);
