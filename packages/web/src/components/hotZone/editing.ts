import { AimOutlined } from '@ant-design/icons';
import type { ComponentEditing } from '../types';

/** What the editor shows of the Hot zone kind: palette entry, property fields, data description. */
export const hotZoneEditing: ComponentEditing = {
  kind: 'hotZone',
  name: { zh: '热区', en: 'Hot zone' },
  icon: AimOutlined,
  propertySchema: [],
  dataShape: 'none',
};
