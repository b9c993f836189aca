import i18n from '../../app/i18n';

// Live co-editing strings, in their own bundle under `collab`.
const zhCN = {
  others: '其他协作者',
  editing: '{{name}} 正在编辑',
  you: '（你）',
  reloaded: '已从服务器重新加载最新内容',
  selectedBy: '{{name}} 已选中',
};
const en: typeof zhCN = {
  others: 'Other editors',
  editing: '{{name}} is editing',
  you: ' (you)',
  reloaded: 'Reloaded the latest version from the server',
  selectedBy: 'Selected by {{name}}',
};

i18n.addResourceBundle('zh-CN', 'translation', { collab: zhCN }, true, true);
i18n.addResourceBundle('en', 'translation', { collab: en }, true, true);
