import { MenuOutlined } from '@ant-design/icons';
import { fieldIn, option } from '../common/define';
import { textStyleFields } from '../common/textStyle';
import type { NavItem } from './active';
import { inContent } from '../common/content';
import type { ComponentEditing } from '../types';

const c = fieldIn('content');
const s = fieldIn('style');

/** What the editor shows of the Navigation bar kind: palette entry, property fields, data description. */
export const navigationBarEditing: ComponentEditing = {
  kind: 'navigationBar',
  name: { zh: '导航栏', en: 'Navigation bar' },
  icon: MenuOutlined,
  propertySchema: [
    c('navModel.items', '导航项', 'Items', 'list', {
      defaultValue: [],
      itemFields: [
        c('name', '名称', 'Name', 'text', { defaultValue: '' }),
        c('sceneId', '场景 ID', 'Scene id', 'text', { defaultValue: '' }),
        c('pageId', '页面 ID', 'Page id', 'text', { defaultValue: '' }),
      ],
      newItem: (): NavItem => ({ name: inContent('导航', 'Tab') }),
    }),
    c('navModel.direction', '方向', 'Direction', 'select', {
      defaultValue: 'horizontal',
      options: [option('horizontal', '水平', 'Horizontal'), option('vertical', '垂直', 'Vertical')],
    }),
    c('navModel.activeIndex', '默认选中', 'Active by default', 'number', { min: 0, defaultValue: 0 }),
    s('navModel.gap', '间距', 'Gap', 'number', { min: 0, defaultValue: 8 }),
    s('navModel.radius', '圆角', 'Radius', 'number', { min: 0, defaultValue: 4 }),
    s('navModel.background', '背景色', 'Background', 'color', { defaultValue: '#0B2A52CC' }),
    s('navModel.borderColor', '边框色', 'Border colour', 'color', { defaultValue: '#FFFFFF33' }),
    ...textStyleFields('navModel.textStyle', { size: 20, vertical: false }),
    s('navModel.activeBackground', '选中背景', 'Active background', 'color', { defaultValue: '#0B4A8BFF' }),
    s('navModel.activeBorderColor', '选中边框', 'Active border', 'color', { defaultValue: '#00D1FFFF' }),
    s('navModel.activeTextStyle.color', '选中文字颜色', 'Active text colour', 'color', {
      defaultValue: '#FFFFFFFF',
    }),
    s('navModel.activeTextStyle.bold', '选中加粗', 'Active bold', 'switch', { defaultValue: true }),
  ],
  dataShape: 'none (items in navModel.items: name, sceneId, pageId)',
};
