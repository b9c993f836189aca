import { MenuOutlined } from '@ant-design/icons';
import { TYPE_CODE, type TextStyle } from '@twincanvas/model';
import { baseComponent, fieldIn, option } from '../common/define';
import { defaultTextStyle, textStyleFields } from '../common/textStyle';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentDefinition } from '../types';
import type { NavItem } from './active';
import { inContent } from '../common/content';

export interface NavigationBarModel {
  items?: NavItem[];
  direction?: 'horizontal' | 'vertical';
  /** Item active before any page matches or is clicked. */
  activeIndex?: number;
  gap?: number;
  radius?: number;
  background?: string;
  borderColor?: string;
  textStyle?: TextStyle;
  activeBackground?: string;
  activeBorderColor?: string;
  activeTextStyle?: TextStyle;
}

const renderer = lazyRenderer(() => import('./NavigationBarRenderer'));
const c = fieldIn('content');
const s = fieldIn('style');

/** Navigation bar 4301 (multi-navigation): items switching pages/scenes, with an active style. */
export const navigationBarDefinition: ComponentDefinition = {
  kind: 'navigationBar',
  typeCodes: [TYPE_CODE.navigationBar],
  name: { zh: '导航栏', en: 'Navigation bar' },
  icon: MenuOutlined,
  defaults() {
    const navModel: NavigationBarModel = {
      items: [
        { name: inContent('总览', 'Overview') },
        { name: inContent('监测', 'Monitoring') },
        { name: inContent('分析', 'Analysis') },
      ],
      direction: 'horizontal',
      activeIndex: 0,
      gap: 8,
      radius: 4,
      background: '#0B2A52CC',
      borderColor: '#FFFFFF33',
      textStyle: defaultTextStyle(20, '#C8D7F0FF', 'center'),
      activeBackground: '#0B4A8BFF',
      activeBorderColor: '#00D1FFFF',
      activeTextStyle: { color: '#FFFFFFFF', bold: true },
    };
    return baseComponent(TYPE_CODE.navigationBar, 480, 48, { navModel });
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
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
  events: ['40101'],
};
