import type { Bilingual } from '../types';

/**
 * The built-in icon set of the icon kind (4100): stroke icons on a 24×24 grid, drawn with the icon's
 * colour. Shipped in the bundle — nothing is downloaded at run time.
 */
export interface BuiltinIcon {
  name: string;
  label: Bilingual;
  /** Path data, stroked with round caps and joins. */
  paths: readonly string[];
}

const c = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

const i = (name: string, zh: string, en: string, ...paths: string[]): BuiltinIcon => ({
  name,
  label: { zh, en },
  paths,
});

export const ICON_SET: readonly BuiltinIcon[] = [
  i('home', '首页', 'Home', 'M3 11l9-8 9 8', 'M5 10v10h5v-6h4v6h5V10'),
  i('user', '用户', 'User', c(12, 8, 4), 'M4 21c0-4 4-6 8-6s8 2 8 6'),
  i(
    'users',
    '人群',
    'Users',
    c(9, 8, 3.5),
    'M2 20c0-3.5 3-5.5 7-5.5s7 2 7 5.5',
    'M16 4.5a3.5 3.5 0 0 1 0 7',
    'M18 14.5c2.5.5 4 2.3 4 5.5',
  ),
  i(
    'settings',
    '设置',
    'Settings',
    c(12, 12, 3),
    'M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  ),
  i('search', '搜索', 'Search', c(11, 11, 7), 'M16 16l5 5'),
  i('bell', '通知', 'Bell', 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4z', 'M10 21h4'),
  i('star', '星标', 'Star', 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z'),
  i(
    'heart',
    '喜欢',
    'Heart',
    'M12 20s-8-4.6-8-10.2A4.8 4.8 0 0 1 12 7a4.8 4.8 0 0 1 8 2.8C20 15.4 12 20 12 20z',
  ),
  i('check', '完成', 'Check', 'M4 12l5 5L20 6'),
  i('close', '关闭', 'Close', 'M5 5l14 14M19 5L5 19'),
  i('plus', '加', 'Plus', 'M12 5v14M5 12h14'),
  i('minus', '减', 'Minus', 'M5 12h14'),
  i('arrowUp', '向上', 'Arrow up', 'M12 20V4M5 11l7-7 7 7'),
  i('arrowDown', '向下', 'Arrow down', 'M12 4v16M5 13l7 7 7-7'),
  i('arrowLeft', '向左', 'Arrow left', 'M20 12H4M11 5l-7 7 7 7'),
  i('arrowRight', '向右', 'Arrow right', 'M4 12h16M13 5l7 7-7 7'),
  i('warning', '警告', 'Warning', 'M12 3L2 20h20z', 'M12 10v4M12 17v.5'),
  i('info', '信息', 'Info', c(12, 12, 9), 'M12 11v6M12 7.5v.5'),
  i(
    'location',
    '位置',
    'Location',
    'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z',
    c(12, 9.5, 2.5),
  ),
  i(
    'phone',
    '电话',
    'Phone',
    'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  ),
  i('mail', '邮件', 'Mail', 'M3 5h18v14H3z', 'M3 6l9 7 9-7'),
  i('calendar', '日历', 'Calendar', 'M3 5h18v16H3z', 'M3 10h18M8 3v4M16 3v4'),
  i('clock', '时钟', 'Clock', c(12, 12, 9), 'M12 7v5l3 3'),
  i('barChart', '柱状图', 'Bar chart', 'M4 20h16', 'M7 20v-6M12 20V8M17 20v-10'),
  i('lineChart', '折线图', 'Line chart', 'M3 20h18', 'M4 16l5-5 4 3 7-8'),
  i('pieChart', '饼图', 'Pie chart', 'M12 3a9 9 0 1 0 9 9h-9z', 'M14 2a8 8 0 0 1 8 8h-8z'),
  i(
    'database',
    '数据库',
    'Database',
    'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3z',
    'M4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6',
    'M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  ),
  i('server', '服务器', 'Server', 'M3 4h18v7H3zM3 13h18v7H3z', 'M7 7.5h.5M7 16.5h.5'),
  i('cloud', '云', 'Cloud', 'M7 19a5 5 0 0 1-.5-10A6.5 6.5 0 0 1 19 10.5 4.3 4.3 0 0 1 18 19z'),
  i(
    'sun',
    '晴',
    'Sun',
    c(12, 12, 4),
    'M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  ),
  i('moon', '月亮', 'Moon', 'M20 14.5A8.5 8.5 0 1 1 9.5 4a7 7 0 0 0 10.5 10.5z'),
  i('bolt', '电力', 'Power bolt', 'M13 2L4 14h7l-1 8 9-12h-7z'),
  i('drop', '水', 'Water', 'M12 3s-6 6.8-6 11a6 6 0 0 0 12 0c0-4.2-6-11-6-11z'),
  i(
    'fire',
    '火',
    'Fire',
    'M12 22a7 7 0 0 0 7-7c0-4-3-6-4-10-2 2-2 4-2 5-1-1-2-2-2-4-3 2-6 5-6 9a7 7 0 0 0 7 7z',
  ),
  i('leaf', '环保', 'Leaf', 'M5 19C5 9 11 4 20 4c0 9-5 15-15 15z', 'M5 19l8-8'),
  i('car', '车辆', 'Car', 'M3 16v-4l2-5h14l2 5v4z', 'M3 16v3h3v-3M18 16v3h3v-3', 'M7 13h.5M16.5 13h.5'),
  i('building', '建筑', 'Building', 'M4 21V3h10v18M14 9h6v12', 'M2 21h20', 'M8 7h2M8 11h2M8 15h2'),
  i('camera', '摄像头', 'Camera', 'M3 7h4l2-3h6l2 3h4v13H3z', c(12, 13, 4)),
  i('lock', '锁', 'Lock', 'M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4'),
  i('shield', '安全', 'Shield', 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z'),
  i(
    'wifi',
    '网络',
    'Wi-Fi',
    'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0',
    'M12 19.5v.5',
  ),
  i('battery', '电池', 'Battery', 'M2 7h17v10H2z', 'M22 10v4', 'M5 10v4M8 10v4M11 10v4'),
  i('power', '电源', 'Power', 'M12 2v10', 'M6 6a8 8 0 1 0 12 0'),
  i('thermometer', '温度', 'Thermometer', 'M10 14V5a2 2 0 0 1 4 0v9a4 4 0 1 1-4 0z', 'M12 9v7'),
];

export const ICON_BY_NAME: ReadonlyMap<string, BuiltinIcon> = new Map(
  ICON_SET.map((icon) => [icon.name, icon]),
);
