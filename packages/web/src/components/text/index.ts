import { FontSizeOutlined } from '@ant-design/icons';
import { DEFAULT_TEXT_SIZE, TYPE_CODE, newId } from '@twincanvas/model';
import { defaultRect } from '../common/box';
import { lazyRenderer } from '../lazyRenderer';
import type { ComponentDefinition, PropertyField } from '../types';

const renderer = lazyRenderer(() => import('./TextRenderer'));

const c = (
  path: string,
  zh: string,
  en: string,
  editor: PropertyField['editor'],
  extra: Partial<PropertyField> = {},
) => ({ path, label: { zh, en }, editor, section: 'content', ...extra }) satisfies PropertyField;

/** Text: 2005 single-line, 2006 multi-line (editor spec 3.7); textModel with textStyle (3.8), size 28. */
export const textDefinition: ComponentDefinition = {
  kind: 'text',
  typeCodes: [TYPE_CODE.singleLineText, TYPE_CODE.multiLineText],
  name: { zh: '文本', en: 'Text' },
  icon: FontSizeOutlined,
  defaults(typeCode = TYPE_CODE.singleLineText) {
    const multi = typeCode === TYPE_CODE.multiLineText;
    return {
      _id: newId('2D'),
      componentName: multi ? '多行文本' : '单行文本',
      componentType: String(typeCode),
      opacity: 1,
      show: true,
      initStatus: true,
      lock: false,
      componentRect: defaultRect(multi ? 320 : 240, multi ? 160 : 48),
      backgroundColorData: {
        colorType: 0,
        solidColor: '#FFFFFF00',
        gradientColor: {
          gradientRotate: 0,
          gradientColors: ['#FFFFFFFF', '#000000FF'],
          gradientLocations: [0, 1],
        },
      },
      textModel: {
        text: multi ? '多行文本\n第二行' : '单行文本',
        textStyle: {
          fontSize: DEFAULT_TEXT_SIZE,
          color: '#FFFFFFFF',
          alignment: 'left',
          verticalAlignment: 'middle',
          bold: false,
          italic: false,
          underline: false,
        },
      },
    };
  },
  Renderer: renderer.Renderer,
  preload: renderer.preload,
  propertySchema: [
    c('textModel.text', '文本内容', 'Text', 'textarea', { defaultValue: '' }),
    c('textModel.textStyle.fontSize', '字号', 'Font size', 'number', {
      min: 1,
      max: 1000,
      defaultValue: DEFAULT_TEXT_SIZE,
    }),
    c('textModel.textStyle.color', '文字颜色', 'Text colour', 'color', { defaultValue: '#FFFFFFFF' }),
    c('textModel.textStyle.alignment', '水平对齐', 'Alignment', 'select', {
      defaultValue: 'left',
      options: [
        { value: 'left', label: { zh: '左对齐', en: 'Left' } },
        { value: 'center', label: { zh: '居中', en: 'Centre' } },
        { value: 'right', label: { zh: '右对齐', en: 'Right' } },
      ],
    }),
    c('textModel.textStyle.verticalAlignment', '垂直对齐', 'Vertical alignment', 'select', {
      defaultValue: 'middle',
      options: [
        { value: 'top', label: { zh: '顶部', en: 'Top' } },
        { value: 'middle', label: { zh: '居中', en: 'Middle' } },
        { value: 'bottom', label: { zh: '底部', en: 'Bottom' } },
      ],
    }),
    c('textModel.textStyle.bold', '加粗', 'Bold', 'switch', { defaultValue: false }),
    c('textModel.textStyle.italic', '斜体', 'Italic', 'switch', { defaultValue: false }),
    c('textModel.textStyle.underline', '下划线', 'Underline', 'switch', { defaultValue: false }),
  ],
  dataShape: 'text',
  sampleData: { text: '单行文本' },
  events: ['40101', '40102', '40105', '40106'],
};
