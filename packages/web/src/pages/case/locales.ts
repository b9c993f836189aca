import i18n from '../../app/i18n';

const zh = {
  title: '案例库',
  official: '官方案例',
  industry: '行业案例',
  allCategories: '全部分类',
  empty: '暂无案例',
  use: '使用案例',
  launch: '查看',
  delete: '删除',
  copied: '已复制为新项目',
  more: '加载更多',
  publish: '发布案例',
  pickProject: '选择项目',
  caseName: '案例名称（默认项目名称）',
  category: '分类',
  officialTag: '官方',
};
const en: typeof zh = {
  title: 'Cases',
  official: 'Official',
  industry: 'Industry',
  allCategories: 'All categories',
  empty: 'No cases yet',
  use: 'Use case',
  launch: 'View',
  delete: 'Delete',
  copied: 'Copied into a new project',
  more: 'Load more',
  publish: 'Publish a case',
  pickProject: 'Pick a project',
  caseName: 'Case name (the project name by default)',
  category: 'Category',
  officialTag: 'Official',
};

i18n.addResourceBundle('zh-CN', 'translation', { cases: zh }, true, true);
i18n.addResourceBundle('en', 'translation', { cases: en }, true, true);
