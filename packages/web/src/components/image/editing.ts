import { PictureOutlined } from '@ant-design/icons';
import { fieldIn, option } from '../common/define';
import type { ComponentEditing } from '../types';

const c = fieldIn('content');

/** What the editor shows of the Image kind: palette entry, property fields, data description. */
export const imageEditing: ComponentEditing = {
  kind: 'image',
  name: { zh: '图片', en: 'Image' },
  icon: PictureOutlined,
  propertySchema: [
    c('imageModel.imageUrl', '图片地址', 'Image URL', 'image', { defaultValue: '' }),
    c('imageModel.fit', '填充方式', 'Fit', 'select', {
      defaultValue: 'fill',
      options: [
        option('fill', '拉伸', 'Stretch'),
        option('contain', '适应', 'Contain'),
        option('cover', '铺满', 'Cover'),
        option('none', '原始', 'Original'),
      ],
    }),
  ],
  dataShape: 'url: imageModel.imageUrl (a data result { imageUrl } replaces it)',
};
