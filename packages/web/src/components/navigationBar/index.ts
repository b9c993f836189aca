import { TYPE_CODE, type TextStyle } from '@twincanvas/model';
import { baseComponent } from '../common/define';
import { defaultTextStyle } from '../common/textStyle';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentRuntime } from '../types';
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

/** Navigation bar 4301 (multi-navigation): items switching pages/scenes, with an active style. */
export const navigationBarDefinition: ComponentRuntime = {
  kind: 'navigationBar',
  typeCodes: [TYPE_CODE.navigationBar],
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
  events: ['40101'],
};
