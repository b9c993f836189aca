import i18n from '../../app/i18n';

// Live co-editing strings, in their own bundle under `collab`.
const zhCN = {
  others: '其他协作者',
  editing: '{{name}} 正在编辑',
  you: '（你）',
  reloaded: '已从服务器重新加载最新内容',
  selectedBy: '{{name}} 已选中',
  overwrittenTitle: '你的修改已被覆盖',
  overwritten: '{{name}} 同时修改了组件「{{component}}」的属性「{{property}}」，已采用对方的值',
  project: '项目',
};
const en: typeof zhCN = {
  others: 'Other editors',
  editing: '{{name}} is editing',
  you: ' (you)',
  reloaded: 'Reloaded the latest version from the server',
  selectedBy: 'Selected by {{name}}',
  overwrittenTitle: 'Your edit was overwritten',
  overwritten:
    '{{name}} changed property “{{property}}” of component “{{component}}” at the same time; their value was kept',
  project: 'the project',
};

i18n.addResourceBundle('zh-CN', 'translation', { collab: zhCN }, true, true);
i18n.addResourceBundle('en', 'translation', { collab: en }, true, true);
